import { describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/types/common.types';
import type {
  AuthDetail,
  EnterpriseAuditRecord,
  PersonalAuditRecord,
} from '../../../src/domain/types/verification.types';
import { tables } from '../../../mocks/db/models';
import { verificationMessages as vm } from '../../../mocks/handlers/verification';
import { get, loginAs, post, serveSimulatorPerTest } from './client';

const V = '/front/api/biz/verification/v1';
const PERSONAL = '/front/api/user/v1/personalCertification';
serveSimulatorPerTest();

const company = {
  companyName: '苏州智造精密机械有限公司',
  creditCode: '91320505MA1XYW1234',
  legalPerson: '赵磊',
  contactName: '赵磊',
  contactPhone: '13800000004',
};
const remit = { bankName: '招商银行', bankAccount: '6214 8301 2345 6789', accountName: company.companyName };
const person = { realName: '赵磊', idCard: '320505199001011234' };

const detail = async (token: string) => (await get<AuthDetail>(`${V}/myDetail`, token)).data;

describe('enterprise verification', () => {
  it('validates the company form with its messages', async () => {
    const token = await loginAs('trial_none');
    const save = (patch: Record<string, string>) => post(`${V}/verificationSave`, { ...company, ...patch }, token);
    expect((await save({ companyName: '' })).msg).toBe('请输入企业名称');
    expect((await save({ creditCode: '' })).msg).toBe('请输入统一社会信用代码');
    expect((await save({ creditCode: '12345' })).msg).toBe('统一社会信用代码格式不正确');
    expect((await save({ legalPerson: '' })).msg).toBe('请输入法定代表人姓名');
    expect((await save({ contactName: '' })).msg).toBe('请输入联系人姓名');
    expect((await save({ contactPhone: '12345' })).msg).toBe('手机号格式不正确');
  });

  it('goes company → transfer → audit, refusing duplicates while pending, and the badge follows', async () => {
    const token = await loginAs('trial_none');
    expect((await detail(token)).status).toBe(1);
    expect((await post(`${V}/remitVerification`, remit, token)).msg).toBe(vm.companyFirst);
    expect((await post(`${V}/verificationSave`, company, token)).code).toBe(200);
    const submitted = await detail(token);
    expect(submitted.status).toBe(2);
    expect(submitted.enterpriseVerificationVO).toMatchObject({ auditStatus: 1, companyName: company.companyName });
    expect(submitted.enterpriseVerificationVO?.remitCode).toMatch(/^[A-Z2-9]{6}$/);
    expect((await post(`${V}/verificationSave`, company, token)).msg).toBe(vm.enterprisePending);

    const admin = await loginAs('admin');
    const id = submitted.enterpriseVerificationVO!.id;
    expect((await post(`${V}/updateStatus`, { id, auditStatus: 3 }, admin)).msg).toBe(vm.awaitingRemit);

    expect((await post(`${V}/remitVerification`, { ...remit, bankName: '花旗银行' }, token)).msg).toBe(
      '请选择开户银行',
    );
    expect((await post(`${V}/remitVerification`, { ...remit, bankAccount: '12' }, token)).msg).toBe(
      '银行账号格式不正确',
    );
    expect((await post(`${V}/remitVerification`, { ...remit, accountName: '别的公司' }, token)).msg).toBe(
      '开户名称须与企业名称一致',
    );
    expect((await post(`${V}/remitVerification`, remit, token)).code).toBe(200);
    expect((await post(`${V}/remitVerification`, remit, token)).msg).toBe(vm.remitSubmitted);
    expect((await detail(token)).enterpriseVerificationVO).toMatchObject({
      auditStatus: 2,
      bankName: '招商银行',
      bankAccount: '6214830123456789',
    });

    expect((await post(`${V}/updateStatus`, { id, auditStatus: 3 }, admin)).code).toBe(200);
    expect((await post(`${V}/updateStatus`, { id, auditStatus: 4, reason: 'x' }, admin)).msg).toBe(vm.alreadyAudited);
    const done = await detail(token);
    expect(done.status).toBe(3);
    expect((await post(`${V}/verificationSave`, company, token)).msg).toBe(vm.enterpriseVerified);
    const applicant = tables.user.find((u) => u.userName === 'trial_none')!;
    expect(
      tables.message.filter((msg) => msg.userId === applicant.id && msg.content === vm.enterpriseApproved),
    ).toHaveLength(1);
  });

  it('rejects with a reason; the applicant sees it and may submit again', async () => {
    const token = await loginAs('trial_none');
    await post(`${V}/verificationSave`, company, token);
    await post(`${V}/remitVerification`, remit, token);
    const id = (await detail(token)).enterpriseVerificationVO!.id;
    const admin = await loginAs('admin');
    expect((await post(`${V}/updateStatus`, { id, auditStatus: 4, reason: ' ' }, admin)).msg).toBe('请输入驳回原因');
    expect((await post(`${V}/updateStatus`, { id, auditStatus: 9 }, admin)).msg).toBe(vm.statusInvalid);
    expect((await post(`${V}/updateStatus`, { id, auditStatus: 4, reason: '营业执照模糊' }, admin)).code).toBe(200);
    const failed = await detail(token);
    expect(failed).toMatchObject({ status: 4, enterpriseVerificationVO: { auditStatus: 4, reason: '营业执照模糊' } });
    expect((await post(`${V}/verificationSave`, company, token)).code).toBe(200);
  });

  it('lets only identity auditors list and decide', async () => {
    const dev = await loginAs('dev_ent');
    expect((await post(`${V}/search`, { pageNum: 1, pageSize: 10 }, dev)).code).toBe(403);
    expect((await post(`${V}/updateStatus`, { id: '1', auditStatus: 3 }, dev)).code).toBe(403);
    const admin = await loginAs('admin');
    const all = await post<Page<EnterpriseAuditRecord>>(`${V}/search`, { pageNum: 1, pageSize: 50 }, admin);
    expect(all.data.total).toBe(tables.enterpriseVerification.count());
    const reviewing = await post<Page<EnterpriseAuditRecord>>(
      `${V}/search`,
      { pageNum: 1, pageSize: 50, auditStatus: 2 },
      admin,
    );
    expect(reviewing.data.records.length).toBeGreaterThan(0);
    expect(reviewing.data.records.every((r) => r.auditStatus === 2 && r.userName && r.phone)).toBe(true);
    const found = await post<Page<EnterpriseAuditRecord>>(
      `${V}/search`,
      { pageNum: 1, pageSize: 50, keyword: 'dev_ent' },
      admin,
    );
    expect(found.data.records).toEqual([
      expect.objectContaining({ userName: 'dev_ent', auditStatus: 3, auditUserName: 'admin' }),
    ]);
  });
});

describe('personal certification', () => {
  it('validates, then waits for the audit (4 认证中), refusing a second application', async () => {
    const token = await loginAs('trial_none');
    expect((await post(PERSONAL, { ...person, realName: '' }, token)).msg).toBe('请输入真实姓名');
    expect((await post(PERSONAL, { ...person, realName: 'Zhao' }, token)).msg).toBe('请输入正确的姓名');
    expect((await post(PERSONAL, { ...person, idCard: '' }, token)).msg).toBe('请输入身份证号');
    expect((await post(PERSONAL, { ...person, idCard: '1234' }, token)).msg).toBe('身份证号格式不正确');
    expect((await post(PERSONAL, person, token)).code).toBe(200);
    expect((await detail(token)).personalVerificationVO).toMatchObject({
      verificationStatus: 4,
      realName: '赵磊',
      idCard: '320***********1234',
    });
    expect((await post(PERSONAL, person, token)).msg).toBe(vm.personalPending);
  });

  it('is approved or rejected by an auditor, and the applicant’s status follows', async () => {
    const token = await loginAs('trial_none');
    await post(PERSONAL, person, token);
    const admin = await loginAs('admin');
    const pending = await post<Page<PersonalAuditRecord>>(
      `${V}/personal/search`,
      { pageNum: 1, pageSize: 50, auditStatus: 1, keyword: 'trial_none' },
      admin,
    );
    expect(pending.data.records).toHaveLength(1);
    const id = pending.data.records[0].id;
    expect(pending.data.records[0].idCard).toBe('320***********1234');
    expect((await post(`${V}/updateCertificationStatus`, { id, status: 3 }, admin)).msg).toBe('请输入驳回原因');
    expect(
      (await post(`${V}/updateCertificationStatus`, { id, status: 3, reason: '证件照片不清晰' }, admin)).code,
    ).toBe(200);
    expect((await detail(token)).personalVerificationVO).toMatchObject({
      verificationStatus: 3,
      reason: '证件照片不清晰',
    });

    expect((await post(PERSONAL, person, token)).code).toBe(200);
    const again = await post<Page<PersonalAuditRecord>>(
      `${V}/personal/search`,
      { pageNum: 1, pageSize: 1, auditStatus: 1, keyword: 'trial_none' },
      admin,
    );
    expect(
      (await post(`${V}/updateCertificationStatus`, { id: again.data.records[0].id, status: 2 }, admin)).code,
    ).toBe(200);
    expect((await detail(token)).personalVerificationVO?.verificationStatus).toBe(2);
    expect((await post(PERSONAL, person, token)).msg).toBe(vm.personalVerified);
    // Another account cannot reuse a verified ID card.
    expect((await post(PERSONAL, person, await loginAs('newbie'))).msg).toBe(vm.idCardTaken);
  });

  it('needs the identity edit code to decide', async () => {
    const dev = await loginAs('dev_person');
    expect((await post(`${V}/updateCertificationStatus`, { id: '1', status: 2 }, dev)).code).toBe(403);
    expect((await post(`${V}/personal/search`, { pageNum: 1, pageSize: 10 }, dev)).code).toBe(403);
  });
});

describe('seeded verification world', () => {
  it('backs every verified badge with an approved application and queues work for the auditors', async () => {
    const admin = await loginAs('admin');
    expect(await detail(await loginAs('dev_ent'))).toMatchObject({
      status: 3,
      enterpriseVerificationVO: { auditStatus: 3 },
    });
    expect((await detail(await loginAs('dev_person'))).personalVerificationVO?.verificationStatus).toBe(2);
    const ent = await post<Page<EnterpriseAuditRecord>>(
      `${V}/search`,
      { pageNum: 1, pageSize: 50, auditStatus: 2 },
      admin,
    );
    const per = await post<Page<PersonalAuditRecord>>(
      `${V}/personal/search`,
      { pageNum: 1, pageSize: 50, auditStatus: 1 },
      admin,
    );
    expect(ent.data.total).toBeGreaterThanOrEqual(2);
    expect(per.data.total).toBeGreaterThanOrEqual(3);
    for (const r of [...ent.data.records, ...per.data.records]) {
      const row = tables.authDetail.find((a) => a.userId === r.userId)!;
      expect('companyName' in r ? row.status : row.personalStatus).toBe('companyName' in r ? 2 : 4);
    }
  });
});
