import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { assign, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ExperienceCenterPage } from '../../../../src/ui/pages/console/ExperienceCenterPage';
import { pathsThroughEveryTransition } from '../../../machines/modelHarness';
import { holdChatStreams } from '../../heldStream';
import { renderSignedIn, serveSimulator } from '../../signedIn';

serveSimulator();
// A path is several screens long: seconds alone, up to 47 s measured at load 25 (two suites and
// mutation runs on two cores); the bound leaves room for that, a passing path never waits for it.
vi.setConfig({ testTimeout: 120_000 });

/**
 * The experience centre's conversation (SPEC sections 1, 2 and 7: try the models; the chat
 * gateway streams its answer), written apart from the code: a question is answered word by
 * word; the user may stop the answer (the words so far stay, marked 已停止生成) or, once it ended
 * or stopped, have it written again (重新生成 replaces it, the question stays); a failure says
 * what the gateway said and offers 重试; 新对话 starts afresh; what the user asked stays in order.
 *
 * Walked through the page with the stream held by the test, which writes the words, the end or
 * the failure; every state checks the questions, the last answer and the buttons offered.
 */
interface ModelContext {
  questions: number;
  /** The current answer has words. */
  words: boolean;
}
const answering = (questions: (c: ModelContext) => number) =>
  ({
    target: 'answering',
    actions: assign(({ context }: { context: ModelContext }) => ({ questions: questions(context), words: false })),
  }) as never;
const ask = answering((c) => c.questions + 1);
const again = answering((c) => c.questions);
const startOver = { target: 'empty', actions: assign({ questions: 0, words: false }) } as never;
const askable = ({ context }: { context: ModelContext }) => context.questions < 2;

const chatModel = createMachine({
  types: {} as { context: ModelContext; events: { type: string } },
  id: 'chat',
  context: { questions: 0, words: false },
  initial: 'empty',
  states: {
    empty: { on: { ASK: ask } },
    answering: {
      on: {
        WORDS_ARRIVE: { actions: assign({ words: true }) as never },
        ANSWER_ENDS: { guard: ({ context }) => context.words, target: 'answered' },
        STOP: 'stopped',
        GATEWAY_FAILS: 'failed',
      },
    },
    answered: { on: { ASK: { ...(ask as object), guard: askable }, REGENERATE: again, NEW_CONVERSATION: startOver } },
    stopped: { on: { ASK: { ...(ask as object), guard: askable }, REGENERATE: again, NEW_CONVERSATION: startOver } },
    failed: { on: { RETRY: again, NEW_CONVERSATION: startOver } },
  },
});

const WORDS = '巡检结果：一切正常。';
const FAILURE = '模型服务繁忙，请稍后重试';
const PAGE = '/console/experience-center';

const log = () => screen.getByRole('log', { name: '对话记录' });
const questions = () =>
  within(log())
    .queryAllByTestId('chat-question')
    .map((q) => q.textContent);
const lastAnswer = () => within(log()).getAllByTestId('chat-answer').at(-1)!;
const button = (name: string) => screen.queryByRole('button', { name });

describe('experience chat, model through the screen', () => {
  const model = createTestModel(chatModel);
  const paths = pathsThroughEveryTransition(model);

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_d, path) => {
    const stream = holdChatStreams();
    const { user } = await renderSignedIn(<ExperienceCenterPage />, 'dev_ent', PAGE);
    await screen.findByLabelText('输入问题');
    let requests = 0;
    /** The page asked the gateway once more. */
    const newRequest = async () => {
      requests += 1;
      await waitFor(() => expect(stream.asked()).toBe(requests));
    };
    const asked = (n: number) => Array.from({ length: n }, (_, i) => `问题${i + 1}`);
    const status = (expected: string) => waitFor(() => expect(lastAnswer().getAttribute('data-status')).toBe(expected));
    await path.test({
      events: {
        ASK: async () => {
          await user.type(screen.getByLabelText('输入问题'), `问题${questions().length + 1}`);
          await user.click(screen.getByRole('button', { name: '发送' }));
          await newRequest();
        },
        WORDS_ARRIVE: () => stream.write(WORDS),
        ANSWER_ENDS: () => stream.end(),
        GATEWAY_FAILS: () => stream.fail(FAILURE),
        STOP: () => user.click(screen.getByRole('button', { name: '停止生成' })),
        REGENERATE: async () => {
          await user.click(within(lastAnswer()).getByRole('button', { name: '重新生成' }));
          await newRequest();
        },
        RETRY: async () => {
          await user.click(within(screen.getByRole('alert')).getByRole('button', { name: '重试' }));
          await newRequest();
        },
        NEW_CONVERSATION: () => user.click(screen.getByRole('button', { name: '新对话' })),
      } as never,
      states: {
        empty: async () => {
          await waitFor(() => expect(questions()).toEqual([]));
          expect(within(log()).getByText('试试这些问题：')).toBeTruthy();
          expect(button('新对话')).toHaveProperty('disabled', true);
        },
        answering: async ({ context }: { context: ModelContext }) => {
          await status('streaming');
          expect(questions()).toEqual(asked(context.questions));
          if (context.words) await waitFor(() => expect(lastAnswer().textContent).toContain(WORDS));
          else expect(within(lastAnswer()).getByText('正在思考…')).toBeTruthy();
          expect(button('停止生成')).toBeTruthy();
          expect(button('发送')).toBeNull();
        },
        answered: async ({ context }: { context: ModelContext }) => {
          await status('done');
          expect(questions()).toEqual(asked(context.questions));
          expect(lastAnswer().textContent).toContain(WORDS);
          expect(within(lastAnswer()).getByRole('button', { name: '重新生成' })).toBeTruthy();
          expect(screen.queryByRole('alert')).toBeNull();
        },
        stopped: async ({ context }: { context: ModelContext }) => {
          await status('stopped');
          expect(questions()).toEqual(asked(context.questions));
          expect(within(lastAnswer()).getByText('已停止生成')).toBeTruthy();
          expect(lastAnswer().textContent?.includes(WORDS)).toBe(context.words);
          expect(within(lastAnswer()).getByRole('button', { name: '重新生成' })).toBeTruthy();
          // The page let go of the stream.
          await waitFor(() => expect(stream.released()).toBe(true));
        },
        failed: async ({ context }: { context: ModelContext }) => {
          const alert = await screen.findByRole('alert');
          expect(alert.textContent).toContain(FAILURE);
          expect(within(alert).getByRole('button', { name: '重试' })).toBeTruthy();
          expect(questions()).toEqual(asked(context.questions));
        },
      } as never,
    });
  });
});
