/**
 * The key guard (platform extension): a per-key baseline learnt from the key's own calls, and
 * the rules that call a new call far outside it. The simulator's gateway freezes a key on the
 * first such call; the key guard page states the same numbers. Pure: shared by app and simulator.
 *
 * Baseline: the key's successful calls of the last 7 days. Models and source IP ranges count
 * every one of them; the rates (peak calls in a minute, peak spend in an hour) count only calls
 * older than an hour, so a burst never raises the bar it is measured against. Until the settled
 * part holds MIN_BASELINE_CALLS calls the guard is learning and freezes nothing.
 */
export type GuardSensitivity = 'off' | 'normal' | 'strict';
export const GUARD_SENSITIVITIES: readonly GuardSensitivity[] = ['off', 'normal', 'strict'];

/** N: a burst trips the guard when it goes over N times the baseline; undefined = the guard is off. */
export const BURST_FACTOR: Readonly<Record<GuardSensitivity, number | undefined>> = {
  off: undefined,
  normal: 5,
  strict: 2,
};

export const sensitivityLabel: Readonly<Record<GuardSensitivity, string>> = {
  off: '关闭',
  normal: '普通',
  strict: '严格',
};

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const BASELINE_DAYS = 7;
export const BASELINE_WINDOW_MS = BASELINE_DAYS * 24 * HOUR_MS;
/** Calls younger than this are not yet part of the rates. */
export const SETTLE_MS = HOUR_MS;
export const MIN_BASELINE_CALLS = 10;
/** An hour's spend is judged against at least ¥1, so a baseline of free calls is not tripped by one fen. */
export const MIN_HOURLY_SPEND_FEN = 100;

/** What sensitivity means, as the page says it. */
export function sensitivityText(s: GuardSensitivity): string {
  const n = BURST_FACTOR[s];
  return n === undefined
    ? '关闭：不检测异常，密钥不会被自动冻结'
    : `${sensitivityLabel[s]}：N = ${n}，每分钟请求数或每小时消费超过基线峰值的 ${n} 倍、使用从未用过的模型、来自新的 IP 段时立即冻结`;
}

/** One call as the guard sees it: when (epoch ms), which model, from where, what it cost, whether it was answered. */
export interface GuardCall {
  at: number;
  model: string;
  ip: string;
  costFen: number;
  ok: boolean;
}

export interface KeyBaseline {
  /** Settled calls the rates are learnt from. */
  settledCalls: number;
  learning: boolean;
  models: string[];
  ipRanges: string[];
  peakPerMinute: number;
  peakHourFen: number;
}

function expandIpv6(ip: string): string[] | undefined {
  const [head, tail, ...rest] = ip.toLowerCase().split('::');
  if (rest.length) return undefined;
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const fill = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(Math.max(0, fill)).fill('0'), ...right];
  return groups.length === 8 && groups.every((g) => /^[0-9a-f]{1,4}$/.test(g)) ? groups : undefined;
}

/** The network a source address belongs to: an IPv4 /24 or an IPv6 /64; anything else as it is. */
export function ipRange(ip: string): string {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(ip.trim());
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  const v6 = expandIpv6(ip.trim());
  if (v6)
    return `${v6
      .slice(0, 4)
      .map((g) => g.replace(/^0+(?=.)/, ''))
      .join(':')}::/64`;
  return ip.trim();
}

const peakOf = (calls: readonly GuardCall[], bucketMs: number, weight: (c: GuardCall) => number): number => {
  const buckets = new Map<number, number>();
  for (const c of calls) {
    const b = Math.floor(c.at / bucketMs);
    buckets.set(b, (buckets.get(b) ?? 0) + weight(c));
  }
  return Math.max(0, ...buckets.values());
};

/** The baseline of a key at `now` from its calls (any order, any age). */
export function baselineOf(calls: readonly GuardCall[], now: number): KeyBaseline {
  const recent = calls.filter((c) => c.ok && c.at > now - BASELINE_WINDOW_MS && c.at <= now);
  const settled = recent.filter((c) => c.at <= now - SETTLE_MS);
  return {
    settledCalls: settled.length,
    learning: settled.length < MIN_BASELINE_CALLS,
    models: [...new Set(recent.map((c) => c.model))].sort(),
    ipRanges: [...new Set(recent.map((c) => ipRange(c.ip)))].sort(),
    peakPerMinute: peakOf(settled, MINUTE_MS, () => 1),
    peakHourFen: peakOf(settled, HOUR_MS, (c) => c.costFen),
  };
}

