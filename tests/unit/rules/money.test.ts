import { describe, expect, it } from 'vitest';
import { maskKey } from '../../../src/machines/rules/apiKey';
import { formatDateTime } from '../../../src/machines/rules/dates';
import { formatYuan, sumYuan } from '../../../src/machines/rules/money';

describe('formatYuan', () => {
  it.each([
    [0, '¥0.00'],
    [0.5, '¥0.50'],
    [12, '¥12.00'],
    [1234.5, '¥1,234.50'],
    [1234567.891, '¥1,234,567.89'],
    [-12, '-¥12.00'],
    [-0.004, '¥0.00'],
    [999.995, '¥1,000.00'],
  ])('%s → %s', (yuan, text) => expect(formatYuan(yuan)).toBe(text));

  it('signs ledger amounts on request and keeps zero unsigned', () => {
    expect(formatYuan(100, { signed: true })).toBe('+¥100.00');
    expect(formatYuan(-3.2, { signed: true })).toBe('-¥3.20');
    expect(formatYuan(0, { signed: true })).toBe('¥0.00');
  });

  it('shows a dash for what is not a number', () => {
    expect(formatYuan(Number.NaN)).toBe('—');
  });
});

describe('sumYuan', () => {
  it('adds in fen, so float noise never reaches the screen', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumYuan([0.1, 0.2])).toBe(0.3);
    expect(sumYuan([])).toBe(0);
  });
});

describe('maskKey and Beijing times', () => {
  it('masks a key to its last four characters', () => {
    expect(maskKey('sk-0123456789abcdef')).toBe('sk-****cdef');
  });

  it('formats times in Beijing time whatever the zone', () => {
    expect(formatDateTime('2026-10-31T18:00:00.000Z')).toBe('2026-11-01 02:00');
    expect(formatDateTime('')).toBe('—');
  });
});
