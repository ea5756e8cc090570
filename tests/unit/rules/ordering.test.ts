import { describe, expect, it } from 'vitest';
import { compareText } from '../../../src/domain/ordering';

describe('compareText', () => {
  it('orders ISO times by when they are, and ids and file names by their characters', () => {
    const times = ['2026-03-01T00:00:00.000Z', '2025-12-31T23:59:59.999Z', '2026-03-01T00:00:00.001Z'];
    expect([...times].sort(compareText)).toEqual([times[1], times[0], times[2]]);
    expect(['h10', 'h9', 'live-2026-01-02-glm', 'h1'].sort(compareText)).toEqual([
      'h1',
      'h10',
      'h9',
      'live-2026-01-02-glm',
    ]);
    expect(compareText('02-auth.md', '02-auth.md')).toBe(0);
    expect(compareText('01-quick-start.md', '02-auth.md')).toBeLessThan(0);
    expect(compareText('b', 'a')).toBeGreaterThan(0);
  });
});
