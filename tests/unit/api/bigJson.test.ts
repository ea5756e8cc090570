import { describe, expect, it } from 'vitest';
import { parseBigJson, quoteBigIntegers } from '../../../src/api/bigJson';

describe('large-number-safe JSON', () => {
  it('keeps ids above 2^53 exact as strings', () => {
    const parsed = parseBigJson<{ data: { records: { id: string; size: number }[] } }>(
      '{"data":{"records":[{"id":1234567890123456789,"size":42}]}}',
    );
    expect(parsed.data.records[0].id).toBe('1234567890123456789');
    expect(parsed.data.records[0].size).toBe(42);
  });

  it('leaves safe numbers, decimals, exponents and negatives alone', () => {
    expect(parseBigJson('[9007199254740991, 1.5, 2e3, -7]')).toEqual([9007199254740991, 1.5, 2000, -7]);
    expect(parseBigJson('[-9007199254740993]')).toEqual(['-9007199254740993']);
  });

  it('reads a literal whole, whatever digit it starts with, and quotes only unsafe integers', () => {
    expect(parseBigJson('[99999999999999999999, 0, 10000000000000000000000]')).toEqual([
      '99999999999999999999',
      0,
      '10000000000000000000000',
    ]);
    // A decimal or an exponent is not an id: it stays a number (as JavaScript reads it), however many digits follow.
    expect(parseBigJson('[1.12345678901234567890, 12345678901234567890.5]')).toEqual([
      Number('1.12345678901234567890'),
      Number('12345678901234567890.5'),
    ]);
    expect(parseBigJson('[2e3, 1e+10, 2E-3, 12345678901234567890e2, 1e12345678901234567890]')).toEqual([
      2000,
      1e10,
      0.002,
      Number('12345678901234567890e2'),
      Infinity,
    ]);
    // A fraction after a leading 0, and a signed exponent after a long mantissa, are one literal too.
    expect(parseBigJson('[0.12345678901234567890, 12345678901234567890e+2, 12345678901234567890E-2]')).toEqual([
      Number('0.12345678901234567890'),
      Number('12345678901234567890e+2'),
      Number('12345678901234567890E-2'),
    ]);
  });

  it('never touches digits inside strings, escaped quotes included', () => {
    const text = '{"a":"x\\":12345678901234567890","b":12345678901234567890}';
    expect(parseBigJson(text)).toEqual({ a: 'x":12345678901234567890', b: '12345678901234567890' });
    expect(quoteBigIntegers('"12345678901234567890"')).toBe('"12345678901234567890"');
  });

  it('reads on through text that is not JSON: past a minus sign with no digit, and to the end of a cut-off escape', () => {
    // A minus sign with no digit starts no literal: the scan goes on, and reads the number after it whole.
    expect(quoteBigIntegers('[-,12345678901234567890]')).toMatch(/^\[.*,"12345678901234567890"\]$/);
    // An escape cut off at the end of the text adds nothing.
    expect(quoteBigIntegers('"a\\')).toBe('"a\\');
  });

  it('refuses a minus sign with no digit as JSON.parse does, instead of quoting it into a string', () => {
    expect(quoteBigIntegers('[-,1]')).toBe('[-,1]');
    expect(() => parseBigJson('[-,1]')).toThrow(SyntaxError);
  });
});
