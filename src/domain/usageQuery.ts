/**
 * Usage analytics queries: the date range and bucket rules the usage page and the simulator
 * share, and the CSV an export is written as. Dates are Beijing YYYY-MM-DD.
 */
export type UsageGranularity = 'day' | 'week' | 'month';
export type UsageGroupBy = 'model' | 'key' | 'app';

export const granularities: readonly { value: UsageGranularity; label: string }[] = [
  { value: 'day', label: '按日' },
  { value: 'week', label: '按周' },
  { value: 'month', label: '按月' },
];
export const groupings: readonly { value: UsageGroupBy; label: string }[] = [
  { value: 'model', label: '按模型' },
  { value: 'key', label: '按API密钥' },
  { value: 'app', label: '按应用' },
];

export const MAX_RANGE_DAYS = 366;

export const usageMessages = {
  dateInvalid: '请选择正确的日期',
  rangeReversed: '开始日期不能晚于结束日期',
  rangeTooLong: `查询范围不能超过${MAX_RANGE_DAYS}天`,
  granularityInvalid: '请选择统计粒度（按日、按周或按月）',
  groupByInvalid: '请选择分组方式（按模型、按API密钥或按应用）',
} as const;

export const isGranularity = (v: unknown): v is UsageGranularity => granularities.some((g) => g.value === v);
export const isGroupBy = (v: unknown): v is UsageGroupBy => groupings.some((g) => g.value === v);

const DAY_MS = 86_400_000;
const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** A real calendar day: a month 13 or a day 32 parses to NaN, which `dateOf` cannot print. */
const isDate = (v: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && Number.isFinite(dayNumber(v)) && dateOf(dayNumber(v)) === v;

export function rangeError(start: string, end: string): string | undefined {
  if (!isDate(start) || !isDate(end)) return usageMessages.dateInvalid;
  if (start > end) return usageMessages.rangeReversed;
  return dayNumber(end) - dayNumber(start) + 1 > MAX_RANGE_DAYS ? usageMessages.rangeTooLong : undefined;
}

/** The first day of the bucket `date` falls in: itself, its week's Monday, or its month's first day. */
export function bucketStart(date: string, granularity: UsageGranularity): string {
  if (granularity === 'day') return date;
  if (granularity === 'month') return `${date.slice(0, 7)}-01`;
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return dateOf(dayNumber(date) - weekday);
}

/** The bucket's last day, never past `end` (a range may cut a week or a month short). */
export function bucketEnd(first: string, granularity: UsageGranularity, end: string): string {
  let last = first;
  if (granularity === 'week') last = dateOf(dayNumber(first) + 6);
  if (granularity === 'month')
    last = new Date(Date.UTC(Number(first.slice(0, 4)), Number(first.slice(5, 7)), 0)).toISOString().slice(0, 10);
  return last > end ? end : last;
}

/** The buckets covering start..end, each as [first day, last day], clipped to the range. */
export function buckets(start: string, end: string, granularity: UsageGranularity): [string, string][] {
  const out: [string, string][] = [];
  let first = start;
  while (first <= end) {
    const last = bucketEnd(bucketStart(first, granularity), granularity, end);
    out.push([first, last]);
    first = dateOf(dayNumber(last) + 1);
  }
  return out;
}

/** "2026-10-05" / "2026-10-05 ~ 2026-10-11" / "2026-10". */
export function bucketLabel(first: string, last: string, granularity: UsageGranularity): string {
  if (granularity === 'day') return first;
  if (granularity === 'month') return first.slice(0, 7);
  return `${first} ~ ${last}`;
}

/** One CSV field: quoted when it holds a comma, quote or line break; a leading =+-@ is defused for spreadsheets. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A UTF-8 BOM first, so spreadsheet programs read the Chinese headers right; CRLF lines (RFC 4180). */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export type UsageRangePreset = 'last7' | 'last30' | 'thisMonth' | 'lastMonth';
export const rangePresets: readonly { value: UsageRangePreset; label: string }[] = [
  { value: 'last7', label: '近7天' },
  { value: 'last30', label: '近30天' },
  { value: 'thisMonth', label: '本月' },
  { value: 'lastMonth', label: '上月' },
];

/** The range a preset stands for, ending today (Beijing date) or with last month. */
export function presetRange(preset: UsageRangePreset, today: string): { start: string; end: string } {
  if (preset === 'last7' || preset === 'last30')
    return { start: dateOf(dayNumber(today) - (preset === 'last7' ? 6 : 29)), end: today };
  const thisMonth = `${today.slice(0, 7)}-01`;
  if (preset === 'thisMonth') return { start: thisMonth, end: today };
  const lastMonthEnd = dateOf(dayNumber(thisMonth) - 1);
  return { start: `${lastMonthEnd.slice(0, 7)}-01`, end: lastMonthEnd };
}
