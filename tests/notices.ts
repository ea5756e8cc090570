import { afterEach, beforeEach } from 'vitest';
import { onNotify } from '../src/machines/notify';

/**
 * Every notice raised during each test of the calling `describe`, in order, as the toaster would
 * hear them. One array for the whole block, emptied before each test.
 */
export function recordNotices(): string[] {
  const notices: string[] = [];
  let stop = () => undefined as void;
  beforeEach(() => {
    notices.length = 0;
    stop = onNotify((n) => void notices.push(n.message));
  });
  afterEach(() => stop());
  return notices;
}
