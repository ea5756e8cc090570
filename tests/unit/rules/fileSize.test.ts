import { describe, expect, it } from 'vitest';
import { fileBytesSent } from '../../../src/domain/fileSize';
import { percentOf } from '../../../src/ui/format';
import { formatFileSize } from '../../../src/ui/format';

describe('percentOf', () => {
  it('is a whole percentage of loaded over total, clamped', () => {
    expect(percentOf(0, 100)).toBe(0);
    expect(percentOf(50, 200)).toBe(25);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(300, 200)).toBe(100);
  });
  it('treats an unknown total as not started', () => expect(percentOf(10, 0)).toBe(0));
});

describe("fileBytesSent (the file's own bytes, not the multipart body's)", () => {
  it('scales the body progress to the file size and ends exactly at it', () => {
    // A 91 B file travels as a 288 B multipart body.
    expect(fileBytesSent(0, 288, 91)).toBe(0);
    expect(fileBytesSent(144, 288, 91)).toBe(45);
    expect(fileBytesSent(287, 288, 91)).toBe(90);
    expect(fileBytesSent(288, 288, 91)).toBe(91);
    expect(formatFileSize(fileBytesSent(288, 288, 91))).toBe('91 B');
  });

  it('never passes the file size, even when the body total is unknown', () => {
    expect(fileBytesSent(300, 288, 91)).toBe(91);
    expect(fileBytesSent(50, undefined, 91)).toBe(50);
    expect(fileBytesSent(288, 0, 91)).toBe(91);
    expect(fileBytesSent(10, 20, 0)).toBe(0);
  });
});
