import { describe, expect, it } from 'vitest';
import {
  bucketLabel,
  bucketStart,
  buckets,
  csvField,
  presetRange,
  rangeError,
  toCsv,
} from '../../../src/domain/usageQuery';

describe('usage query rules', () => {
  it('checks the range', () => {
    expect(rangeError('2026-10-01', '2026-10-31')).toBeUndefined();
    expect(rangeError('2026-10-31', '2026-10-01')).toBe('开始日期不能晚于结束日期');
    expect(rangeError('2026-02-30', '2026-03-01')).toBe('请选择正确的日期');
    expect(rangeError('2025-01-01', '2026-01-02')).toBe('查询范围不能超过366天');
    expect(rangeError('2025-01-01', '2026-01-01')).toBeUndefined(); // 366 days, both ends counted
    expect(rangeError('2025-01-02', '2026-01-02')).toBeUndefined();
  });

  it('starts weeks on Monday and months on the first', () => {
    expect(bucketStart('2026-10-14', 'week')).toBe('2026-10-12'); // a Wednesday
    expect(bucketStart('2026-10-12', 'week')).toBe('2026-10-12');
    expect(bucketStart('2026-10-18', 'week')).toBe('2026-10-12'); // Sunday
    expect(bucketStart('2026-10-18', 'month')).toBe('2026-10-01');
    expect(bucketStart('2026-10-18', 'day')).toBe('2026-10-18');
  });

  it('covers the range with buckets clipped at both ends', () => {
    expect(buckets('2026-10-08', '2026-10-20', 'week')).toEqual([
      ['2026-10-08', '2026-10-11'],
      ['2026-10-12', '2026-10-18'],
      ['2026-10-19', '2026-10-20'],
    ]);
    expect(buckets('2026-08-15', '2026-10-05', 'month')).toEqual([
      ['2026-08-15', '2026-08-31'],
      ['2026-09-01', '2026-09-30'],
      ['2026-10-01', '2026-10-05'],
    ]);
    expect(buckets('2026-02-27', '2026-03-01', 'day').map(([d]) => d)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
    expect(bucketLabel('2026-10-12', '2026-10-18', 'week')).toBe('2026-10-12 ~ 2026-10-18');
    expect(bucketLabel('2026-10-01', '2026-10-31', 'month')).toBe('2026-10');
  });

  it('writes RFC 4180 CSV with a BOM, quoting and formula defusing', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvField(-3)).toBe('-3');
    expect(toCsv(['时间', '费用'], [['2026-10-01', 1.5]])).toBe('\uFEFF时间,费用\r\n2026-10-01,1.5\r\n');
  });

  it('turns presets into ranges ending today or with last month', () => {
    expect(presetRange('last7', '2026-11-01')).toEqual({ start: '2026-10-26', end: '2026-11-01' });
    expect(presetRange('last30', '2026-11-01')).toEqual({ start: '2026-10-03', end: '2026-11-01' });
    expect(presetRange('thisMonth', '2026-11-01')).toEqual({ start: '2026-11-01', end: '2026-11-01' });
    expect(presetRange('lastMonth', '2026-11-01')).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    // Across a year and a leap February.
    expect(presetRange('lastMonth', '2027-01-15')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(presetRange('lastMonth', '2028-03-31')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(presetRange('last30', '2028-03-01')).toEqual({ start: '2028-02-01', end: '2028-03-01' });
  });
});
