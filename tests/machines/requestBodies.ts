import { afterEach, beforeEach } from 'vitest';
import { server } from '../../mocks/node';

/**
 * The JSON bodies the client POSTs to paths ending in `path`, in order, for each test of the
 * calling `describe`: what a flow asked the server for, as the server receives it.
 */
export function recordBodies(path: string): () => Promise<unknown[]> {
  let bodies: Promise<unknown>[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith(path)) bodies.push(request.clone().json());
  };
  beforeEach(() => {
    bodies = [];
    server.events.on('request:start', listener);
  });
  afterEach(() => server.events.removeListener('request:start', listener));
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
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path)) {
      seen.push(request);
      arrived();
    }
  };
  beforeEach(() => {
    seen = [];
    first = new Promise<void>((resolve) => (arrived = resolve));
    server.events.on('request:start', listener);
  });
  afterEach(() => server.events.removeListener('request:start', listener));
  return { seen: () => seen, first: () => first };
}
