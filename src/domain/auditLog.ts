/** How the account audit log reads to people: action names, filter choices, and its CSV. */
import type { AuditAction, AuditEvent } from './types/security.types';
import { toCsv } from './usageQuery';

export const AUDIT_ACTION_NAMES: Record<AuditAction, string> = {
  'login.password': '密码登录',
  'login.code': '验证码登录',
  'login.secondStep': '两步验证登录',
  logout: '退出登录',
  'session.end': '下线设备',
  'session.endOthers': '下线其他设备',
  'password.change': '修改密码',
  'twoFactor.enable': '开启两步验证',
  'twoFactor.disable': '关闭两步验证',
  'key.create': '创建密钥',
  'key.rotate': '轮换密钥',
  'key.delete': '删除密钥',
  'key.freeze': '停用密钥',
  'key.unfreeze': '启用密钥',
  'key.cap': '修改密钥月度上限',
  'budget.change': '修改月度预算',
  'org.create': '创建组织',
  'org.invite': '邀请成员',
  'org.cancel': '撤回邀请',
  'org.join': '加入组织',
  'org.decline': '拒绝邀请',
  'org.role': '修改成员角色',
  'org.cap': '修改成员月度额度',
  'org.remove': '移除成员',
  'org.leave': '退出组织',
  'org.keyCreate': '创建组织密钥',
  'org.keyReassign': '转交组织密钥',
  'org.topUp': '组织钱包转入',
};

/** The filter's choices: an action family (a prefix the server matches) or one action. */
export const AUDIT_FILTERS: Record<string, string> = {
  login: '登录',
  session: '会话',
  twoFactor: '两步验证',
  password: '密码',
  key: '密钥',
  budget: '预算',
  org: '组织',
};

export const actionName = (action: string): string => AUDIT_ACTION_NAMES[action as AuditAction] ?? action;

/** Where a sign-in or change came from, as the pages and the export show it: the demo's own browser by name. */
export const addressText = (ip: string): string => (ip === 'local' ? '本机浏览器' : ip);

/** The export's file name, dated like the call log's export (调用日志_2026-11-01.csv). */
export const auditFileName = (beijingDate: string): string => `操作日志_${beijingDate}.csv`;

const CSV_HEADER = ['时间（北京时间）', '操作', '结果', '操作人', '对象', '变更前', '变更后', 'IP', '设备'];

const BEIJING_OFFSET_MS = 8 * 3600_000;

/** 2026-11-01 08:00:05, Beijing time, as the platform's pages show times. */
export const beijingTime = (iso: string): string =>
  new Date(Date.parse(iso) + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

export function auditCsv(events: readonly AuditEvent[]): string {
  return toCsv(
    CSV_HEADER,
    events.map((e) => [
      beijingTime(e.createTime),
      actionName(e.action),
      e.success ? '成功' : '失败',
      e.actorName,
      e.target,
      e.before,
      e.after,
      addressText(e.ip),
      e.device,
    ]),
  );
}
