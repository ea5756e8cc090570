import { describe, expect, it } from 'vitest';
import { browserOf, osOf } from '../../src/machines/trackerEnv';

/** Real user agents (WeChat on Android, Opera and Firefox on desktop and iOS, HarmonyOS) and a non-browser. */
const UA = {
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160117 MMWEBSDK/20240404 MMWEBID/2307 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/112.0.0.0',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  firefoxIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  harmony:
    'Mozilla/5.0 (Phone; OpenHarmony 5.0; HarmonyOS 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0.4.300',
  curl: 'curl/8.5.0',
};

describe('browser and OS from the user agent', () => {
  it.each([
    ['WeChat on Android', UA.wechatAndroid, 'WeChat 8', 'Android'],
    ['Opera on Windows', UA.operaWindows, 'Opera 112', 'Windows'],
    ['Firefox on Linux', UA.firefoxLinux, 'Firefox 128', 'Linux'],
    ['Firefox on iOS', UA.firefoxIos, 'Firefox 127', 'iOS'],
    ['Safari on macOS', UA.safariMac, 'Safari 17', 'macOS'],
    ['the HarmonyOS browser', UA.harmony, 'Chrome 114', 'HarmonyOS'],
    ['a non-browser client', UA.curl, 'Unknown', 'Unknown'],
  ])('%s', (_name, ua, browser, os) => {
    expect(browserOf(ua)).toBe(browser);
    expect(osOf(ua)).toBe(os);
  });

  it('keeps a major version of two digits whole', () => {
    expect(browserOf(UA.wechatAndroid.replace('MicroMessenger/8.0.49', 'MicroMessenger/10.0.1'))).toBe('WeChat 10');
  });
});
