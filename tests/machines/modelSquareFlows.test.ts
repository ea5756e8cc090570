import { describe, expect, it } from 'vitest';
import { modelSearchFor, parseModelSearch } from '../../src/machines/modelSquare';

const first = parseModelSearch('');

describe('model square URL, the market filters and edge values', () => {
  it('starts on page 1 when the address names no page or page 0', () => {
    expect(first.pageNum).toBe(1);
    expect(parseModelSearch('page=0').pageNum).toBe(1);
  });

  it('trims typed text and drops text that is only blanks', () => {
    // "  GLM " as pasted into the address: the list asks for "GLM"; a blank provider is no filter.
    const parsed = parseModelSearch('q=%20%20GLM%20&provider=%20%20&tag=%20OCR');
    expect(parsed.keyword).toBe('GLM');
    expect(parsed.provider).toBeUndefined();
    expect(parsed.tag).toBe('OCR');
  });

  it('reads the capability and the input price cap, a fractional cap included', () => {
    expect(parseModelSearch('cap=vision&maxPrice=2.5')).toMatchObject({ capability: 'vision', maxInputPrice: 2.5 });
    expect(parseModelSearch('cap=telepathy&maxPrice=Infinity')).toMatchObject({
      capability: undefined,
      maxInputPrice: undefined,
    });
  });

  it('writes the tag, context, license, capability and price cap under their short keys', () => {
    const search = modelSearchFor(first, {
      tag: 'OCR',
      minContext: 32768,
      license: 'open',
      capability: 'vision',
      maxInputPrice: 5,
    });
    expect(search).toBe('tag=OCR&ctx=32768&license=open&cap=vision&maxPrice=5');
    // Each filter alone, so no key hides behind another one's.
    expect(modelSearchFor(first, { tag: 'OCR' })).toBe('tag=OCR');
    expect(modelSearchFor(first, { minContext: 128000 })).toBe('ctx=128000');
    expect(modelSearchFor(first, { license: 'commercial' })).toBe('license=commercial');
    expect(modelSearchFor(first, { capability: 'tools' })).toBe('cap=tools');
    expect(modelSearchFor(first, { maxInputPrice: 20 })).toBe('maxPrice=20');
  });
});
