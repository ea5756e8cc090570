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
    testTimeout: 60_000,
  },
});
