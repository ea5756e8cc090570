/** The pages last visited in this browser, most recent first, for the command palette. */
const STORAGE_KEY = 'ai-portal-recent-pages';
export const RECENT_LIMIT = 5;

export function readRecentPages(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((p): p is string => typeof p === 'string').slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

export function rememberPage(path: string): void {
  const next = [path, ...readRecentPages().filter((p) => p !== path)].slice(0, RECENT_LIMIT);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or denied (private mode): the palette just has no recent pages.
  }
}
