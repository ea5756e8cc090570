import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { resetSimulator } from '../../../mocks/node';
import { startApp, systemActor } from '../../../src/machines/app';
import { clearToken, storeToken } from '../../../src/machines/credentials';
import { feedbackMessages } from '../../../src/domain/feedback';
import { FeedbackDialog } from '../../../src/ui/dialogs/FeedbackDialog';
import { renderWithApp } from '../../render';
import { loginAs } from '../../unit/mocks/client';
import { pathsThroughEveryTransition } from '../../machines/modelHarness';

// A path is several screens long: seconds alone, up to 47 s measured at load 25 (two suites and
// mutation runs on two cores); the bound leaves room for that, a passing path never waits for it.
vi.setConfig({ testTimeout: 120_000 });

/**
 * The feedback dialog's four views as SPEC section 2 tells them, written apart from the code:
 * fill in, success, history list, history detail. It opens on the history while a platform
 * answer is unread, otherwise on the form; Back goes from the detail to the list and from the
 * list to the form; reading the unread thread is what makes it read.
 *
 * Each path is walked through the screen — the dialog rendered in the app, clicked with
 * user-event, answered by the simulator — for dev_ent, whose seeded feedback has one unread
 * platform answer. Every state checks what the user sees.
 */
interface ModelContext {
  unread: boolean;
}

const feedbackModel = createMachine({
  types: {} as { context: ModelContext; events: { type: string } },
  id: 'feedback',
  context: { unread: true },
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: [{ guard: ({ context }) => context.unread, target: 'list' }, { target: 'form' }] },
    },
    form: { on: { SEND_FEEDBACK: 'success', HISTORY: 'list', CLOSE: 'closed' } },
    success: { on: { WRITE_ANOTHER: 'form', HISTORY: 'list', CLOSE: 'closed' } },
    list: {
      on: {
        OPEN_THREAD: { target: 'detail', actions: assign({ unread: false }) },
        BACK: 'form',
        CLOSE: 'closed',
      },
    },
    detail: { on: { BACK: 'list', CLOSE: 'closed' } },
  },
});

const dialog = () => screen.getByRole('dialog');
const heading = (name: string) => within(dialog()).findByRole('heading', { name });

/** What the user sees in each view. */
const SEES: Record<string, (context: ModelContext) => Promise<void>> = {
  closed: async () => {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
  form: async () => {
    await heading('意见反馈');
    expect(await within(dialog()).findByLabelText(/反馈内容/)).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: '返回' })).toBeNull();
  },
  success: async () => {
    expect((await within(dialog()).findByRole('status')).textContent).toBe(feedbackMessages.sent);
    expect(within(dialog()).queryByRole('button', { name: '返回' })).toBeNull();
  },
  list: async ({ unread }) => {
    await heading('历史反馈');
    expect((await within(dialog()).findAllByRole('listitem')).length).toBeGreaterThan(0);
    expect(within(dialog()).getByRole('button', { name: '返回' })).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog()).queryAllByRole('button', { name: /^有新回复/ }).length > 0).toBe(unread),
    );
  },
  detail: async () => {
    await heading('反馈详情');
    expect(await within(dialog()).findByText('我的反馈')).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: '返回' })).toBeTruthy();
  },
};

async function openScreen() {
  storeToken(await loginAs('dev_ent'));
  const app = startApp();
  const user = userEvent.setup();
  let rendered = false;
  const feedback = () => systemActor(app, 'feedback');
  return {
    OPEN: async () => {
      act(() => feedback().send({ type: 'FEEDBACK.OPEN' }));
      // The flow loads with its first opening; the view (as DialogsHost mounts it) follows.
      if (!rendered) {
        await waitFor(() => expect(app.system.get('feedbackFlow')).toBeDefined());
        renderWithApp(<FeedbackDialog />, { app });
        rendered = true;
      }
      await screen.findByRole('dialog');
    },
    CLOSE: () => user.click(within(dialog()).getByRole('button', { name: '关闭' })),
    HISTORY: async () => user.click(await within(dialog()).findByRole('button', { name: /历史反馈/ })),
    BACK: () => user.click(within(dialog()).getByRole('button', { name: '返回' })),
    WRITE_ANOTHER: () => user.click(within(dialog()).getByRole('button', { name: '继续反馈' })),
    SEND_FEEDBACK: async () => {
      fireEvent.change(within(dialog()).getByLabelText(/反馈类型/), { target: { value: '2' } });
      fireEvent.change(within(dialog()).getByLabelText(/反馈内容/), { target: { value: '希望文档支持深色模式' } });
      await user.click(within(dialog()).getByRole('button', { name: '提交' }));
    },
    OPEN_THREAD: async () => {
      const unread = within(dialog()).queryAllByRole('button', { name: /^有新回复/ });
      const rows = unread.length
        ? unread
        : within(dialog())
            .getAllByRole('listitem')
            .map((row) => within(row).getByRole('button'));
      await user.click(rows[0]);
    },
  };
}

describe('feedback dialog, SPEC model through the screen', () => {
  beforeEach(async () => {
    await resetSimulator();
    clearToken();
  });

  const model = createTestModel(feedbackModel);
  const paths = pathsThroughEveryTransition(model);

  it('walks every view of the model', () => {
    expect(new Set(paths.flatMap((p) => p.steps.map((s) => s.state.value)))).toEqual(new Set(Object.keys(SEES)));
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_d, path) => {
    const steps = await openScreen();
    await path.test({
      events: steps as never,
      states: Object.fromEntries(
        Object.entries(SEES).map(([view, sees]) => [view, (s: { context: ModelContext }) => sees(s.context)]),
      ) as never,
    });
  });
});
