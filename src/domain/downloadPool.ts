/**
 * Runs `task` over `items` with at most `limit` running at once (the zip download fetches at
 * most 10 files at a time, SPEC section 9), keeping results in input order.
 */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  return results;
}

/** Zip entry names must be unique: a repeated name gets " (2)", " (3)" … before its extension. */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count === 1) return name;
    const dot = name.lastIndexOf('.');
    return dot > 0 ? `${name.slice(0, dot)} (${count})${name.slice(dot)}` : `${name} (${count})`;
  });
}

/** SPEC section 8's two texts: a file downloaded alone can be downloaded again from its row… */
export const downloadFailedMessage = (fileName: string): string => `文件 ${fileName} 下载失败，可重新下载`;
/** …one left out of a zip of several is retried with the batch. */
export const zippedFileFailedMessage = (fileName: string): string => `文件${fileName}下载失败，请重试`;
