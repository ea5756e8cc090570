import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import base from '../../vite.config';

/**
 * The Vitest setup mutation testing runs. Stryker's vitest runner keeps one Vitest instance but
 * starts a fresh worker for every mutant, so whatever a worker does before the first test is paid
 * once per mutant: with the suite's setup (jsdom, then tests/setup.ts booting the whole simulator,
 * and every file twice through the suite's two projects) that was seconds per file for
 * milliseconds of tests. Here:
 * - the unit and machine tests only, never the screen tests in tests/ui (each would cost seconds to
 *   minutes per mutant); of those, Stryker's runner keeps the ones that import the mutated folder
 *   (vitest `related`), and per mutant only the tests that reached it (coverageAnalysis perTest);
 * - files that need neither a DOM nor the simulator (LIGHT) run in Node with no setup file; the
 *   rest keep the suite's jsdom and tests/setup.ts. A new test file is in the second group until
 *   someone lists it here;
 * - `isolate: false`, so the files one mutant reruns share that worker's environment and modules
 *   instead of rebuilding them per file (each file still runs its own setup and hooks); files that
 *   replace modules with vi.mock keep their own worker.
 * Limits are bounds for a machine Stryker keeps busy, never waits.
 */
/**
 * Left out: simulator tests over real sockets and child processes: they need the real fetch, which msw/node
 * has taken over in a worker the files share, and they cover mocks/server*.ts, which is not
 * mutated (the rules they reach are covered by the in-process simulator tests).
 */
const REAL_HTTP = [
  'tests/unit/mocks/server.test.ts',
  'tests/unit/mocks/serverStore.test.ts',
  'tests/unit/mocks/serverProcess.test.ts',
  'tests/unit/security/simulatorAccess.test.ts',
  // Sets process.env.TZ, which only a forked process's clock follows; it covers src/ui, not mutated.
  'tests/unit/ui/format.test.ts',
];

/** Pure logic: no document, window, cookies, storage or simulator. */
const LIGHT = [
  'tests/machines/accountLists.model.test.ts',
  'tests/machines/actionList.model.test.ts',
  'tests/machines/activation.model.test.ts',
  'tests/machines/adminListEarlyNew.test.ts',
  'tests/machines/alertSettings.model.test.ts',
  'tests/machines/apiKeys.model.test.ts',
  'tests/machines/appList.model.test.ts',
  'tests/machines/apps.model.test.ts',
  'tests/machines/appStoreAdded.test.ts',
  'tests/machines/appSystem.model.test.ts',
  'tests/machines/auditLog.model.test.ts',
  'tests/machines/auditQueue.model.test.ts',
  'tests/machines/bills.model.test.ts',
  'tests/machines/chat.model.test.ts',
  'tests/machines/clipboard.model.test.ts',
  'tests/machines/codeSender.model.test.ts',
  'tests/machines/consultation.model.test.ts',
  'tests/machines/countdown.model.test.ts',
  'tests/machines/demoConsole.model.test.ts',
  'tests/machines/experience.model.test.ts',
  'tests/machines/feedbackDialog.model.test.ts',
  'tests/machines/feedbackStaff.model.test.ts',
  'tests/machines/keyGuard.model.test.ts',
  'tests/machines/knowledgeUploads.test.ts',
  'tests/machines/lazyFlow.model.test.ts',
  'tests/machines/ledger.model.test.ts',
  'tests/machines/listMachine.model.test.ts',
  'tests/machines/listRace.test.ts',
  'tests/machines/messages.model.test.ts',
  'tests/machines/organisation.model.test.ts',
  'tests/machines/orgInvite.model.test.ts',
  'tests/machines/orgUsage.model.test.ts',
  'tests/machines/priceHistory.model.test.ts',
  'tests/machines/profile.model.test.ts',
  'tests/machines/requestLog.model.test.ts',
  'tests/machines/roleRights.model.test.ts',
  'tests/machines/runway.model.test.ts',
  'tests/machines/sessionHelpers.test.ts',
  'tests/machines/signedInSessions.model.test.ts',
  'tests/machines/subjectRights.model.test.ts',
  'tests/machines/trackerEnvParsers.test.ts',
  'tests/machines/twoFactor.model.test.ts',
  'tests/machines/userAdmin.model.test.ts',
  'tests/unit/api/bigJson.test.ts',
  'tests/unit/api/early.test.ts',
  'tests/unit/mocks/indexedHandlers.test.ts',
  'tests/unit/mocks/persist.test.ts',
  // and every file in tests/unit/rules and tests/unit/mocks/rules
  'tests/unit/security/abuseLimits.test.ts',
  'tests/unit/security/validators.test.ts',
];

const SETUP = 'tests/setup.ts';
const SHARED = 'tests/mutation/sharedWorker.ts';
const root = fileURLToPath(new URL('../..', import.meta.url));
// STRYKER_TESTS (comma-separated files or folders) narrows the tests for a scoped run.
const wanted = process.env.STRYKER_TESTS?.split(',').map((p) => p.replace(/\/$/, ''));
const tests = ['tests/unit', 'tests/machines']
  .flatMap((dir) => readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
  .filter((file) => /\.test\.tsx?$/.test(file) && !REAL_HTTP.includes(file))
  .filter((file) => !wanted || wanted.some((prefix) => file === prefix || file.startsWith(`${prefix}/`)))
  .sort();
const isLight = (file: string) => LIGHT.includes(file) || /^tests\/unit\/(mocks\/)?rules\/[^/]+\.test\.ts$/.test(file);
// vi.mock replaces a module for the file that asks; in a worker whose files share modules it would
// find the real one already loaded by an earlier file. Those files keep a worker of their own.
// faults.test.ts times a slow answer with fake timers, which only holds in a worker of its own
// (after other files in a shared worker its 300 ms never end).
const OWN_WORKER = ['tests/unit/mocks/faults.test.ts'];
const mocksModules = (file: string) =>
  OWN_WORKER.includes(file) || /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(root, file), 'utf8'));
const groups = [
  {
    name: 'light',
    environment: 'node',
    setupFiles: [SHARED],
    isolate: false,
    files: tests.filter((f) => isLight(f) && !mocksModules(f)),
  },
  {
    name: 'light-mocking',
    environment: 'node',
    setupFiles: [],
    isolate: true,
    files: tests.filter((f) => isLight(f) && mocksModules(f)),
  },
  {
    name: 'simulator',
    environment: 'jsdom',
    setupFiles: [SHARED, SETUP],
    isolate: false,
    files: tests.filter((f) => !isLight(f) && !mocksModules(f)),
  },
  {
    name: 'simulator-mocking',
    environment: 'jsdom',
    setupFiles: [SETUP],
    isolate: true,
    files: tests.filter((f) => !isLight(f) && mocksModules(f)),
  },
];

export default defineConfig({
  plugins: base.plugins,
  resolve: base.resolve,
  test: {
    globals: true,
    testTimeout: 60_000,
    // Hooks too: a seeded simulator started per test (tests/unit/security/simServer.ts) took over
    // the default 10 s at load 24.
    hookTimeout: 60_000,
    pool: 'threads',
    server: base.test?.server,
    projects: groups
      .filter((group) => group.files.length > 0)
      .map(({ files, ...test }) => ({ extends: true, test: { ...test, include: files } })),
  },
});
