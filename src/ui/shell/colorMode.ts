import { useSyncExternalStore } from 'react';

/**
 * Light, dark or the system's: the visitor's choice, kept in localStorage. index.html applies it
 * before the first paint with the same key and the same rule (an inline script, so there is no
 * flash of the wrong theme); this module keeps it applied afterwards. Chakra's semantic tokens
 * switch on the `dark` class of <html> (its `_dark` condition), which is all next-themes would set.
 */
export type ColorModeChoice = 'light' | 'dark' | 'system';
export type ColorMode = 'light' | 'dark';

export const COLOR_MODE_KEY = 'ai-portal-color-mode';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export const COLOR_MODE_LABEL: Record<ColorModeChoice, string> = { light: '浅色', dark: '深色', system: '跟随系统' };

const isChoice = (value: unknown): value is ColorModeChoice =>
  value === 'light' || value === 'dark' || value === 'system';

export function readChoice(): ColorModeChoice {
  try {
    const stored = localStorage.getItem(COLOR_MODE_KEY);
    return isChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

const systemIsDark = () => typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

export const resolveMode = (choice: ColorModeChoice): ColorMode =>
  choice === 'system' ? (systemIsDark() ? 'dark' : 'light') : choice;

function apply(mode: ColorMode) {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
}

const listeners = new Set<() => void>();
let snapshot: { choice: ColorModeChoice; mode: ColorMode } | undefined;

function refresh() {
  const choice = readChoice();
  const mode = resolveMode(choice);
  apply(mode);
  if (snapshot?.choice !== choice || snapshot.mode !== mode) snapshot = { choice, mode };
  listeners.forEach((l) => l());
}

export function setColorMode(choice: ColorModeChoice): void {
  try {
    localStorage.setItem(COLOR_MODE_KEY, choice);
  } catch {
    // Private windows may refuse storage: the choice then lasts until the page is left.
  }
  refresh();
}

/** The palette's 切换主题: the other of the two modes on screen, kept as an explicit choice. */
export const toggleColorMode = (): void => setColorMode(resolveMode(readChoice()) === 'dark' ? 'light' : 'dark');

const onStorage = (e: StorageEvent) => e.key === COLOR_MODE_KEY && refresh();

let watched: MediaQueryList | undefined;

function subscribe(onChange: () => void) {
  // 跟随系统 follows the system while the page is open; another tab's choice is taken over too.
  if (listeners.size === 0) {
    // What changed while nobody watched (another tab, the system) is read again.
    refresh();
    watched = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
    watched?.addEventListener('change', refresh);
    window.addEventListener('storage', onStorage);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    watched?.removeEventListener('change', refresh);
    window.removeEventListener('storage', onStorage);
  };
}

const getSnapshot = () => {
  if (!snapshot) refresh();
  return snapshot!;
};

/** What pages prerendered at build time (src/prerender) show; hydration then takes the visitor's. */
const PRERENDERED: { choice: ColorModeChoice; mode: ColorMode } = { choice: 'system', mode: 'light' };

export function useColorMode(): { choice: ColorModeChoice; mode: ColorMode } {
  return useSyncExternalStore(subscribe, getSnapshot, () => PRERENDERED);
}
