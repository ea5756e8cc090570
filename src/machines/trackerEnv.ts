/**
 * What the analytics collector wants to know about the visitor's browser and page, read from
 * the user agent and the window. Pure parsers, so they are tested without a browser.
 */

export function browserOf(ua: string): string {
  const rules: [RegExp, string][] = [
    [/Edg(?:e|A|iOS)?\/([\d.]+)/, 'Edge'],
    [/MicroMessenger\/([\d.]+)/, 'WeChat'],
    [/(?:OPR|Opera)\/([\d.]+)/, 'Opera'],
    [/(?:Chrome|CriOS|Chromium)\/([\d.]+)/, 'Chrome'],
    [/(?:Firefox|FxiOS)\/([\d.]+)/, 'Firefox'],
    [/Version\/([\d.]+).*Safari/, 'Safari'],
  ];
  for (const [pattern, name] of rules) {
    const m = pattern.exec(ua);
    if (m) return `${name} ${m[1].split('.')[0]}`;
  }
  return 'Unknown';
}

export function osOf(ua: string): string {
  if (/Windows NT/.test(ua)) return 'Windows';
  if (/iPhone|iPad|iPod/.test(ua)) return 'iOS';
  if (/Mac OS X/.test(ua)) return 'macOS';
  if (/Android/.test(ua)) return 'Android';
  if (/HarmonyOS/.test(ua)) return 'HarmonyOS';
  if (/Linux|X11/.test(ua)) return 'Linux';
  return 'Unknown';
}

export interface PageInfo {
  path: string;
  title: string;
  url: string;
  referrer: string;
}

export function pageInfo(): PageInfo {
  return {
    path: window.location.pathname,
    title: document.title,
    url: window.location.href,
    referrer: document.referrer,
  };
}

export function environment() {
  const ua = navigator.userAgent;
  return {
    browser: browserOf(ua),
    os: osOf(ua),
    screen: `${window.screen.width}x${window.screen.height}`,
    viewport: `${window.innerWidth}x${window.innerHeight}`,
    language: navigator.language,
    page: pageInfo(),
  };
}

/** Admin console and docs are not tracked (SPEC section 9). */
const untracked = [/^\/mgmt-console(\/|$)/, /^\/docs-center(\/|$)/, /^\/docs(\/|$)/];
export const isTrackedPath = (path: string): boolean => !untracked.some((p) => p.test(path));

/** A unique event id; randomUUID needs a secure context, so plain http hosts fall back. */
export function newEventId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * A delegated click: `data-track="module.name"` on the element or an ancestor, and every other
 * `data-track-<key>` attribute as a prop. Other screens opt in without importing anything.
 */
export function trackOfElement(
  target: EventTarget | null,
): { module: string; name: string; props: Record<string, string> } | undefined {
  const el = target instanceof Element ? target.closest<HTMLElement>('[data-track]') : null;
  const spec = el?.dataset.track;
  if (!el || !spec) return undefined;
  const dot = spec.indexOf('.');
  const [module, name] = dot > 0 ? [spec.slice(0, dot), spec.slice(dot + 1)] : ['page', spec];
  const props: Record<string, string> = {};
  for (const [key, value] of Object.entries(el.dataset)) {
    // data-track-model-id is trackModelId; data-tracker (tracker) is some other attribute.
    if (/^track[A-Z]/.test(key) && value !== undefined) {
      props[key.charAt(5).toLowerCase() + key.slice(6)] = value;
    }
  }
  return { module, name, props };
}
