/**
 * One writer across the demo's tabs without a trip to the browser process per write. A tab
 * takes the writer's Web Lock once and keeps it (the lease) while it writes and no other tab
 * asks; a tab that needs to write says so on a BroadcastChannel and requests the lock, and the
 * holder lets go as soon as its unit of work is done (at once when idle, or when hidden, where
 * it might be frozen). Every commit happens under the lock, so while a tab holds the lease
 * without a break no other tab can have stored anything: its next unit of work need not catch up.
 */
import { localMutex } from './store';

/** A unit of work; `unbroken` is true when this tab has held the lock since its previous one. */
export type LeasedWork<T> = (unbroken: boolean) => Promise<T>;

/** What the lease needs of the browser: the Web Locks API and a channel shared by the tabs. */
export interface LeaseEnvironment {
  locks: Pick<LockManager, 'request'>;
  channel: Pick<BroadcastChannel, 'postMessage' | 'addEventListener'>;
  /** A hidden page (which the browser may freeze) gives the lease back after every unit of work. */
  visibility?: { hidden(): boolean; onHide(listener: () => void): void };
}

/** How often a tab waiting for the lock asks again, in case the holder took it back before hearing it. */
export const ASK_AGAIN_MS = 100;

const WANT = 'want';

export function writerLease(
  name: string,
  { locks, channel, visibility }: LeaseEnvironment,
): <T>(work: LeasedWork<T>) => Promise<T> {
  const local = localMutex();
  /** Ends the lock's callback (gives the lock back); set while the lease is held. */
  let release: (() => void) | undefined;
  let busy = false;
  let wanted = false;

  const letGo = () => {
    wanted = false;
    release?.();
    release = undefined;
  };
  const letGoWhenIdle = () => {
    wanted = true;
    if (!busy) letGo();
  };
  channel.addEventListener('message', (event) => {
    if ((event as MessageEvent).data === WANT) letGoWhenIdle();
  });
  visibility?.onHide(letGoWhenIdle);

  function take(): Promise<void> {
    return new Promise<void>((granted, failed) => {
      channel.postMessage(WANT);
      const askAgain = setInterval(() => channel.postMessage(WANT), ASK_AGAIN_MS);
      locks
        .request(name, () => {
          clearInterval(askAgain);
          granted();
          return new Promise<void>((resolve) => {
            release = resolve;
          });
        })
        .catch((error: unknown) => {
          clearInterval(askAgain);
          failed(error instanceof Error ? error : new Error(String(error)));
        });
    });
  }

  return (work) =>
    local(async () => {
      busy = true;
      try {
        const unbroken = release !== undefined;
        if (!unbroken) await take();
        return await work(unbroken);
      } finally {
        busy = false;
        if (wanted || visibility?.hidden()) letGo();
      }
    });
}
