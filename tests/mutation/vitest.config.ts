import { defineConfig } from 'vitest/config';
import base from '../../vite.config';

/**
 * The Vitest setup mutation testing runs: the unit and machine tests (models included), not the
 * screen tests in tests/ui. Those render whole pages: each mutant they cover would cost seconds
 * to minutes on a shared two-core machine, for a run that already takes hours. Limits are bounds
 * for a machine Stryker keeps busy, never waits.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // STRYKER_TESTS (comma-separated globs) narrows the tests for a scoped run on a busy machine.
    include: process.env.STRYKER_TESTS?.split(',') ?? ['tests/{unit,machines}/**/*.test.{ts,tsx}'],
    // The simulator as a real HTTP server: it needs the real fetch, and in Stryker's runner the
    // files share a process where msw/node has taken fetch over (the Origin header is lost). It
    // covers mocks/server.ts, which is not mutated.
    exclude: ['tests/unit/mocks/server.test.ts'],
    testTimeout: 60_000,
  },
});
