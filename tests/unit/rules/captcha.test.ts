import { describe, expect, it } from 'vitest';
import { isHit, makeSign, parseSign } from '../../../src/domain/captcha';

const id = '0123456789abcdef0123456789abcdef';

describe('the slider captcha', () => {
  it('counts a release within 6 pixels of the gap as a hit', () => {
    expect(isHit(100, 100)).toBe(true);
    expect(isHit(100, 106)).toBe(true);
    expect(isHit(100, 94)).toBe(true);
    expect(isHit(100, 107)).toBe(false);
    expect(isHit(100, 93)).toBe(false);
  });

  it('rounds the release to whole pixels', () => {
    expect(isHit(100, 106.4)).toBe(true);
    expect(isHit(100, 106.6)).toBe(false);
  });
});

describe('the captcha proof', () => {
  it('names the challenge and the release, in whole pixels, and reads back', () => {
    expect(makeSign(id, 123.4)).toBe(`v2.${id}.123`);
    expect(parseSign(makeSign(id, 200))).toEqual({ challengeId: id, x: 200 });
    expect(parseSign(`v2.${id}.0`)).toEqual({ challengeId: id, x: 0 });
  });

  it('is nothing when missing', () => {
    expect(parseSign(undefined)).toBeUndefined();
    expect(parseSign('')).toBeUndefined();
  });

  it('must be of this version and have exactly three parts', () => {
    expect(parseSign(`v1.${id}.123`)).toBeUndefined();
    expect(parseSign(`v2.${id}.12.3`)).toBeUndefined();
    expect(parseSign(`v2.${id}`)).toBeUndefined();
  });

  it('must name a challenge id of 32 lowercase hex digits, nothing around them', () => {
    expect(parseSign(`v2.${id.slice(1)}.123`)).toBeUndefined();
    expect(parseSign(`v2.${id.toUpperCase()}.123`)).toBeUndefined();
    expect(parseSign(`v2.x${id}.123`)).toBeUndefined();
    expect(parseSign(`v2.${id}x.123`)).toBeUndefined();
  });

  it('must give the release as 1-4 digits, nothing around them', () => {
    expect(parseSign(`v2.${id}.12345`)).toBeUndefined();
    expect(parseSign(`v2.${id}.-5`)).toBeUndefined();
    expect(parseSign(`v2.${id}.x12`)).toBeUndefined();
    expect(parseSign(`v2.${id}.12x`)).toBeUndefined();
    expect(parseSign(`v2.${id}.`)).toBeUndefined();
  });
});
