/**
 * The limits a model call must pass, in the order the gateway checks them, and the snapshot of
 * that check: each limit's value and use at that moment, which one refused, when it resets and
 * the fix that applies. The simulator's gateway decides by this function and keeps its snapshot
 * with the call's log row; the request log shows the same snapshot, so the page never re-judges.
 */
import { expiryInstant, fenToYuan, ipAllowed } from './keyScope';

export const LIMIT_ORDER = [
  'key_model',
  'key_ip',
  'key_expiry',
  'key_monthly_cap',
  'account_budget',
  'balance',
  'model_rpm',
  'model_tpm',
  'model_concurrency',
] as const;
export type LimitName = (typeof LIMIT_ORDER)[number];

/** The response header naming the limit that refused a call (also its error's `param`). */
export const LIMIT_HEADER = 'x-limit-refused-by';

/** Streams of one user on one model the gateway serves at once. */
export const MODEL_CONCURRENCY = 5;

export const limitLabels: Readonly<Record<LimitName, string>> = {
  key_model: '密钥可调用模型',
  key_ip: '密钥 IP 白名单',
  key_expiry: '密钥有效期',
  key_monthly_cap: '密钥月度消费上限',
  account_budget: '账户月度预算',
  balance: '账户余额',
  model_rpm: '模型 RPM（每分钟请求数）',
  model_tpm: '模型 TPM（每分钟 Tokens）',
  model_concurrency: '模型并发数',
};

/** What a call brings and what was used when it arrived; every amount in fen, every instant in ms. */
export interface CallFacts {
  now: number;
  model: string;
  ip: string;
  /** Absent for a console call, made with the session. */
  key?: {
    id: string;
    allowedModels: readonly string[];
    ipAllowlist: readonly string[];
    /** Beijing YYYY-MM-DD, the last day; '' = never. */
    expireDate: string;
    /** -1 = no cap. */
    monthlyCapCents: number;
    monthSpentCents: number;
  };
  account: { budgetCents: number | null; monthSpentCents: number; balanceCents: number };
  /** Absent when the model takes no chat calls (the gateway refuses it on its own). */
  rate?: {
    rpm: number;
    tpm: number;
    /** Successful calls and their tokens in the last minute. */
    requests: number;
    tokens: number;
    /** When the oldest of them leaves the minute; absent when there are none. */
    windowResetAt?: number;
    concurrency: number;
    inFlight: number;
  };
}

/**
 * passed / refused; unchecked: after the refusal, never reached; notApplicable: the call has no
 * such limit (a console call has no key, a key without a cap, a model the gateway does not know).
 */
export type LimitState = 'passed' | 'refused' | 'unchecked' | 'notApplicable';

export type LimitFix =
  | { kind: 'editKeyScope'; keyId: string }
  | { kind: 'extendKey'; keyId: string }
  | { kind: 'raiseKeyCap'; keyId: string }
  | { kind: 'topUp' }
  | { kind: 'requestRate'; model: string; rpm: number; tpm: number }
  | { kind: 'waitForCalls' };

export interface LimitCheck {
  name: LimitName;
  state: LimitState;
  /** The limit, as a user reads it ('—' when the call has none). */
  value: string;
  /** Its use when the call arrived. */
  usage: string;
  /** ISO instant the limit lifts by itself, when it does. */
  resetsAt?: string;
  /** Only on the refusing limit. */
  fix?: LimitFix;
}

export interface LimitStack {
  checkedAt: string;
  refusedBy?: LimitName;
  checks: LimitCheck[];
}

/** A limit's verdict before the order is applied: exceeded or not, and what to show. */
interface Verdict {
  applies: boolean;
  exceeded: boolean;
  value: string;
  usage: string;
  resetsAt?: number;
  fix?: LimitFix;
}

