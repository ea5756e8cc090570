/** The account centre shows times in Beijing time (UTC+8), the platform's billing zone. */
const OFFSET = 8 * 60 * 60 * 1000;

/** 2026-10-31 18:05, or — for an empty value. */
export function formatDateTime(iso?: string): string {
  if (!iso) return '—';
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '—' : new Date(ms + OFFSET).toISOString().slice(0, 16).replace('T', ' ');
}

export function formatDate(iso?: string): string {
  return formatDateTime(iso).slice(0, 10);
}

/** 2026-10 → 2026年10月 */
export const monthLabel = (month: string): string => (/^\d{4}-\d{2}$/.test(month) ? `${month.slice(0, 4)}年${Number(month.slice(5))}月` : month);
