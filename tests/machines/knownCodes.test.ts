import { describe, expect, it } from 'vitest';
import { KNOWN_CODES_KEY, forgetKnownCodes, readKnownCodes, storeKnownCodes } from '../../src/machines/credentials';

/** The stored entry as written, for tampering with one field. */
const stored = () => JSON.parse(window.localStorage.getItem(KNOWN_CODES_KEY)!) as { of: string; codes: unknown };

describe('the permissions known from a last visit', () => {
  it('are read back for the token they were stored for, not for another', () => {
    storeKnownCodes('token-a', ['DevC:read', 'DevC:modelC:modelPlaza:read']);
    expect(readKnownCodes('token-a')).toEqual(['DevC:read', 'DevC:modelC:modelPlaza:read']);
    expect(readKnownCodes('token-b')).toBeUndefined();
    expect(readKnownCodes(undefined)).toBeUndefined();
  });

  it('are kept under a fingerprint, never the token itself', () => {
    storeKnownCodes('secret-token-value', ['DevC:read']);
    expect(window.localStorage.getItem(KNOWN_CODES_KEY)).not.toContain('secret-token-value');
    // FNV-1a 32-bit of "a" (the published test vector), as hex.
    storeKnownCodes('a', []);
    expect(stored().of).toBe('e40c292c');
  });

  it('count as unknown when what is stored is not a list of codes', () => {
    storeKnownCodes('token-a', ['DevC:read']);
    const entry = stored();
    window.localStorage.setItem(KNOWN_CODES_KEY, JSON.stringify({ ...entry, codes: ['DevC:read', 7] }));
    expect(readKnownCodes('token-a')).toBeUndefined();
    window.localStorage.setItem(KNOWN_CODES_KEY, JSON.stringify({ ...entry, codes: 'DevC:read' }));
    expect(readKnownCodes('token-a')).toBeUndefined();
    window.localStorage.setItem(KNOWN_CODES_KEY, '{not json');
    expect(readKnownCodes('token-a')).toBeUndefined();
  });

  it('are forgotten', () => {
    storeKnownCodes('token-a', ['DevC:read']);
    forgetKnownCodes();
    expect(readKnownCodes('token-a')).toBeUndefined();
  });
});