const yuan = (fen: number) => `¥${fenToYuan(fen)}`;
const count = (n: number) => n.toLocaleString('en-US');
/** 2026-11-01 08:00 */
const beijingMinute = (at: number) => new Date(at + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
const NONE: Verdict = { applies: false, exceeded: false, value: '—', usage: '—' };

/** 00:00 Beijing on the first day of the month after `at`: when monthly spend starts again. */
export function nextBeijingMonth(at: number): number {
  const beijing = new Date(at + 8 * 3_600_000);
  return Date.UTC(beijing.getUTCFullYear(), beijing.getUTCMonth() + 1, 1) - 8 * 3_600_000;
}

/** Double what a refused call needed, so one request covers the next burst too. */
const suggestedRate = (rate: NonNullable<CallFacts['rate']>) => ({ rpm: rate.rpm * 2, tpm: rate.tpm * 2 });

function verdicts(f: CallFacts): Record<LimitName, Verdict> {
  const { key, account, rate } = f;
  const monthEnd = nextBeijingMonth(f.now);
  return {
    key_model: key
      ? {
          applies: true,
          exceeded: key.allowedModels.length > 0 && !key.allowedModels.includes(f.model),
          value: key.allowedModels.length ? key.allowedModels.join('、') : '全部模型',
          usage: f.model || '—',
          fix: { kind: 'editKeyScope', keyId: key.id },
        }
      : NONE,
    key_ip: key
      ? {
          applies: true,
          exceeded: !ipAllowed(f.ip, key.ipAllowlist),
          value: key.ipAllowlist.length ? key.ipAllowlist.join('、') : '任意地址',
          usage: f.ip,
          fix: { kind: 'editKeyScope', keyId: key.id },
        }
      : NONE,
    key_expiry: key
      ? {
          applies: true,
          exceeded: Boolean(key.expireDate) && Date.parse(expiryInstant(key.expireDate)) < f.now,
          value: key.expireDate ? `${key.expireDate} 23:59（北京时间）前有效` : '长期有效',
          usage: `当前 ${beijingMinute(f.now)}（北京时间）`,
          fix: { kind: 'extendKey', keyId: key.id },
        }
      : NONE,
    key_monthly_cap:
      key && key.monthlyCapCents >= 0
        ? {
            applies: true,
            exceeded: key.monthSpentCents >= key.monthlyCapCents,
            value: yuan(key.monthlyCapCents),
            usage: `本月已用 ${yuan(key.monthSpentCents)}`,
            resetsAt: monthEnd,
            fix: { kind: 'raiseKeyCap', keyId: key.id },
          }
        : NONE,
    // The budget only alerts (the spend page says so): shown for context, it never refuses.
    account_budget:
      account.budgetCents === null
        ? NONE
        : {
            applies: true,
            exceeded: false,
            value: `${yuan(account.budgetCents)}（仅提醒，不拦截）`,
            usage: `本月已用 ${yuan(account.monthSpentCents)}`,
            resetsAt: monthEnd,
          },
    // Calls are settled afterwards, so any balance down to zero still serves; an overdrawn account does not.
    balance: {
      applies: true,
      exceeded: account.balanceCents < 0,
      value: '不欠费（余额不小于 ¥0.00）',
      usage: `余额 ${yuan(account.balanceCents)}`,
      fix: { kind: 'topUp' },
    },
    model_rpm: rate
      ? {
          applies: true,
          exceeded: rate.requests >= rate.rpm,
          value: `${count(rate.rpm)} 次/分钟`,
          usage: `近 1 分钟 ${count(rate.requests)} 次`,
          resetsAt: rate.windowResetAt,
          fix: { kind: 'requestRate', model: f.model, ...suggestedRate(rate) },
        }
      : NONE,
    model_tpm: rate
      ? {
          applies: true,
          exceeded: rate.tokens >= rate.tpm,
          value: `${count(rate.tpm)} Tokens/分钟`,
          usage: `近 1 分钟 ${count(rate.tokens)} Tokens`,
          resetsAt: rate.windowResetAt,
          fix: { kind: 'requestRate', model: f.model, ...suggestedRate(rate) },
        }
      : NONE,
    model_concurrency: rate
      ? {
          applies: true,
          exceeded: rate.inFlight >= rate.concurrency,
          value: `${rate.concurrency} 个同时进行的调用`,
          usage: `进行中 ${rate.inFlight} 个`,
          fix: { kind: 'waitForCalls' },
        }
      : NONE,
  };
}

/** Every limit in LIMIT_ORDER; the first one exceeded refuses the call and the rest go unchecked. */
export function checkLimits(facts: CallFacts): LimitStack {
  const all = verdicts(facts);
  let refusedBy: LimitName | undefined;
  const checks = LIMIT_ORDER.map((name): LimitCheck => {
    const v = all[name];
    const state: LimitState = refusedBy
      ? 'unchecked'
      : !v.applies
        ? 'notApplicable'
        : v.exceeded
          ? 'refused'
          : 'passed';
    if (state === 'refused') refusedBy = name;
    return {
      name,
      state,
      value: v.value,
      usage: v.usage,
      ...(v.resetsAt !== undefined ? { resetsAt: new Date(v.resetsAt).toISOString() } : {}),
      ...(state === 'refused' && v.fix ? { fix: v.fix } : {}),
    };
  });
  return { checkedAt: new Date(facts.now).toISOString(), ...(refusedBy ? { refusedBy } : {}), checks };
}

/** The refusing check of a snapshot. */
export const refusingCheck = (stack: LimitStack): LimitCheck | undefined =>
  stack.checks.find((c) => c.name === stack.refusedBy);

/** Whole seconds from `now` until `resetsAt` (never below 0). */
export const secondsUntil = (resetsAt: string, now: number): number =>
  Math.max(0, Math.ceil((Date.parse(resetsAt) - now) / 1000));

/** 3725 → 1小时2分5秒, as a countdown reads. */
export function durationText(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = [d && `${d}天`, h && `${h}小时`, m && `${m}分`, (s || seconds === 0) && `${s}秒`].filter(Boolean);
  return parts.slice(0, 3).join('');
}
