import { defineConfig } from '@playwright/test';
import { browserUse, sharedConfig } from './tests/e2e/sharedConfig';

// Several builds can be tested side by side: each on its own port and output folder.
const port = Number(process.env.E2E_PORT ?? 4173);
const dist = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  ...sharedConfig,
  workers: 2,
  use: { ...browserUse, baseURL: `http://localhost:${port}` },
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --outDir ${dist}`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
