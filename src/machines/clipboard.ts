/**
 * A copy button's flow: write to the clipboard, show 已复制 for a moment, then go back.
 * A failed write (no permission, insecure page) shows 复制失败 the same way.
 */
import { assign, fromPromise, setup } from 'xstate';

export const COPIED = '已复制';
export const COPY_FAILED = '复制失败';

export const clipboardMachine = setup({
  types: {} as { context: { text: string }; events: { type: 'COPY'; text: string } },
  actors: { writeClipboard: fromPromise(({ input }: { input: string }) => navigator.clipboard.writeText(input)) },
  delays: { FEEDBACK_MS: 2000 },
}).createMachine({
  id: 'clipboard',
  context: { text: '' },
  initial: 'idle',
  on: { COPY: { target: '.copying', actions: assign({ text: ({ event }) => event.text }) } },
  states: {
    idle: {},
    copying: {
      invoke: {
        id: 'writeClipboard',
        src: 'writeClipboard',
        input: ({ context }) => context.text,
        onDone: 'copied',
        onError: 'failed',
      },
    },
    copied: { after: { FEEDBACK_MS: 'idle' } },
    failed: { after: { FEEDBACK_MS: 'idle' } },
  },
});
