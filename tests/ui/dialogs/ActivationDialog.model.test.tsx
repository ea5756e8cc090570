import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { resetSimulator } from '../../../mocks/node';
import { activationMachine, activationMessages } from '../../../src/machines/activation';
import { appMachine, systemActor, type AppActor } from '../../../src/machines/app';
import { clearToken, storeToken } from '../../../src/machines/credentials';
import { ActivationDialog } from '../../../src/ui/dialogs/ActivationDialog';
import { pathsThroughEveryTransition } from '../../machines/modelHarness';
import { renderWithApp } from '../../render';
import { loginAs } from '../../unit/mocks/client';

// A path is several screens long: seconds alone, up to 47 s measured at load 25 (two suites and
// mutation runs on two cores); the bound leaves room for that, a passing path never waits for it.
vi.setConfig({ testTimeout: 120_000 });

/**
 * Product-trial activation as SPEC sections 2, 4, 5 and 8 tell it, written apart from the code,
 * for a user whose session sets the code-dialog flag (trial_none): the dialog is forced open and
 * cannot be closed, only left by 切换账号; a code must have exactly 8 characters (邀请码格式错误);
 * the server's refusal shows and keeps what was typed; asking for a code confirms with the
 * business sentence; a good code says 激活成功, reloads permissions and detail, shows the trial's
 * end and offers 立即体验, which closes it, clears the flag and goes to the experience centre.
 *
 * Walked through the screen against the simulator. The success dialog's own 3 s jump is pushed
 * out of the way here (the machine's rule test times it on fake timers), so a slow machine can
 * never close the dialog under a check.
 */
/** What the code field holds: nothing, 7 characters, a used code with its refusal, or that code once the refusal is gone. */
type Code = 'none' | 'tooShort' | 'refused' | 'usedCode';
interface ModelContext {
  code: Code;
  asked: boolean;
}

const activationModel = createMachine({
  types: {} as { context: ModelContext; events: { type: string } },
  id: 'activation',
  context: { code: 'none', asked: false },
  initial: 'forced',
  states: {
    forced: {
      on: {
        PRESS_ESCAPE: {},
        TYPE_SEVEN_CHARACTERS: { actions: assign({ code: 'tooShort' }) as never },
        SAVE_A_USED_CODE: { actions: assign({ code: 'refused' }) as never },
        // A new request starts without the last refusal; what was typed stays.
        ASK_FOR_A_CODE: {
          actions: assign(({ context }) => ({
            asked: true,
            code: context.code === 'refused' ? 'usedCode' : context.code,
          })) as never,
        },
        SAVE_A_GOOD_CODE: 'activated',
        SWITCH_ACCOUNT: 'signedOut',
      },
    },
    activated: { on: { EXPERIENCE_NOW: 'experiencing' } },
    experiencing: {},
    signedOut: {},
  },
});

const USED_CODE = 'TRIAL005';

function startTestApp(): AppActor {
  const activation = activationMachine.provide({ delays: { SUCCESS_JUMP: 24 * 60 * 60 * 1000 } });
  return createActor(appMachine.provide({ actors: { activation } })).start() as AppActor;
}

const dialog = () => screen.getByRole('dialog', { name: '激活产品试用' });
const codeInput = () => within(dialog()).getByLabelText('邀请码') as HTMLInputElement;
const save = () => within(dialog()).getByRole('button', { name: '保存' }) as HTMLButtonElement;

function sees(app: AppActor) {
  const session = () => systemActor(app, 'session').getSnapshot();
  return {
    forced: async ({ code, asked }: ModelContext) => {
      await screen.findByRole('dialog', { name: '激活产品试用' });
      expect(within(dialog()).queryByRole('button', { name: '关闭' })).toBeNull();
      expect(within(dialog()).getByRole('button', { name: '切换账号' })).toBeTruthy();
      expect(within(dialog()).queryByText('邀请码格式错误') !== null, '邀请码格式错误').toBe(code === 'tooShort');
      expect(save().disabled, 'save disabled').toBe(code === 'none' || code === 'tooShort');
      // Every message is announced: the format message of the field and the server's refusal.
      const alerts = () =>
        within(dialog())
          .queryAllByRole('alert')
          .map((a) => a.textContent);
      if (code === 'refused') await waitFor(() => expect(alerts()).toEqual(['邀请码已被使用']));
      else expect(alerts()).toEqual(code === 'tooShort' ? ['邀请码格式错误'] : []);
      if (code === 'refused' || code === 'usedCode') expect(codeInput().value).toBe(USED_CODE);
      if (asked) expect((await within(dialog()).findByRole('status')).textContent).toBe(activationMessages.applied);
      expect(session().context.codeDialog).toBe(true);
    },
    activated: async () => {
      const success = await screen.findByRole('alertdialog', { name: '激活成功' });
      expect(within(success).getByTestId('trial-expiry').textContent).toBe('2026-12-01');
      expect(within(success).getByText('3秒后将自动跳转至体验中心')).toBeTruthy();
      // Permissions reloaded before the success dialog: the experience centre is open now.
      expect(session().context.codes).toContain('DevC:modelC:ExperienceC:read');
    },
    experiencing: async () => {
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(window.location.pathname).toBe('/console/experience-center');
      expect(session().context.codeDialog).toBe(false);
    },
    signedOut: async () => {
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '激活产品试用' })).toBeNull());
      expect(session().value).toBe('guest');
      await waitFor(() => expect(systemActor(app, 'loginDialog').getSnapshot().context.open).toBe(true));
    },
  };
}

describe('activation, SPEC model through the screen', () => {
  beforeEach(async () => {
    await resetSimulator();
    clearToken();
    window.history.replaceState(null, '', '/home');
  });

  const model = createTestModel(activationModel);
  const paths = pathsThroughEveryTransition(model);

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_d, path) => {
    storeToken(await loginAs('trial_none'));
    const app = startTestApp();
    renderWithApp(<ActivationDialog />, { app });
    const user = userEvent.setup();
    const typeCode = async (code: string) => {
      await user.clear(codeInput());
      await user.type(codeInput(), code);
    };
    const checks = sees(app);
    await path.test({
      events: {
        PRESS_ESCAPE: () => user.keyboard('{Escape}'),
        TYPE_SEVEN_CHARACTERS: async () => {
          await typeCode('TRIAL00');
          await user.tab();
        },
        SAVE_A_USED_CODE: async () => {
          await typeCode(USED_CODE);
          await user.click(save());
        },
        ASK_FOR_A_CODE: () => user.click(within(dialog()).getByRole('button', { name: '没有邀请码？申请邀请码' })),
        SAVE_A_GOOD_CODE: async () => {
          await typeCode('TRIAL001');
          await user.click(save());
        },
        SWITCH_ACCOUNT: () => user.click(within(dialog()).getByRole('button', { name: '切换账号' })),
        EXPERIENCE_NOW: async () =>
          user.click(
            within(await screen.findByRole('alertdialog', { name: '激活成功' })).getByRole('button', {
              name: '立即体验',
            }),
          ),
      } as never,
      states: {
        forced: (s: { context: ModelContext }) => checks.forced(s.context),
        activated: () => checks.activated(),
        experiencing: () => checks.experiencing(),
        signedOut: () => checks.signedOut(),
      } as never,
    });
  });
});
