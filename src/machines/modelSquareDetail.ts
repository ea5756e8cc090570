/** One model's detail page: load by id, show a not-found or error state with retry. */
import { assign, fromPromise, setup } from 'xstate';
import { ApiError, errorMessage } from '../api/http';
import { getModelListing, type ModelDetailListing } from '../api/model';

export const MODEL_ID_MISSING = '未指定模型';

export const modelDetailMachine = setup({
  types: {} as {
    context: { id: string; model?: ModelDetailListing; error?: string };
    events: { type: 'DETAIL.RETRY' } | { type: 'DETAIL.LOAD'; id: string };
    input: { id: string };
  },
  actors: { loadModel: fromPromise(({ input }: { input: string }) => getModelListing(input)) },
  guards: {
    hasId: ({ context }) => context.id.length > 0,
    isMissing: (_, error: unknown) => error instanceof ApiError && error.code === 404,
  },
}).createMachine({
  id: 'modelDetail',
  context: ({ input }) => ({ id: input.id }),
  initial: 'checking',
  on: {
    'DETAIL.LOAD': {
      target: '.checking',
      reenter: true,
      actions: assign({ id: ({ event }) => event.id, model: undefined, error: undefined }),
    },
  },
  states: {
    checking: {
      always: [
        { guard: 'hasId', target: 'loading' },
        { target: 'notFound', actions: assign({ error: MODEL_ID_MISSING }) },
      ],
    },
    loading: {
      invoke: {
        id: 'loadModel',
        src: 'loadModel',
        input: ({ context }) => context.id,
        onDone: { target: 'ready', actions: assign({ model: ({ event }) => event.output, error: undefined }) },
        onError: [
          {
            guard: { type: 'isMissing', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'notFound',
            actions: assign({ error: ({ event }) => errorMessage(event.error) }),
          },
          { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    ready: {},
    notFound: {},
    failed: { on: { 'DETAIL.RETRY': 'loading' } },
  },
});
