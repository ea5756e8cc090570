import { vi } from 'vitest';

/**
 * Mutation testing runs the files of one mutant in one worker (`isolate: false`). Each starts as
 * it would in a worker of its own: real timers (a file that faked them may have ended with a
 * pending fake clock) and, under jsdom, the page at the site's root (a file that navigated leaves
 * its path behind).
 */
vi.useRealTimers();
if (typeof window !== 'undefined') window.history.replaceState(null, '', '/');
