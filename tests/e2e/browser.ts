import type { PlaywrightTestConfig } from '@playwright/test';

/** The browser every end-to-end run uses (the demo build's and the deployment's): a Chinese desktop in Shanghai. */
export const browserUse: PlaywrightTestConfig['use'] = {
  locale: 'zh-CN',
  screenshot: 'only-on-failure',
  timezoneId: 'Asia/Shanghai',
  viewport: { width: 1440, height: 900 },
  launchOptions: {
    // Debian's Chromium; a browser download is neither possible nor wanted here.
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
};
