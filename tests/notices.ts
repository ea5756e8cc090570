import { afterEach, beforeEach } from 'vitest';
import { onNotify, type Notice } from '../src/machines/notify';

/**
 * Every notice (text and kind) raised during each test of the calling `describe`, in order, as the
 * toaster would hear them. One array for the whole block, emptied before each test.
 */
export function noticesHeard(): Notice[] {
  const heard: Notice[] = [];
  let stop = () => undefined as void;
  beforeEach(() => {
    heard.length = 0;
    stop = onNotify((n) => void heard.push(n));
  });
  afterEach(() => stop());
  return heard;
}
