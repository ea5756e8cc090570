import { describe, expect, it } from 'vitest';
import type { AuthDetail } from '../../../src/domain/types/verification.types';
import {
  enterpriseCertState,
  enterpriseErrors,
  hasNoErrors,
  maskAccount,
  maskIdCard,
  personalCertState,
  personalErrors,
  reasonError,
  remitErrors,
} from '../../../src/domain/certification';

// Certification status (SPEC section 3): 1 未认证, 2 已认证, 3 认证失败, 4 认证中. The enterprise
// detail counts differently (1 none, 2 under review, 3 verified, 4 failed; SPEC: 3 = verified).
const auth = (status: number, personal?: number): AuthDetail => ({
  status,
  personalVerificationVO:
    personal === undefined ? null : ({ verificationStatus: personal } as AuthDetail['personalVerificationVO']),
});

describe('what the account pages say about real-name verification', () => {
  it('reads the enterprise status into the certification states', () => {
    expect(enterpriseCertState(auth(3))).toBe(2);
    expect(enterpriseCertState(auth(4))).toBe(3);
    expect(enterpriseCertState(auth(2))).toBe(4);
    expect(enterpriseCertState(auth(1))).toBe(1);
    expect(enterpriseCertState(undefined)).toBe(1);
  });

  it('takes the personal status as it is, and anything unknown as not certified', () => {
    expect(personalCertState(auth(1, 2))).toBe(2);
    expect(personalCertState(auth(1, 3))).toBe(3);
    expect(personalCertState(auth(1, 4))).toBe(4);
    expect(personalCertState(auth(1, 1))).toBe(1);
    expect(personalCertState(auth(1, 5))).toBe(1);
    expect(personalCertState(auth(3))).toBe(1);
    expect(personalCertState(undefined)).toBe(1);
  });
});

describe('the personal certification form', () => {
  const ok = { realName: '张三', idCard: '110101199003071234' };

  it('accepts a Chinese name and an 18-character ID card number', () => {
    expect(personalErrors(ok)).toEqual({});
    expect(personalErrors({ realName: '阿卜杜·热合曼', idCard: '11010119900307123x' })).toEqual({});
    expect(personalErrors({ realName: ' 张三 ', idCard: ' 11010119900307123X ' })).toEqual({});
  });

  it('wants both fields', () => {
    expect(personalErrors({ realName: '', idCard: '  ' })).toEqual({
      realName: '请输入真实姓名',
      idCard: '请输入身份证号',
    });
  });

  it('refuses a name that is not 2-20 Chinese characters', () => {
    expect(personalErrors({ ...ok, realName: 'Zhang San' })).toEqual({ realName: '请输入正确的姓名' });
    expect(personalErrors({ ...ok, realName: '张' })).toEqual({ realName: '请输入正确的姓名' });
  });

  it('refuses an ID card number of the wrong length or with an impossible date', () => {
    expect(personalErrors({ ...ok, idCard: '11010119900307123' })).toEqual({ idCard: '身份证号格式不正确' });
    expect(personalErrors({ ...ok, idCard: '110101199013071234' })).toEqual({ idCard: '身份证号格式不正确' });
  });
});

