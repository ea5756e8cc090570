/** Bills and date filters are in Beijing time (UTC+8), whatever the browser's zone. */
const OFFSET = 8 * 60 * 60 * 1000;

/** YYYY-MM-DD of an epoch-ms or ISO moment, in Beijing. */
export function beijingDate(moment: number | string): string {
  const ms = typeof moment === 'number' ? moment : Date.parse(moment);
  return new Date(ms + OFFSET).toISOString().slice(0, 10);
}

/** The ISO instant of a Beijing wall-clock time on a YYYY-MM-DD date. */
export function beijingInstant(date: string, hour = 0, minute = 0): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - OFFSET + (hour * 60 + minute) * 60_000).toISOString();
}

/** Every YYYY-MM-DD from `first` to `last`, inclusive. */
export function daysBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}
