import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * A list's filters live in the URL query (shareable, survive reload, back/forward work).
 * `set` merges a patch; empty values are dropped so the URL stays clean.
 */
export function useUrlFilters(): [URLSearchParams, (patch: Record<string, string | undefined>) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (patch: Record<string, string | undefined>) => {
      const next = new URLSearchParams(search);
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      const query = next.toString();
      navigate(query ? `${location}?${query}` : location);
    },
    [search, location, navigate],
  );
  return [params, set];
}

/** A positive integer from the query, or undefined. */
export function numberParam(params: URLSearchParams, key: string): number | undefined {
  const n = Number(params.get(key));
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

export function dateParam(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key) ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

export function monthParam(params: URLSearchParams, key = 'month'): string | undefined {
  const value = params.get(key) ?? '';
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : undefined;
}
