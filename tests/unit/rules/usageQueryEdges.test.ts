import { describe, expect, it } from 'vitest';
import { bucketLabel, isGranularity, isGroupBy, rangeError } from '../../../src/domain/usageQuery';

describe('usage query edges', () => {
  it('knows the three granularities and nothing else', () => {
    expect(['day', 'week', 'month'].every(isGranularity)).toBe(true);
    expect(isGranularity('year')).toBe(false);
    expect(isGranularity(undefined)).toBe(false);
  });

  it('knows the three groupings and nothing else', () => {
    expect(['model', 'key', 'app'].every(isGroupBy)).toBe(true);
    expect(isGroupBy('user')).toBe(false);
    expect(isGroupBy(undefined)).toBe(false);
  });

  it('accepts a one-day range', () => {
    expect(rangeError('2026-10-01', '2026-10-01')).toBeUndefined();
  });

  it('refuses dates that are not a plain YYYY-MM-DD day with the date message, never throwing', () => {
    for (const bad of ['2026-10-01x', 'x2026-10-01', '2026-13-01', '2026-10-32', '2026-00-10']) {
      expect(rangeError(bad, '2026-12-31')).toBe('请选择正确的日期');
      expect(rangeError('2026-01-01', bad)).toBe('请选择正确的日期');
    }
  });

  it('labels a day bucket with the day alone', () => {
    expect(bucketLabel('2026-10-05', '2026-10-05', 'day')).toBe('2026-10-05');
  });
});
