/**
 * msw's cookie store refuses to load outside Node without `localStorage`, where it would keep
 * cookies that mocked responses set. A service worker has no localStorage, and the simulator's
 * handlers set no cookies (the token travels in a header), so a Storage in memory is all it needs.
 * Imported before msw.
 */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

if (typeof localStorage === 'undefined') Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage() });
