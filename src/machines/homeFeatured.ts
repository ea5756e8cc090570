import { assign, fromPromise, setup } from 'xstate';
import { getFeatured } from '../api/home';
import type { Featured } from '../domain/types/home.types';

/**
 * The home page's featured models and apps. The page carries them (a guest asks no API for them,
 * SPEC section 7); a signed-in user's page asks for them fresh once, and keeps what it carries
 * if that fails.
 */
export const homeFeaturedMachine = setup({
  types: {} as { context: { featured: Featured }; input: { featured: Featured }; events: { type: 'FEATURED.REFRESH' } },
  actors: { loadFeatured: fromPromise<Featured>(() => getFeatured()) },
}).createMachine({
  id: 'homeFeatured',
  context: ({ input }) => ({ featured: input.featured }),
  initial: 'carried',
  states: {
    carried: { on: { 'FEATURED.REFRESH': 'refreshing' } },
    refreshing: {
      invoke: {
        id: 'loadFeatured',
        src: 'loadFeatured',
        onDone: { target: 'fresh', actions: assign({ featured: ({ event }) => event.output }) },
        onError: 'fresh',
      },
    },
    fresh: {},
  },
});
