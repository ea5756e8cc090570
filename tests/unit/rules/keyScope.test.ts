import { describe, expect, it } from 'vitest';
import { keyNameError } from '../../../src/domain/apiKey';
import {
  allowlistError,
  capError,
  expiryError,
  expiryInstant,
  fenToYuan,
  ipAllowed,
  ipv4ToNumber,
  keyScopeErrors,
  parseCidr,
  splitAllowlist,
  yuanToFen,
} from '../../../src/domain/keyScope';

describe('key scope rules', () => {
  it('reads dotted IPv4 addresses and nothing else', () => {
    expect(ipv4ToNumber('10.0.0.1')).toBe(167772161);
    expect(ipv4ToNumber('255.255.255.255')).toBe(4294967295);
    for (const bad of ['256.0.0.1', '1.2.3', '1.2.3.4.5', 'a.b.c.d', '01.2.3.4', ''])
      expect(ipv4ToNumber(bad), bad).toBeUndefined();
  });

  it('accepts networks and single addresses, refuses malformed blocks and host bits', () => {
    expect(parseCidr('203.0.113.0/24')).toEqual({ base: 3405803776, bits: 24 });
    expect(parseCidr('203.0.113.5')).toEqual({ base: 3405803781, bits: 32 });
    expect(parseCidr('0.0.0.0/0')).toEqual({ base: 0, bits: 0 });
    for (const bad of ['203.0.113.0/33', '203.0.113.5/24', '10.0.0.0/8/1', '10.0.0.0/', '10.0.0.0/x', '300.1.1.0/24'])
      expect(parseCidr(bad), bad).toBeUndefined();
  });

  it('matches an address against the allowlist, an empty list allowing every address', () => {
    const list = ['203.0.113.0/24', '198.51.100.7'];
    expect(ipAllowed('203.0.113.255', list)).toBe(true);
    expect(ipAllowed('203.0.114.0', list)).toBe(false);
    expect(ipAllowed('198.51.100.7', list)).toBe(true);
    expect(ipAllowed('198.51.100.8', list)).toBe(false);
    expect(ipAllowed('not-an-ip', list)).toBe(false);
    expect(ipAllowed('8.8.8.8', [])).toBe(true);
  });

  it('names the first bad allowlist entry in Chinese', () => {
    expect(splitAllowlist(' 1.2.3.4 ,\n10.0.0.0/8，\n\n')).toEqual(['1.2.3.4', '10.0.0.0/8']);
    expect(allowlistError(['1.2.3.4', '10.0.0.1/8'])).toBe(
      'IP白名单格式不正确：10.0.0.1/8（示例：203.0.113.5 或 203.0.113.0/24）',
    );
    expect(allowlistError(Array.from({ length: 21 }, (_, i) => `10.0.0.${i}`))).toBe('IP白名单最多20条');
    expect(allowlistError([])).toBeUndefined();
  });

  it('refuses an expiry before today, allows today and never', () => {
    expect(expiryError('2026-10-31', '2026-11-01')).toBe('到期日期不能早于今天');
    expect(expiryError('2026-11-01', '2026-11-01')).toBeUndefined();
    expect(expiryError('', '2026-11-01')).toBeUndefined();
    expect(expiryError('2026-02-30', '2026-01-01')).toBe('请选择正确的到期日期');
    expect(expiryError('2026/12/01', '2026-11-01')).toBe('请选择正确的到期日期');
    expect(expiryInstant('2026-11-30')).toBe('2026-11-30T15:59:59.999Z');
  });

  it('checks a cap as yuan with two decimals at most', () => {
    expect(capError('')).toBeUndefined();
    expect(capError('0')).toBeUndefined();
    expect(capError('12.34')).toBeUndefined();
    expect(capError('-1')).toBe('月度消费上限须为不小于0的金额（元），最多两位小数');
    expect(capError('1.234')).toBe('月度消费上限须为不小于0的金额（元），最多两位小数');
    expect(capError('1000001')).toBe('月度消费上限不能超过1000000元');
  });

  it('reports every field at once', () => {
    const errors = keyScopeErrors(
      { name: '', allowedModels: ['nope'], ipAllowlist: '1.2.3', expireDate: '2026-01-01', monthlyCap: 'x' },
      '2026-11-01',
      ['qwen-max'],
      keyNameError,
    );
    expect(errors).toEqual({
      name: '请输入密钥名称',
      allowedModels: '模型不存在或已下线：nope',
      ipAllowlist: 'IP白名单格式不正确：1.2.3（示例：203.0.113.5 或 203.0.113.0/24）',
      expireDate: '到期日期不能早于今天',
      monthlyCap: '月度消费上限须为不小于0的金额（元），最多两位小数',
    });
    expect(
      keyScopeErrors(
        { name: 'ok', allowedModels: ['qwen-max'], ipAllowlist: '', expireDate: '', monthlyCap: '' },
        '2026-11-01',
        ['qwen-max'],
        keyNameError,
      ),
    ).toEqual({});
  });

  it('reads an address or block with blanks around it', () => {
    // The gateway reads the caller's address and the stored entries as they come, blanks included.
    expect(ipv4ToNumber(' 10.0.0.1 ')).toBe(167772161);
    expect(parseCidr('10.0.0.0/8 ')).toEqual({ base: 167772160, bits: 8 });
    expect(ipAllowed(' 10.1.2.3 ', ['10.0.0.0/8 '])).toBe(true);
  });

  it('takes a /32 block and refuses prefixes that only look numeric', () => {
    expect(parseCidr('203.0.113.5/32')).toEqual({ base: 3405803781, bits: 32 });
    for (const bad of ['10.0.0.0/+8', '10.0.0.0/8.0']) expect(parseCidr(bad), bad).toBeUndefined();
    expect(allowlistError(['10.0.0.0/8.0'])).toBe(
      'IP白名单格式不正确：10.0.0.0/8.0（示例：203.0.113.5 或 203.0.113.0/24）',
    );
  });

  it('lets a malformed stored entry allow nobody, while the good entries still work', () => {
    expect(ipAllowed('8.8.8.8', ['garbage'])).toBe(false);
    expect(ipAllowed('198.51.100.7', ['garbage', '198.51.100.7'])).toBe(true);
  });

  it('accepts exactly 20 allowlist entries', () => {
    expect(allowlistError(Array.from({ length: 20 }, (_, i) => `10.0.0.${i}`))).toBeUndefined();
  });

  it('calls a month that does not exist an invalid date', () => {
    expect(expiryError('2026-13-01', '2026-11-01')).toBe('请选择正确的到期日期');
  });

  it('takes a cap with blanks around it and a cap of exactly 1000000 yuan', () => {
    expect(capError(' 12.5 ')).toBeUndefined();
    expect(capError('1000000')).toBeUndefined();
    expect(capError('1000000.01')).toBe('月度消费上限不能超过1000000元');
  });

  it('gives a key that never expires no expiry instant', () => {
    expect(expiryInstant('')).toBe('');
  });

  it('converts yuan to fen and back without float drift', () => {
    expect(yuanToFen('12.30')).toBe(1230);
    expect(yuanToFen(0.29)).toBe(29);
    expect(fenToYuan(1230)).toBe('12.30');
    expect(fenToYuan(5)).toBe('0.05');
  });

  it('lists no field at all for a valid form, so the form counts as valid', () => {
    // The key form is valid when the error object has no keys, and the simulator refuses with the
    // first value: a field present with no message would block a good form or hide a real error.
    const valid = keyScopeErrors(
      {
        name: 'ok',
        allowedModels: ['qwen-max'],
        ipAllowlist: '10.0.0.0/8',
        expireDate: '2026-12-01',
        monthlyCap: '100',
      },
      '2026-11-01',
      ['qwen-max'],
      keyNameError,
    );
    expect(Object.keys(valid)).toEqual([]);
    const onlyCap = keyScopeErrors(
      { name: 'ok', allowedModels: [], ipAllowlist: '', expireDate: '', monthlyCap: '-5' },
      '2026-11-01',
      [],
      keyNameError,
    );
    expect(Object.values(onlyCap)[0]).toBe('月度消费上限须为不小于0的金额（元），最多两位小数');
  });

  it('checks a form without a name rule or a model catalogue', () => {
    expect(
      keyScopeErrors(
        { name: '', allowedModels: ['anything'], ipAllowlist: '', expireDate: '', monthlyCap: '' },
        '2026-11-01',
      ),
    ).toStrictEqual({});
  });
});
