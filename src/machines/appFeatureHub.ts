import { setup, type AnyActorRef } from 'xstate';

/**
 * The feature hub's one flow: a signed-in user without experience authorization is offered the
 * activation (code-entry) dialog 10 ms after the hub knows it (SPEC section 2); later they can
 * open it again from the page. Until the session has loaded the hub cannot tell, so it waits:
 * prompting then would bother every authorized user who opens the hub directly.
 * The dialog itself is the app's `activation` actor, handed in by the page (the hub runs as its
 * own actor, outside the app's system).
 */
export const ACTIVATION_PROMPT_MS = 10;

export type FeatureHubEvent =
  { type: 'FEATURE_HUB.ACTIVATE' } | { type: 'FEATURE_HUB.AUTHORIZED' } | { type: 'FEATURE_HUB.UNAUTHORIZED' };

export interface FeatureHubInput {
  /** undefined while the session is still loading. */
  authorized?: boolean;
  activation?: AnyActorRef;
}

export const appFeatureHubMachine = setup({
  types: {} as {
    /** `authorized`: what the session said when the hub started; later answers come as events. */
    context: { authorized?: boolean; activation?: AnyActorRef };
    events: FeatureHubEvent;
    input: FeatureHubInput;
  },
  delays: { ACTIVATION_PROMPT: ACTIVATION_PROMPT_MS },
  guards: {
    authorized: ({ context }) => context.authorized === true,
    unauthorized: ({ context }) => context.authorized === false,
  },
  actions: {
    openActivation: ({ context }) => context.activation?.send({ type: 'ACTIVATION.OPEN' }),
  },
}).createMachine({
  id: 'appFeatureHub',
  context: ({ input }) => ({ authorized: input.authorized, activation: input.activation }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'authorized', target: 'authorized' },
        { guard: 'unauthorized', target: 'waiting' },
        { target: 'unknown' },
      ],
    },
    unknown: {
      on: {
        'FEATURE_HUB.AUTHORIZED': 'authorized',
        'FEATURE_HUB.UNAUTHORIZED': 'waiting',
      },
    },
    waiting: {
      after: { ACTIVATION_PROMPT: { target: 'unauthorized', actions: 'openActivation' } },
      on: { 'FEATURE_HUB.AUTHORIZED': 'authorized' },
    },
    unauthorized: {
      on: {
        'FEATURE_HUB.ACTIVATE': { actions: 'openActivation' },
        'FEATURE_HUB.AUTHORIZED': 'authorized',
      },
    },
    authorized: {},
  },
});
