/**
 * Answers asked for ahead of their screen: a signed-in visitor landing on a page gets its first
 * data requested together with the session restore rather than after it (the largest paint
 * waited for both in turn). The page's own identical request takes the waiting answer, once and
 * while fresh; a failed early answer is never shown, the page simply asks again.
 */
const FRESH_MS = 10_000;
const waiting = new Map<string, { at: number; answer: Promise<unknown> }>();

export const earlyKey = (path: string, params: unknown) => `${path} ${JSON.stringify(params)}`;

export function fetchEarly(key: string, load: () => Promise<unknown>): void {
  const answer = load();
  answer.catch(() => undefined);
  waiting.set(key, { at: Date.now(), answer });
}

export function takeEarly<T>(key: string, load: () => Promise<T>): Promise<T> {
  const early = waiting.get(key);
  waiting.delete(key);
  if (!early || Date.now() - early.at > FRESH_MS) return load();
  return (early.answer as Promise<T>).catch(load);
}
