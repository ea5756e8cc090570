import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_NAMES, actionName, auditCsv, auditFileName, beijingTime } from '../../../src/domain/auditLog';
import type { AuditEvent } from '../../../src/domain/types/security.types';

const event = (over: Partial<AuditEvent>): AuditEvent => ({
  id: 'a1',
  action: 'key.cap',
  success: true,
  actorName: 'dev_ent',
  target: 'sk-…a1b2',
  before: '¥100',
  after: '¥200',
  ip: '10.0.0.8',
  device: 'Chrome / macOS',
  createTime: '2026-11-30T16:00:05.000Z',
  ...over,
});

describe('the audit log as people read it', () => {
  it('names every action in Chinese, and shows an action it does not know as it came', () => {
    expect(actionName('login.secondStep')).toBe('两步验证登录');
    expect(actionName('key.cap')).toBe('修改密钥月度上限');
    expect(actionName('budget.change')).toBe('修改月度预算');
    expect(actionName('key.transfer')).toBe('key.transfer');
    for (const name of Object.values(AUDIT_ACTION_NAMES)) expect(name).toMatch(/^[\u4e00-\u9fa5]+$/);
    expect(new Set(Object.values(AUDIT_ACTION_NAMES)).size).toBe(Object.keys(AUDIT_ACTION_NAMES).length);
  });

  it('shows times in Beijing time, to the second, across midnight and a year’s end', () => {
    expect(beijingTime('2026-11-30T16:00:05.000Z')).toBe('2026-12-01 00:00:05');
    expect(beijingTime('2026-12-31T15:59:59.999Z')).toBe('2026-12-31 23:59:59');
    expect(beijingTime('2026-12-31T16:00:00.000Z')).toBe('2027-01-01 00:00:00');
  });

  it('exports a CSV with the header, one line per event, the result in words', () => {
    const csv = auditCsv([
      event({}),
      event({
        action: 'login.password',
        success: false,
        target: '',
        before: '',
        after: '',
        ip: 'local',
        createTime: '2026-12-01T01:02:03Z',
      }),
    ]);
    expect(csv).toBe(
      '\uFEFF时间（北京时间）,操作,结果,操作人,对象,变更前,变更后,IP,设备\r\n' +
        '2026-12-01 00:00:05,修改密钥月度上限,成功,dev_ent,sk-…a1b2,¥100,¥200,10.0.0.8,Chrome / macOS\r\n' +
        '2026-12-01 09:02:03,密码登录,失败,dev_ent,,,,本机浏览器,Chrome / macOS\r\n',
    );
  });

  it('names the file by the Beijing day it was exported on', () => {
    expect(auditFileName('2026-12-01')).toBe('操作日志_2026-12-01.csv');
  });
});
