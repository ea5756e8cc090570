import { afterEach, beforeEach } from 'vitest';
import { server } from '../../mocks/node';

/**
 * Hands `take` each request the client starts to a path ending in `path`, as the server receives
 * it, for each test of the calling `describe`; `reset` runs before each test.
 */
function watchRequests(path: string, reset: () => void, take: (request: Request) => void): void {
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path)) take(request);
  };
  beforeEach(() => {
    reset();
    server.events.on('request:start', listener);
  });
  afterEach(() => server.events.removeListener('request:start', listener));
}

/**
 * The JSON bodies the client POSTs to paths ending in `path`, in order, for each test of the
 * calling `describe`: what a flow asked the server for, as the server receives it.
 */
export function recordBodies(path: string): () => Promise<unknown[]> {
  let bodies: Promise<unknown>[] = [];
  watchRequests(
    path,
    () => (bodies = []),
    (request) => {
      if (request.method === 'POST') bodies.push(request.clone().json());
    },
  );
  return () => Promise.all(bodies);
}

/**
 * The requests the client starts to paths ending in `path`, for each test of the calling
 * `describe`, as the server receives them (their abort signal included); `first()` waits for one.
 */
export function recordRequests(path: string): { seen: () => Request[]; first: () => Promise<void> } {
  let seen: Request[] = [];
  let arrived: () => void = () => undefined;
  let first = Promise.resolve();
  watchRequests(
    path,
    () => {
      seen = [];
      first = new Promise<void>((resolve) => (arrived = resolve));
    },
    (request) => {
      seen.push(request);
      arrived();
    },
  );
  return { seen: () => seen, first: () => first };
}
