/**
 * How every screen writes dates, money, sizes and phone numbers (SPEC section 9). One module so the
 * same record reads the same on every page: times are in the platform's zone whatever the
 * browser's, because the platform bills and audits in Beijing time.
 */
import type { ModelPricing } from '../domain/types/model.types';
import { RESOURCE_TYPES, isResourceType } from '../domain/resourceQuota';

// ——— dates ———

/** A date or time written without a zone (2026-11-01 09:00:00): the platform's wall clock, not the browser's. */
const ZONELESS = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?$/;
// Beijing has kept UTC+8 without daylight saving since 1991, so a fixed offset reads its wall clock
// (and no Intl formatter with a time zone is built: making one cost 16–26 ms of every first load).
const PLATFORM_OFFSET = '+08:00';
const PLATFORM_OFFSET_MS = 8 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

function instantOf(moment: string | number): number {
  if (typeof moment === 'number') return moment;
  const zoneless = ZONELESS.exec(moment);
  return Date.parse(zoneless ? `${zoneless[1]}T${zoneless[2] ?? '00:00'}${PLATFORM_OFFSET}` : moment);
}

/** 2026-10-31 18:05 in Beijing time, from an ISO string or epoch milliseconds; — for an empty or unreadable value. */
export function formatDateTime(moment?: string | number): string {
  if (moment === undefined || moment === '') return '—';
  const ms = instantOf(moment);
  if (Number.isNaN(ms)) return '—';
  const wall = new Date(ms + PLATFORM_OFFSET_MS);
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** 2026-10-31, the Beijing date of the moment. */
export function formatDate(moment?: string | number): string {
  return formatDateTime(moment).slice(0, 10);
}

/** 2026-10 → 2026年10月 */
export const monthLabel = (month: string): string =>
  /^\d{4}-\d{2}$/.test(month) ? `${month.slice(0, 4)}年${Number(month.slice(5))}月` : month;

/** How a trial's end and length are shown (SPEC sections 2 and 9). */
const DAY_MS = 24 * 60 * 60 * 1000;
/** A deadline further away than about 200 years is a permanent trial. */
const PERMANENT_AFTER_DAYS = 200 * 365;
const PERMANENT_AFTER_MS = PERMANENT_AFTER_DAYS * DAY_MS;
const PERMANENT_TEXT = '永久';

/** A trial's length: 永久 by the same 200 years as its end (the permanent option is 99999 days), — for none. */
export const trialDaysText = (days?: number): string =>
  !days ? '—' : days > PERMANENT_AFTER_DAYS ? PERMANENT_TEXT : `${days}天`;

/** `2026-12-01`, or 永久 for a deadline beyond about 200 years; '' for none. */
export function trialExpiryText(deadline: string | undefined, now = Date.now()): string {
  if (!deadline) return '';
  const at = Date.parse(deadline);
  if (Number.isNaN(at)) return deadline;
  if (at - now > PERMANENT_AFTER_MS) return PERMANENT_TEXT;
  return formatDate(at);
}

// ——— money ———
// The wire carries yuan as numbers; sums are taken in whole fen so 0.1 + 0.2 never shows up as 0.30000004.

const toCents = (yuan: number): number => Math.round(yuan * 100);

/** Adds yuan amounts exactly (via fen). */
export const sumYuan = (amounts: readonly number[]): number => amounts.reduce((sum, a) => sum + toCents(a), 0) / 100;

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** ¥1,234.50; negatives as -¥12.00; `signed` adds + to positives (for ledgers). */
export function formatYuan(yuan: number, { signed = false }: { signed?: boolean } = {}): string {
  if (!Number.isFinite(yuan)) return '—';
  const cents = toCents(yuan);
  const abs = Math.abs(cents);
  const text = `¥${groupThousands(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
  if (cents < 0) return `-${text}`;
  return signed && cents > 0 ? `+${text}` : text;
}

// ——— sizes ———

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;
const SIZE_BASE = 1024;

/**
 * `formatFileSize(1536)` → '1.5 KB', base 1024. Whole bytes stay whole; larger units keep up to two
 * decimals without trailing zeros; anything past GB stays in GB (no screen lists terabytes).
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= SIZE_BASE && unit < SIZE_UNITS.length - 1) {
    value /= SIZE_BASE;
    unit += 1;
  }
  const shown = unit === 0 ? String(Math.round(value)) : String(Number(value.toFixed(2)));
  return `${shown} ${SIZE_UNITS[unit]}`;
}

/** Upload progress as a whole percentage; an unknown total counts as not started. */
export function percentOf(loaded: number, total: number): number {
  if (!total || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** Quota shown with its unit, thousands separated. */
export function formatQuota(amount: number, type: string): string {
  const unit = isResourceType(type) ? RESOURCE_TYPES[type].unit : '';
  return `${amount.toLocaleString('en-US')} ${unit}`.trim();
}

// ——— model catalogue ———

/** 8192 → "8K", 1048576 → "1M". */
export function formatContext(tokens: number): string {
  if (tokens >= 1_048_576) return `${Math.round(tokens / 1_048_576)}M`;
  return `${Math.round(tokens / 1024)}K`;
}

/** "1.2亿" / "356万" for call counts. */
export function formatCalls(calls: number): string {
  if (calls >= 1e8) return `${(calls / 1e8).toFixed(1)}亿`;
  if (calls >= 1e4) return `${Math.round(calls / 1e4)}万`;
  return String(calls);
}

/** "免费" or "输入 ¥0.004 / 输出 ¥0.012 每千tokens". */
export function formatPrice(pricing: ModelPricing): string {
  if (pricing.input === 0 && pricing.output === 0) return '限时免费';
  if (pricing.output === 0) return `¥${pricing.input} / ${pricing.unit}`;
  return `输入 ¥${pricing.input} · 输出 ¥${pricing.output} / ${pricing.unit}`;
}

// ——— phone ———

/** Digits 4-7 become stars: 13812345678 → 138****5678. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  if (phone.length < 7) return phone;
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}
