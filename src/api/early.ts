/**
 * Answers asked for ahead of their screen: a signed-in visitor landing on a page gets its first
 * data requested together with the session restore rather than after it (the largest paint
 * waited for both in turn). The page's own identical request takes the waiting answer, once and
 * while fresh; a failed early answer is never shown, the page simply asks again.
 */
const FRESH_MS = 10_000;
/** When it was asked for, its answer, and that answer's value once in. */
type Early = { at: number; answer: Promise<unknown>; answered?: { value: unknown } };
const waiting = new Map<string, Early>();

export const earlyKey = (path: string, params: unknown) => `${path} ${JSON.stringify(params)}`;

/** Settles (never rejects) once the answer is in or has failed. */
export function fetchEarly(key: string, load: () => Promise<unknown>): Promise<void> {
  const entry: Early = { at: Date.now(), answer: load() };
  waiting.set(key, entry);
  return entry.answer.then(
    (value) => void (entry.answered = { value }),
    () => undefined,
  );
}

/** The waiting answer to `key`, taken out; undefined when there is none or it is stale. */
function takeFresh(key: string): Early | undefined {
  const early = waiting.get(key);
  waiting.delete(key);
  return early && Date.now() - early.at <= FRESH_MS ? early : undefined;
}

/**
 * The early answer if it is already in and fresh, taken as `takeEarly` would take it: a page
 * whose answer came before its first render shows it in that render instead of in the next one.
 * One still on its way stays for `takeEarly`.
 */
export function earlyAnswer<T>(key: string): T | undefined {
  if (!waiting.get(key)?.answered) return undefined;
  return takeFresh(key)?.answered?.value as T | undefined;
}

export function takeEarly<T>(key: string, load: () => Promise<T>): Promise<T> {
  const early = takeFresh(key);
  return early ? (early.answer as Promise<T>).catch(load) : load();
}
