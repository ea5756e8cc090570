/**
 * An account's audit log (操作日志): who did what to it, when and from where, with the value
 * before and after. Written by the handlers where the change is made, in the same unit of work,
 * so an entry exists exactly when the change was stored.
 */
import type { AuditAction } from '../../src/domain/types/security.types';
import { tables, type UserRow } from '../db/models';
import { clientAddress } from '../serverHeaders';
import { nowIso } from './clock';
import { describeUserAgent } from './userAgent';

export interface AuditEntry {
  /** The account whose log it goes in. */
  userId: string;
  /** Who did it; none for a failed sign-in of an unknown name. */
  actor?: Pick<UserRow, 'id' | 'userName'>;
  action: AuditAction;
  success?: boolean;
  target?: string;
  before?: string;
  after?: string;
}

export async function recordAudit(request: Request | undefined, entry: AuditEntry): Promise<void> {
  const { device, browser } = describeUserAgent(request?.headers.get('user-agent') ?? null);
  await tables.auditEvent.insert({
    userId: entry.userId,
    actorId: entry.actor?.id ?? '',
    actorName: entry.actor?.userName ?? '',
    action: entry.action,
    success: entry.success === false ? 0 : 1,
    target: entry.target ?? '',
    before: entry.before ?? '',
    after: entry.after ?? '',
    ip: request ? clientAddress(request) : 'local',
    device: `${device} · ${browser}`,
    createTime: nowIso(),
  });
}
