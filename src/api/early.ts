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
 * The early answers to every one of `keys` if all are already in and fresh, taken as `takeEarly`
 * would take them: a page whose answers came before its first render shows them in that render
 * instead of in the next one. Unless all are in, none is taken: those still on their way stay
 * for `takeEarly`, and so do those already in, which the page's own requests then take.
 */
export function earlyAnswers(keys: string[]): unknown[] | undefined {
  if (!keys.every((key) => waiting.get(key)?.answered)) return undefined;
  const answers = keys.map((key) => takeFresh(key)?.answered);
  return answers.every((answer) => answer !== undefined) ? answers.map((answer) => answer.value) : undefined;
}

/** One early answer, as `earlyAnswers` takes it. */
export const earlyAnswer = <T>(key: string): T | undefined => earlyAnswers([key])?.[0] as T | undefined;

export function takeEarly<T>(key: string, load: () => Promise<T>): Promise<T> {
  const early = takeFresh(key);
  return early ? (early.answer as Promise<T>).catch(load) : load();
}
