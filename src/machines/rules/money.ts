/**
 * Money on screen: yuan with two decimals and thousands separators (¥1,234.50). The wire
 * carries yuan as numbers; sums are taken in whole fen so 0.1 + 0.2 never shows up as 0.30000004.
 */
export const toCents = (yuan: number): number => Math.round(yuan * 100);
export const fromCents = (cents: number): number => cents / 100;

/** Adds yuan amounts exactly (via fen). */
export const sumYuan = (amounts: readonly number[]): number => fromCents(amounts.reduce((sum, a) => sum + toCents(a), 0));

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** ¥1,234.50; negatives as -¥12.00; `signed` adds + to positives (for ledgers). */
export function formatYuan(yuan: number, { signed = false }: { signed?: boolean } = {}): string {
  if (!Number.isFinite(yuan)) return '—';
  const cents = toCents(yuan);
  const abs = Math.abs(cents);
  const text = `¥${groupThousands(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
  if (cents < 0) return `-${text}`;
  return signed && cents > 0 ? `+${text}` : text;
}
