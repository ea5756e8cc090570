import { setup } from 'xstate';
import { sendToSystem } from './system';

/**
 * The feature hub's one flow: a visitor without experience authorization is offered the
 * activation (code-entry) dialog 10 ms after the hub opens (SPEC section 2); later they can
 * open it again from the page. The dialog itself is the `activation` system actor.
 */
export const ACTIVATION_PROMPT_MS = 10;

export type FeatureHubEvent = { type: 'FEATURE_HUB.ACTIVATE' } | { type: 'FEATURE_HUB.AUTHORIZED' };

export const appFeatureHubMachine = setup({
  types: {} as { context: { authorized: boolean }; events: FeatureHubEvent; input: { authorized: boolean } },
  delays: { ACTIVATION_PROMPT: ACTIVATION_PROMPT_MS },
  guards: { authorized: ({ context }) => context.authorized },
  actions: {
    openActivation: ({ system }) => sendToSystem(system, 'activation', { type: 'ACTIVATION.OPEN' }),
  },
}).createMachine({
  id: 'appFeatureHub',
  context: ({ input }) => ({ authorized: input.authorized }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'authorized', target: 'authorized' }, { target: 'waiting' }] },
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
