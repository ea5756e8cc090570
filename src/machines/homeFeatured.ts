import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../api/http';
import { getFeatured } from '../api/home';
import type { Featured } from '../api/types';

/** The home page's featured models and apps: public, loaded once, retried on demand. */
export const homeFeaturedMachine = setup({
  types: {} as { context: { featured?: Featured; error?: string }; events: { type: 'FEATURED.RETRY' } },
  actors: { loadFeatured: fromPromise<Featured>(() => getFeatured()) },
}).createMachine({
  id: 'homeFeatured',
  context: {},
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadFeatured',
        src: 'loadFeatured',
        onDone: { target: 'ready', actions: assign({ featured: ({ event }) => event.output, error: undefined }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    ready: {},
    failed: { on: { 'FEATURED.RETRY': 'loading' } },
  },
});
