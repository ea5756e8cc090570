import { describe, expect, it } from 'vitest';
import { fileBytesSent } from '../../../src/domain/fileSize';

describe('upload progress without a usable body total', () => {
  it('treats a negative body total like a missing one: the sent bytes, capped at the file size', () => {
    expect(fileBytesSent(10, -1, 100)).toBe(10);
    expect(fileBytesSent(150, -1, 100)).toBe(100);
  });
});