export type AnomalyKind = 'newModel' | 'newIpRange' | 'burst' | 'spend';

export interface Anomaly {
  kind: AnomalyKind;
  /** What the page and the site message say. */
  text: string;
  /** The model or IP range a newModel / newIpRange anomaly is about. */
  subject?: string;
}

/** What the owner accepted when unfreezing: those models and ranges join the baseline; rates rest until `quietUntil`. */
export interface GuardAllowance {
  models: readonly string[];
  ipRanges: readonly string[];
  quietUntil: number;
}

export const noAllowance: GuardAllowance = { models: [], ipRanges: [], quietUntil: 0 };

/** After unfreezing, rates are not judged for this long: the burst the owner vouched for may go on a while. */
export const QUIET_AFTER_UNFREEZE_MS = HOUR_MS;

const yuan = (fen: number) => (fen / 100).toFixed(2);

/**
 * Why a call about to be made (model, ip) is far outside the baseline, first reason first;
 * [] when it is not, or the guard is off or still learning. `history` is every earlier call
 * made with the key (refused ones too: they count towards a burst).
 */
export function anomaliesOf(
  history: readonly GuardCall[],
  next: { at: number; model: string; ip: string },
  sensitivity: GuardSensitivity,
  allowance: GuardAllowance = noAllowance,
): Anomaly[] {
  const n = BURST_FACTOR[sensitivity];
  if (n === undefined) return [];
  const base = baselineOf(history, next.at);
  if (base.learning) return [];
  const found: Anomaly[] = [];
  if (!base.models.includes(next.model) && !allowance.models.includes(next.model))
    found.push({ kind: 'newModel', text: `调用了该密钥从未使用过的模型 ${next.model}`, subject: next.model });
  const range = ipRange(next.ip);
  if (!base.ipRanges.includes(range) && !allowance.ipRanges.includes(range))
    found.push({ kind: 'newIpRange', text: `请求来自新的 IP 段 ${range}（来源 ${next.ip}）`, subject: range });
  if (next.at < allowance.quietUntil) return found;
  const lastMinute = history.filter((c) => c.at > next.at - MINUTE_MS && c.at <= next.at).length + 1;
  const rateBar = n * Math.max(1, base.peakPerMinute);
  if (lastMinute > rateBar)
    found.push({
      kind: 'burst',
      text: `近 1 分钟 ${lastMinute} 次请求，超过基线峰值 ${base.peakPerMinute} 次/分钟的 ${n} 倍`,
    });
  const hourFen = history
    .filter((c) => c.at > next.at - HOUR_MS && c.at <= next.at)
    .reduce((sum, c) => sum + c.costFen, 0);
  const spendBar = n * Math.max(MIN_HOURLY_SPEND_FEN, base.peakHourFen);
  if (hourFen > spendBar)
    found.push({
      kind: 'spend',
      text: `近 1 小时消费 ¥${yuan(hourFen)}，超过基线峰值 ¥${yuan(Math.max(MIN_HOURLY_SPEND_FEN, base.peakHourFen))}/小时的 ${n} 倍`,
    });
  return found;
}

export const keyGuardMessages = {
  frozen: (keyName: string) =>
    `API密钥「${keyName}」已被密钥守护冻结，请在控制台「开发管理 → 密钥守护」中解除冻结或轮换密钥`,
  refused: (reason: string) =>
    `该API密钥已被密钥守护冻结（${reason}），调用已拒绝。请在控制台「密钥守护」中解除冻结或轮换密钥`,
  reasonRequired: '请填写解除冻结的原因',
  reasonTooLong: '原因不能超过200个字符',
  notFrozen: '该密钥未被冻结',
  unfrozen: '已解除冻结',
  sensitivitySaved: '灵敏度已保存',
} as const;

export const MAX_UNFREEZE_REASON = 200;

export function unfreezeReasonError(reason: string): string | undefined {
  const value = reason.trim();
  if (!value) return keyGuardMessages.reasonRequired;
  return value.length > MAX_UNFREEZE_REASON ? keyGuardMessages.reasonTooLong : undefined;
}
