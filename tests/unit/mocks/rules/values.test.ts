/**
 * Small value rules of the simulator: its hash and random helpers, knowledge-file ids and types,
 * free-text length limits and the abuse-limit messages. Expected values are worked out by hand
 * (FNV-1a's published test vectors, UTF-8 byte counts from TextEncoder, SPEC section 9's limits).
 */
import { describe, expect, it } from 'vitest';
import { hashText as answerHash } from '../../../../mocks/rules/answers';
import { KNOWLEDGE_FILE_TYPES, extensionOf, mimeFor, snowflakeFor } from '../../../../mocks/rules/knowledgeFiles';
import {
  GUEST_SESSION_LIMIT,
  INVITATION_APPLY_LIMIT,
  LOGIN_LOCK,
  clientAddress,
  limitMessages,
  tooManyRequests,
} from '../../../../mocks/rules/limits';
import { codeChars, digits, hashText, intBetween, pick, randomFor, type Random } from '../../../../mocks/rules/random';
import { BusinessError } from '../../../../mocks/rules/respond';
import { TEXT_LIMITS, checkLengths, tooLongMessage } from '../../../../mocks/rules/textLimits';

/** A "random" source that returns the given values in turn. */
const sequence =
  (...values: number[]): Random =>
  () =>
    values.shift() ?? 0;

describe('hashing', () => {
  it('is 32-bit FNV-1a (published test vectors), in both copies', () => {
    for (const hash of [hashText, answerHash]) {
      expect(hash('')).toBe(0x811c9dc5);
      expect(hash('a')).toBe(0xe40c292c);
      expect(hash('foobar')).toBe(0xbf9cf968);
    }
  });
});

describe('random helpers', () => {
  it('gives the same stream for the same purpose and another one for another purpose', () => {
    const first = randomFor('codes');
    const again = randomFor('codes');
    const draws = [first(), first(), first()];
    expect([again(), again(), again()]).toEqual(draws);
    expect(new Set(draws).size).toBe(3);
    for (const value of draws) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
    expect(randomFor('bills')()).not.toBe(draws[0]);
    expect(randomFor('codes', 1)()).not.toBe(draws[0]);
  });

  it('draws integers within both bounds', () => {
    expect(intBetween(sequence(0), 3, 5)).toBe(3);
    expect(intBetween(sequence(0.5), 3, 5)).toBe(4);
    expect(intBetween(sequence(0.9999), 3, 5)).toBe(5);
  });

  it('picks items by position', () => {
    expect(pick(sequence(0), ['a', 'b', 'c'])).toBe('a');
    expect(pick(sequence(0.5), ['a', 'b', 'c'])).toBe('b');
    expect(pick(sequence(0.99), ['a', 'b', 'c'])).toBe('c');
  });

  it('writes digits and unambiguous code characters (no I, O, 0 or 1)', () => {
    expect(digits(sequence(0, 0.15, 0.99), 3)).toBe('019');
    expect(digits(sequence(), 0)).toBe('');
    expect(codeChars(sequence(0, 0.99, 0.25), 3)).toBe('A9J');
    expect(codeChars(sequence(), 0)).toBe('');
  });
});

