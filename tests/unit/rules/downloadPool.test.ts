import { describe, expect, it } from 'vitest';
import {
  downloadFailedMessage,
  mapWithLimit,
  uniqueNames,
  zippedFileFailedMessage,
} from '../../../src/domain/downloadPool';

describe('mapWithLimit', () => {
  it('never runs more than the limit at once and keeps input order', async () => {
    let running = 0;
    let peak = 0;
    const items = Array.from({ length: 25 }, (_, i) => i);
    const out = await mapWithLimit(items, 10, async (n) => {
      running++;
      peak = Math.max(peak, running);
      // Items finish out of order: each waits a different number of turns of the event loop.
      for (let turn = 0; turn < (n * 7) % 5; turn++) await new Promise((r) => setTimeout(r, 0));
      running--;
      return n * 2;
    });
    expect(peak).toBe(10);
    expect(out).toEqual(items.map((n) => n * 2));
  });

  it('handles fewer items than the limit and an empty list', async () => {
    expect(await mapWithLimit([1, 2], 10, (n) => Promise.resolve(n))).toEqual([1, 2]);
    expect(await mapWithLimit([], 10, (n: number) => Promise.resolve(n))).toEqual([]);
  });
});

describe('uniqueNames', () => {
  it('numbers repeats before the extension', () => {
    expect(uniqueNames(['a.txt', 'b.md', 'a.txt', 'a.txt', 'README'])).toEqual([
      'a.txt',
      'b.md',
      'a (2).txt',
      'a (3).txt',
      'README',
    ]);
    expect(uniqueNames(['x', 'x'])).toEqual(['x', 'x (2)']);
  });
});

it('names the file in the download failure (SPEC section 8)', () => {
  expect(downloadFailedMessage('手册.pdf')).toBe('文件 手册.pdf 下载失败，可重新下载');
  expect(zippedFileFailedMessage('手册.pdf')).toBe('文件手册.pdf下载失败，请重试');
});
