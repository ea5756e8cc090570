/**
 * The gateway's limit check (src/domain/limitStack.ts) fed with the simulator's state: the key's
 * scope and month, the account's budget and balance, the user's last minute on the model and the
 * streams still open. The stack decides; this module only gathers the facts, turns the refusing
 * limit into the answer an SDK reads, and counts open streams.
 */
import type { ModelDetail } from '../../src/domain/types/model.types';
import {
  checkLimits,
  LIMIT_HEADER,
  MODEL_CONCURRENCY,
  refusingCheck,
  type LimitName,
  type LimitStack,
} from '../../src/domain/limitStack';
import { fenToYuan, keyScopeMessages } from '../../src/domain/keyScope';
import { tables, type ApiKeyRow, type UserRow } from '../db/models';
import { now } from './clock';
import { gatewayMessages, type GatewayRefusal } from './gateway';
import { keyMonthUsage, monthSpendCents, recentUse } from './usageLedger';

const inFlight = new Map<string, number>();
const flightKey = (userId: string, model: string) => `${userId}\n${model}`;

/** Counts a stream as open until the returned function is called (once). */
export function openStream(userId: string, model: string): () => void {
  const id = flightKey(userId, model);
  inFlight.set(id, (inFlight.get(id) ?? 0) + 1);
  let open = true;
  return () => {
    if (!open) return;
    open = false;
    const left = (inFlight.get(id) ?? 1) - 1;
    if (left > 0) inFlight.set(id, left);
    else inFlight.delete(id);
  };
}

export interface LimitedCall {
  owner: UserRow;
  /** As the caller named it. */
  model: string;
  /** The model when the gateway serves it. */
  detail?: ModelDetail;
  ip: string;
  key?: ApiKeyRow;
}

/** Every limit of the call checked, in order, against the state of this moment. */
export function limitStackOf({ owner, model, detail, ip, key }: LimitedCall): LimitStack {
  const at = now();
  const budget = tables.spendBudget.find((b) => b.userId === owner.id);
  const use = detail ? recentUse(owner.id, detail.id) : undefined;
  return checkLimits({
    now: at,
    model,
    ip,
    key: key && {
      id: key.id,
      allowedModels: key.allowedModels,
      ipAllowlist: key.ipAllowlist,
      expireDate: key.expireDate,
      monthlyCapCents: key.monthlyCapCents,
      monthSpentCents: key.monthlyCapCents >= 0 ? keyMonthUsage(owner, key).costCents : 0,
    },
    account: {
      budgetCents: budget ? budget.budgetCents : null,
      monthSpentCents: monthSpendCents(owner),
      balanceCents: tables.tradeAccount.find((a) => a.userId === owner.id)?.balanceCents ?? 0,
    },
    rate:
      detail && use
        ? {
            rpm: detail.limits.rpm,
            tpm: detail.limits.tpm,
            requests: use.requests,
            tokens: use.tokens,
            windowResetAt: use.requests ? at + use.resetSeconds * 1000 : undefined,
            concurrency: MODEL_CONCURRENCY,
            inFlight: inFlight.get(flightKey(owner.id, detail.id)) ?? 0,
          }
        : undefined,
  });
}

export const limitStackMessages = {
  overdrawn: '账户已欠费，请充值后再试',
  concurrency: (model: string, max: number) =>
    `模型 ${model} 同时进行的调用已达上限（${max} 个），请等待进行中的调用结束后重试`,
} as const;

/** Status, OpenAI code and message of each limit's refusal; `param` names the limit. */
function refusalOf(name: LimitName, call: LimitedCall, retryAfter?: number): Omit<GatewayRefusal, 'param'> {
  const model = call.detail?.id ?? call.model;
  switch (name) {
    case 'key_model':
      return { status: 403, code: 'model_not_allowed', message: keyScopeMessages.modelNotAllowed(call.model) };
    case 'key_ip':
      return { status: 403, code: 'ip_not_allowed', message: keyScopeMessages.ipNotAllowed(call.ip) };
    case 'key_expiry':
      return { status: 401, code: 'api_key_expired', message: keyScopeMessages.expired };
    case 'key_monthly_cap':
      return {
        status: 429,
        code: 'monthly_cap_reached',
        message: keyScopeMessages.overCap(fenToYuan(call.key?.monthlyCapCents ?? 0)),
      };
    case 'account_budget':
    case 'balance':
      return { status: 429, code: 'insufficient_balance', message: limitStackMessages.overdrawn };
    case 'model_rpm':
      return {
        status: 429,
        code: 'rate_limit_exceeded',
        message: gatewayMessages.rpmReached(model, call.detail?.limits.rpm ?? 0),
        retryAfter,
      };
    case 'model_tpm':
      return {
        status: 429,
        code: 'tokens_rate_limit_exceeded',
        message: gatewayMessages.tpmReached(model, call.detail?.limits.tpm ?? 0),
        retryAfter,
      };
    case 'model_concurrency':
      return {
        status: 429,
        code: 'concurrency_limit_exceeded',
        message: limitStackMessages.concurrency(model, MODEL_CONCURRENCY),
      };
  }
}

/** The call's limit stack and, when one of them refused, the refusal the gateway answers with. */
export function decideLimits(call: LimitedCall): { stack: LimitStack; refusal?: GatewayRefusal } {
  const stack = limitStackOf(call);
  const refused = refusingCheck(stack);
  if (!refused) return { stack };
  const retryAfter = refused.resetsAt
    ? Math.max(1, Math.ceil((Date.parse(refused.resetsAt) - now()) / 1000))
    : undefined;
  return { stack, refusal: { ...refusalOf(refused.name, call, retryAfter), param: refused.name } };
}

/** The header that names the refusing limit, for a response. */
export const limitHeaders = (stack: LimitStack | undefined): Record<string, string> =>
  stack?.refusedBy ? { [LIMIT_HEADER]: stack.refusedBy } : {};
