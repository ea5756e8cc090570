import type { PlaywrightTestConfig } from '@playwright/test';

/**
 * What every end-to-end run shares (the demo build's and the deployment's): the time limits, one
 * test at a time per file, the report, and the browser, a Chinese desktop in Shanghai.
 */
export const sharedConfig = {
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
} satisfies PlaywrightTestConfig;

export const browserUse: PlaywrightTestConfig['use'] = {
  locale: 'zh-CN',
  screenshot: 'only-on-failure',
  timezoneId: 'Asia/Shanghai',
  viewport: { width: 1440, height: 900 },
  launchOptions: {
    // Debian's Chromium; a browser download is neither possible nor wanted here.
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};