describe('the enterprise certification form', () => {
  const ok = {
    companyName: '星河智算科技有限公司',
    creditCode: '91110108MA01ABCD2X',
    legalPerson: '李四',
    contactName: '王五',
    contactPhone: '13912345678',
  };

  it('accepts a complete form, the credit code in any case and fields with spaces around', () => {
    expect(enterpriseErrors(ok)).toEqual({});
    expect(enterpriseErrors({ ...ok, creditCode: '91110108ma01abcd2x' })).toEqual({});
    expect(enterpriseErrors({ ...ok, contactPhone: ' 13912345678 ', companyName: ` ${'企'.repeat(100)} ` })).toEqual(
      {},
    );
  });

  it('wants every field', () => {
    expect(
      enterpriseErrors({ companyName: ' ', creditCode: '', legalPerson: '', contactName: ' ', contactPhone: '' }),
    ).toEqual({
      companyName: '请输入企业名称',
      creditCode: '请输入统一社会信用代码',
      legalPerson: '请输入法定代表人姓名',
      contactName: '请输入联系人姓名',
      contactPhone: '请输入联系电话',
    });
  });

  it('refuses a company name over 100 characters, a bad credit code and a bad phone', () => {
    expect(enterpriseErrors({ ...ok, companyName: '企'.repeat(101) })).toEqual({ companyName: '超出最大长度' });
    // I, O, S, V and Z are never used in a credit code.
    expect(enterpriseErrors({ ...ok, creditCode: '91110108MA01ABCDIX' })).toEqual({
      creditCode: '统一社会信用代码格式不正确',
    });
    expect(enterpriseErrors({ ...ok, contactPhone: '12912345678' })).toEqual({ contactPhone: '手机号格式不正确' });
  });
});

describe('the corporate account form', () => {
  const company = '星河智算科技有限公司';
  const ok = { bankName: '招商银行', bankAccount: '6222 0200 1234 5678', accountName: company };

  it('accepts one of the listed banks, an account of 8-30 digits with spaces, and the company’s own name', () => {
    expect(remitErrors(ok, company)).toEqual({});
    expect(
      remitErrors(
        { ...ok, bankName: '北京农商银行', bankAccount: '12345678', accountName: ` ${company}` },
        `${company} `,
      ),
    ).toEqual({});
    expect(remitErrors({ ...ok, bankAccount: '1'.repeat(30) }, company)).toEqual({});
  });

  it('wants a listed bank, an account and the account name', () => {
    expect(remitErrors({ bankName: '', bankAccount: ' ', accountName: '' }, company)).toEqual({
      bankName: '请选择开户银行',
      bankAccount: '请输入对公银行账号',
      accountName: '请输入开户名称',
    });
    expect(remitErrors({ ...ok, bankName: '花旗银行' }, company)).toEqual({ bankName: '请选择开户银行' });
  });

  it('refuses an account that is too short, too long or not digits, and another company’s name', () => {
    expect(remitErrors({ ...ok, bankAccount: '1234567' }, company)).toEqual({ bankAccount: '银行账号格式不正确' });
    expect(remitErrors({ ...ok, bankAccount: '1'.repeat(31) }, company)).toEqual({ bankAccount: '银行账号格式不正确' });
    expect(remitErrors({ ...ok, bankAccount: '6222-0200-1234' }, company)).toEqual({
      bankAccount: '银行账号格式不正确',
    });
    expect(remitErrors({ ...ok, accountName: '星河科技' }, company)).toEqual({
      accountName: '开户名称须与企业名称一致',
    });
  });
});

describe('an audit’s rejection reason', () => {
  it('is required and at most 200 characters, spaces around not counted', () => {
    expect(reasonError('  ')).toBe('请输入驳回原因');
    expect(reasonError(` ${'因'.repeat(200)} `)).toBeUndefined();
    expect(reasonError('因'.repeat(201))).toBe('超出最大长度');
  });
});

describe('a form’s errors', () => {
  it('are none only when no field has one', () => {
    expect(hasNoErrors({})).toBe(true);
    expect(hasNoErrors({ realName: '请输入真实姓名' })).toBe(false);
  });
});

describe('masking', () => {
  it('shows an ID card number’s first three and last four characters', () => {
    expect(maskIdCard('110101199003071234')).toBe('110***********1234');
    expect(maskIdCard('12345678')).toBe('123*5678');
    expect(maskIdCard('1234567')).toBe('1234567');
    expect(maskIdCard('123456')).toBe('123456');
    expect(maskIdCard('')).toBe('');
  });

  it('shows an account’s last four digits', () => {
    expect(maskAccount('6222020012345678')).toBe('**** 5678');
    expect(maskAccount('12345')).toBe('**** 2345');
    expect(maskAccount('1234')).toBe('1234');
  });
});
