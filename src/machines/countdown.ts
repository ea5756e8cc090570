/**
 * Seconds left until an instant, ticking once a second on the portal's clock (the simulator's in
 * demo mode) and finishing at zero: when a refused call's limit lifts, when a rotated key's old
 * secret stops working. Re-read from the clock on every tick, so a moved clock shows at once.
 */
import { assign, setup } from 'xstate';
import { secondsUntil } from '../domain/limitStack';
import { now } from './clock';

export interface CountdownContext {
  until: string;
  seconds: number;
}

export const countdownMachine = setup({
  types: {} as { context: CountdownContext; input: { until: string } },
  delays: { TICK: 1000 },
  guards: { over: ({ context }) => context.seconds <= 0 },
  actions: { tick: assign({ seconds: ({ context }) => secondsUntil(context.until, now()) }) },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => ({ until: input.until, seconds: secondsUntil(input.until, now()) }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'over', target: 'done' }, { target: 'running' }] },
    running: { after: { TICK: { target: 'checking', actions: 'tick' } } },
    done: { type: 'final' },
  },
});
