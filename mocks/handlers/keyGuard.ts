/**
 * The key guard (platform extension): each key's baseline, state and timeline; its
 * sensitivity; and the owner's one-click unfreeze with the reason recorded (timeline and audit log).
 */
import { http } from 'msw';
import { paths } from '../../src/api/paths';
import { apiKeyMessages } from '../../src/domain/apiKey';
import { keyGuardMessages, unfreezeReasonError } from '../../src/domain/keyGuard';
import { tables, type ApiKeyRow } from '../db/models';
import { recordAudit } from '../rules/audit';
import { guardStatus, isSensitivity, setSensitivity, unfreeze } from '../rules/keyGuard';
import { adminPost, ok, refuse, text, url, withAdmin } from '../rules/respond';

const DEV_CODES = ['AccC:DevManage:read'];
const g = paths.keyGuard;

function ownKey(userId: string, id: unknown): ApiKeyRow {
  const row = tables.apiKey.get(text(id));
  return row && row.userId === userId ? row : refuse(apiKeyMessages.notFound);
}

export const keyGuardHandlers = [
  http.get(
    url(g.list),
    withAdmin(DEV_CODES, async ({ user }) => {
      const keys = tables.apiKey.filter((k) => k.userId === user.id).sort((a, b) => Number(b.id) - Number(a.id));
      const list = [];
      for (const key of keys) list.push(await guardStatus(key));
      // Frozen keys first: they are what the owner came for; then newest first, as 密钥管理 lists them.
      return ok([...list.filter((k) => k.state === 'frozen'), ...list.filter((k) => k.state !== 'frozen')]);
    }),
  ),

  adminPost<{ keyId: string; sensitivity: string }>(g.sensitivity, DEV_CODES, async (body, { user }) => {
    const key = ownKey(user.id, body.keyId);
    if (!isSensitivity(body.sensitivity)) refuse('灵敏度须为关闭、普通或严格', 400);
    await setSensitivity(key, user.userName, body.sensitivity);
    return ok(await guardStatus(key));
  }),

  adminPost<{ keyId: string; reason: string }>(g.unfreeze, DEV_CODES, async (body, { user, request }) => {
    const key = ownKey(user.id, body.keyId);
    const reason = text(body.reason).trim();
    const problem = unfreezeReasonError(reason);
    if (problem) refuse(problem, 400);
    if ((await guardStatus(key)).state !== 'frozen') refuse(keyGuardMessages.notFrozen, 400);
    await unfreeze(key, user.userName, reason);
    await recordAudit(request, {
      userId: user.id,
      actor: user,
      action: 'key.unfreeze',
      target: key.name,
      after: reason,
    });
    return ok(await guardStatus(key));
  }),
];
