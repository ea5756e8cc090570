import { describe, expect, it } from 'vitest';
import { formatFileSize, percentOf } from '../../../src/machines/rules/fileSize';

describe('formatFileSize (base 1024)', () => {
  it.each([
    [0, '0 B'],
    [-5, '0 B'],
    [Number.NaN, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024 - 1, '1024 KB'],
    [1024 * 1024, '1 MB'],
    [5.25 * 1024 * 1024, '5.25 MB'],
    [1024 ** 3, '1 GB'],
    [3.333 * 1024 ** 3, '3.33 GB'],
    [2048 * 1024 ** 3, '2048 GB'],
  ])('%s bytes → %s', (bytes, shown) => expect(formatFileSize(bytes)).toBe(shown));
});

describe('percentOf', () => {
  it('is a whole percentage of loaded over total, clamped', () => {
    expect(percentOf(0, 100)).toBe(0);
    expect(percentOf(50, 200)).toBe(25);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(300, 200)).toBe(100);
  });
  it('treats an unknown total as not started', () => expect(percentOf(10, 0)).toBe(0));
});
