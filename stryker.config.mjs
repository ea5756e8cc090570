// @ts-check
/**
 * Mutation testing (`npm run test:mutation`, see tests/mutation/run.mjs): StrykerJS changes the
 * code of one folder at a time — src/machines, src/api or mocks/rules — and reruns the Vitest
 * tests that cover each change; a change no test notices ("survived") is a gap in the tests.
 * Not part of `npm test`: a full run takes hours on a small machine.
 *
 * STRYKER_FOLDER picks the folder, STRYKER_BATCH the batch of it (run.mjs). Each batch keeps its own
 * incremental file in the git-ignored cache folder below, so a rerun only tests mutants whose code or
 * covering tests changed; what is kept in git is the summary and the survivors ledger.
 */

/** Stryker's incremental results, per folder and batch: a local cache, not committed. */
export const mutationCache = '.cache/mutation';

const folder = process.env.STRYKER_FOLDER ?? 'src/machines';
// A run with static mutants keeps its results apart: its scores count mutants the others ignore.
const slug = `${folder.replaceAll('/', '-')}${process.env.STRYKER_STATIC === '1' ? '-static' : ''}`;
// STRYKER_BATCH names one batch of a folder run (tests/mutation/run.mjs mutates a folder file by
// file): the batch keeps its own incremental file and JSON report, which run.mjs adds up.
const batch = process.env.STRYKER_BATCH;
const output = batch ? `${slug}/${batch}` : slug;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'tests/mutation/vitest.config.ts' },
  mutate: [
    `${folder}/**/*.ts`,
    '!**/*.d.ts',
    // Types only, and a stub that stands in for axios's fetch adapter: nothing a test can observe.
    '!src/domain/types/*.types.ts',
    '!src/api/axiosFetchAdapterOff.ts',
    // The paths the client calls and the simulator answers on come from this one file, so a mutant
    // moves both sides at once: no test short of a copy of SPEC's path table could notice.
    '!src/api/paths.ts',
  ],
  // Each mutant reruns only the tests that reached it in the dry run.
  coverageAnalysis: 'perTest',
  // Module-level code ("static" mutants) runs once, at import, so no per-test coverage tells which
  // tests reach it and each such mutant reruns every related test: hours more on a whole folder.
  // But an XState machine's whole definition (states, targets, guards wiring) is module-level:
  // STRYKER_STATIC=1 mutates it too (run.mjs --static: file by file, against its model tests).
  ignoreStatic: process.env.STRYKER_STATIC !== '1',
  incremental: true,
  incrementalFile: `${mutationCache}/${output}.json`,
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: { fileName: `reports/mutation/${output}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: false },
  // A shared two-core machine: two workers at most, and patience with slow runs.
  concurrency: 2,
  timeoutMS: 20_000,
  timeoutFactor: 2.5,
  dryRunTimeoutMinutes: 30,
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  ignorePatterns: [
    'dist',
    'bench-results',
    'test-results',
    'playwright-report',
    '.sim-data',
    'reports',
    '.cache',
    'tests/e2e',
    'tests/e2e-deploy',
  ],
  thresholds: { high: 80, low: 65, break: null },
};

export default config;
