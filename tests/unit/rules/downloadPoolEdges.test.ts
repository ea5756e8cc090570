import { describe, expect, it } from 'vitest';
import { uniqueNames } from '../../../src/domain/downloadPool';

describe('unique zip entry names', () => {
  it('numbers a repeated dot file after its whole name (a leading dot is no extension)', () => {
    expect(uniqueNames(['.env', '.env'])).toEqual(['.env', '.env (2)']);
  });
});
