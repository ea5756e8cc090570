// A browser far from Beijing (UTC-7/-8): times must still come out in Beijing time. Set before any
// test runs (imports are hoisted above it); the first test proves the worker really runs in it.
process.env.TZ = 'America/Los_Angeles';

import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatFileSize,
  formatYuan,
  maskPhone,
  monthLabel,
  sumYuan,
  trialDaysText,
  trialExpiryText,
} from '../../../src/ui/format';

describe('times in Beijing time whatever the browser zone', () => {
  it('runs in a zone other than Beijing (else the tests below prove nothing)', () => {
    // 2026-11-01T00:00Z is 17:00 the day before in Los Angeles (PDT, UTC-7).
    const d = new Date('2026-11-01T00:00:00Z');
    expect([d.getDate(), d.getHours()]).toEqual([31, 17]);
  });

  it.each([
    ['2026-11-01T00:00:00.000Z', '2026-11-01 08:00'],
    ['2026-10-31T18:05:59.999Z', '2026-11-01 02:05'],
    ['2026-12-31T16:00:00Z', '2027-01-01 00:00'],
    ['2024-02-28T16:30:00Z', '2024-02-29 00:30'],
    ['2026-03-01T15:59:00Z', '2026-03-01 23:59'],
    ['2026-11-01T08:00:00+08:00', '2026-11-01 08:00'],
    ['2026-11-01T09:00:00-05:00', '2026-11-01 22:00'],
    // No zone on the value: the platform's wall clock, as the simulator's tables write it.
    ['2026-11-01 09:00:00', '2026-11-01 09:00'],
    ['2026-11-01T23:30', '2026-11-01 23:30'],
    ['2026-12-31', '2026-12-31 00:00'],
  ])('%s → %s', (iso, shown) => expect(formatDateTime(iso)).toBe(shown));

  it('takes epoch milliseconds too (the simulator clock)', () => {
    // 1_793_462_400_000 ms = 20_757 days (2026-10-31T00:00Z) + 16 h: midnight in Beijing.
    expect(formatDateTime(1_793_462_400_000)).toBe('2026-11-01 00:00');
    expect(formatDateTime(0)).toBe('1970-01-01 08:00');
  });

  it('shows a dash for an empty or unreadable value', () => {
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime('')).toBe('—');
    expect(formatDateTime('soon')).toBe('—');
    expect(formatDate(undefined)).toBe('—');
  });

  it('dates are the Beijing date, which is a day ahead of Los Angeles in the evening', () => {
    expect(formatDate('2026-12-31T16:00:00Z')).toBe('2027-01-01');
    expect(formatDate('2026-10-31T15:59:00Z')).toBe('2026-10-31');
    expect(formatDate('2026-12-31')).toBe('2026-12-31');
  });

  it('names months in Chinese', () => {
    expect(monthLabel('2026-10')).toBe('2026年10月');
    expect(monthLabel('2026-03')).toBe('2026年3月');
    expect(monthLabel('later')).toBe('later');
  });
});

describe('money', () => {
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

  it('adds in fen, so float noise never reaches the screen', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumYuan([0.1, 0.2])).toBe(0.3);
    expect(sumYuan([])).toBe(0);
  });
});

describe('sizes (base 1024)', () => {
  it.each([
    [0, '0 B'],
    [-5, '0 B'],
    [Number.NaN, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1000, '1000 B'],
    [1536, '1.5 KB'],
    [1024 * 1024 - 1, '1024 KB'],
    [1024 * 1024, '1 MB'],
    [5.25 * 1024 * 1024, '5.25 MB'],
    [1024 ** 3, '1 GB'],
    [3.333 * 1024 ** 3, '3.33 GB'],
    [2048 * 1024 ** 3, '2048 GB'],
  ])('%s bytes → %s', (bytes, shown) => expect(formatFileSize(bytes)).toBe(shown));
});

describe('masked phone', () => {
  it('stars digits 4 to 7', () => expect(maskPhone('13812345678')).toBe('138****5678'));
  it('leaves empty and short values readable', () => {
    expect(maskPhone(undefined)).toBe('');
    expect(maskPhone('')).toBe('');
    expect(maskPhone('12345')).toBe('12345');
  });
  it('masks exactly four characters of a 7-digit value', () => expect(maskPhone('1234567')).toBe('123****'));
});

describe('a trial, permanent beyond about 200 years (SPEC section 9)', () => {
  const now = Date.parse('2026-12-07T00:00:00+08:00');
  const daysAhead = (days: number) => new Date(now + days * 24 * 60 * 60 * 1000).toISOString();

  it('shows its end as a date up to 200 years of 365 days away, and 永久 beyond', () => {
    // The Beijing date, as every date on the portal: Los Angeles is still on the 5th.
    expect(trialExpiryText(daysAhead(30), now)).toBe('2027-01-06');
    expect(trialExpiryText(daysAhead(73_000), now)).toMatch(/^22\d\d-\d\d-\d\d$/);
    expect(trialExpiryText(daysAhead(73_001), now)).toBe('永久');
    expect(trialExpiryText(undefined, now)).toBe('');
  });

  it('shows its length in days by the same line, 永久 for the 99999-day option, and a dash for none', () => {
    expect(trialDaysText(30)).toBe('30天');
    expect(trialDaysText(73_000)).toBe('73000天');
    expect(trialDaysText(73_001)).toBe('永久');
    expect(trialDaysText(99_999)).toBe('永久');
    expect(trialDaysText(undefined)).toBe('—');
    expect(trialDaysText(0)).toBe('—');
  });
});