describe('knowledge files', () => {
  it('gives snowflake ids past 2^53, 4099 apart per row', () => {
    expect(snowflakeFor('0')).toBe('1862450917362810880');
    expect(snowflakeFor('1')).toBe('1862450917362814979');
    expect(snowflakeFor('10')).toBe('1862450917362851870');
  });

  it('reads the extension in lower case, or nothing', () => {
    expect(extensionOf('年报.PDF')).toBe('pdf');
    expect(extensionOf('data.tar.gz')).toBe('gz');
    expect(extensionOf('v2.docx')).toBe('docx');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('name.')).toBe('');
    expect(extensionOf('a.b_c')).toBe('');
  });

  it('serves each accepted type with its MIME type and anything else as bytes', () => {
    expect(KNOWLEDGE_FILE_TYPES).toEqual(['pdf', 'doc', 'docx', 'txt', 'md', 'csv', 'xlsx', 'pptx']);
    expect(mimeFor('pdf')).toBe('application/pdf');
    expect(mimeFor('txt')).toBe('text/plain');
    expect(mimeFor('md')).toBe('text/markdown');
    expect(mimeFor('csv')).toBe('text/csv');
    expect(mimeFor('doc')).toBe('application/msword');
    expect(mimeFor('docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(mimeFor('xlsx')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(mimeFor('pptx')).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
    expect(mimeFor('exe')).toBe('application/octet-stream');
  });
});

describe('free-text limits', () => {
  const refusal = (values: object): unknown => {
    try {
      checkLengths(values);
      return undefined;
    } catch (error) {
      return error;
    }
  };

  it('accepts text up to the limit and refuses one character more with the field name, as HTTP 400', () => {
    expect(refusal({ nickName: '张'.repeat(20) })).toBeUndefined();
    const error = refusal({ nickName: '张'.repeat(21) });
    expect(error).toBeInstanceOf(BusinessError);
    expect(error).toMatchObject({ message: '姓氏不能超过20个字符', code: 400 });
    expect(refusal({ companyName: 'x'.repeat(101) })).toMatchObject({ message: '公司名称不能超过100个字符' });
    expect(refusal({ question: 'x'.repeat(2000) })).toBeUndefined();
    expect(refusal({ question: 'x'.repeat(2001) })).toMatchObject({ message: '问题不能超过2000个字符' });
  });

  it('counts characters as a person does, not UTF-16 units', () => {
    expect(refusal({ nickName: '😀'.repeat(20) })).toBeUndefined();
    expect(refusal({ nickName: '😀'.repeat(21) })).toMatchObject({ message: '姓氏不能超过20个字符' });
  });

  it('leaves other fields and non-text values to their own rules', () => {
    expect(refusal({ sex: 'x'.repeat(1000), nickName: -0.000001234567890123 })).toBeUndefined();
    expect(refusal({ toString: 'x'.repeat(1000) })).toBeUndefined();
  });

  it('names every limited field in its message', () => {
    expect(tooLongMessage('position')).toBe('职能不能超过20个字符');
    expect(tooLongMessage('email')).toBe('邮箱不能超过100个字符');
    expect(tooLongMessage('avatarUrl')).toBe('头像地址不能超过500个字符');
    expect(tooLongMessage('legalPerson')).toBe('法人姓名不能超过50个字符');
    expect(tooLongMessage('contactName')).toBe('联系人姓名不能超过50个字符');
    expect(Object.keys(TEXT_LIMITS)).toHaveLength(8);
  });
});

describe('abuse-limit answers', () => {
  it('locks logins after 5 failures for 15 minutes; 3 invitation applications an hour; 20 guest sessions in 10 minutes', () => {
    expect(LOGIN_LOCK).toEqual({ max: 5, windowMs: 900_000, blockMs: 900_000 });
    expect(INVITATION_APPLY_LIMIT).toEqual({ max: 3, windowMs: 3_600_000 });
    expect(GUEST_SESSION_LIMIT).toEqual({ max: 20, windowMs: 600_000 });
  });

  it('tells the wait in whole minutes, rounded up, at least one', () => {
    expect(limitMessages.loginLocked(900_000)).toBe('密码错误次数过多，账号已锁定，请15分钟后再试');
    expect(limitMessages.loginLocked(60_001)).toBe('密码错误次数过多，账号已锁定，请2分钟后再试');
    expect(limitMessages.tooFrequent(1)).toBe('操作过于频繁，请1分钟后再试');
    expect(limitMessages.tooFrequent(0)).toBe('操作过于频繁，请1分钟后再试');
  });

  it('answers HTTP 429 in the envelope with Retry-After in whole seconds, rounded up, at least one', async () => {
    const refused = tooManyRequests('操作过于频繁，请1分钟后再试', 1_500);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toEqual({ code: 429, msg: '操作过于频繁，请1分钟后再试', data: null });
    expect(tooManyRequests('x', 0).headers.get('retry-after')).toBe('1');
    expect(tooManyRequests('x', 60_000).headers.get('retry-after')).toBe('60');
  });

  it('knows callers by the address the HTTP server passes on, else as the one local client', () => {
    expect(clientAddress(new Request('http://localhost/x'))).toBe('local');
    expect(
      clientAddress(new Request('http://localhost/x', { headers: { 'x-simulator-client-address': '10.0.0.7' } })),
    ).toBe('10.0.0.7');
  });
});
