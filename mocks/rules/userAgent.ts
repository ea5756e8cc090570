/** What a signed-in session is called in 登录设备与会话: the device and browser a User-Agent names. */

const DEVICES: ReadonlyArray<readonly [RegExp, string]> = [
  [/iPad/, 'iPad'],
  [/iPhone/, 'iPhone'],
  [/Android.*Mobile|Mobile.*Android/, 'Android 手机'],
  [/Android/, 'Android 平板'],
  [/Windows/, 'Windows 电脑'],
  [/Macintosh|Mac OS X/, 'Mac 电脑'],
  [/CrOS/, 'Chromebook'],
  [/Linux/, 'Linux 电脑'],
];

// Order matters: Edge and Opera say Chrome too, Chrome says Safari, and a headless Chromium says neither.
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Edg\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/MicroMessenger\/(\d+)/, '微信'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/HeadlessChrome\/(\d+)/, 'Chrome'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari/, 'Safari'],
];

export interface DeviceInfo {
  device: string;
  browser: string;
}

export function describeUserAgent(userAgent: string | null): DeviceInfo {
  const ua = userAgent ?? '';
  const device = DEVICES.find(([pattern]) => pattern.test(ua))?.[1] ?? '未知设备';
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) return { device, browser: `${name} ${match[1]}` };
  }
  // curl, an SDK, a script: named by its product token.
  const product = /^([\w.-]+)\/([\d.]+)/.exec(ua);
  return { device, browser: product ? `${product[1]} ${product[2]}` : '未知浏览器' };
}
