import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { browserUse, sharedConfig } from '../e2e/sharedConfig';

/**
 * The deployment test: the real-mode build behind nginx, the simulator as an HTTP server.
 * scripts/deploy-test.mjs (npm run test:deploy) builds, starts both and sets DEPLOY_URL and
 * SIM_URL; a separate config so the normal e2e run never includes it. It lives next to its specs
 * (paths below are relative to this folder) so typecheck and lint cover it with the tests.
 */
export default defineConfig({
  testDir: '.',
  // Not under test-results/: a normal e2e run empties that folder, even while this one runs.
  outputDir: process.env.DEPLOY_RESULTS ?? join(tmpdir(), 'portal-deploy-results'),
  ...sharedConfig,
  // One simulator world shared by every test: they reset it, so they must not overlap.
  workers: 1,
  use: { ...browserUse, baseURL: process.env.DEPLOY_URL ?? 'http://localhost:4306' },
});
