import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { assign, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { tables } from '../../../../mocks/db/models';
import { UserManagementPage } from '../../../../src/ui/pages/mgmt/UserManagementPage';
import { pathsThroughEveryTransition } from '../../../machines/modelHarness';
import { renderSignedIn, serveSimulator } from '../../signedIn';

serveSimulator();
// A path is several screens long: seconds alone, up to 47 s measured at load 25 (two suites and
// mutation runs on two cores); the bound leaves room for that, a passing path never waits for it.
vi.setConfig({ testTimeout: 120_000 });

/**
 * The user tab of the admin console (SPEC sections 2, 6 and 7: new user needs the edit code;
 * user create and updateStatus), written apart from the code: 新建用户 opens an empty form;
 * creating with nothing filled shows the rules; a phone already registered is refused by the
 * server with its message and nothing typed is lost; a good form creates the user, closes and
 * the list shows them; closing the form creates nothing; disabling asks first, 取消 changes
 * nothing, 禁用 disables.
 *
 * Walked through the screen against the simulator as the super admin; each state checks the
 * dialogs, the form, the list and what the simulator holds.
 */
type Form = 'empty' | 'rulesShown' | 'refused';
interface ModelContext {
  form: Form;
  created: boolean;
  disabled: boolean;
}

const userAdminModel = createMachine({
  types: {} as { context: ModelContext; events: { type: string } },
  id: 'users',
  context: { form: 'empty', created: false, disabled: false },
  initial: 'browsing',
  states: {
    browsing: {
      on: {
        NEW_USER: 'editing',
        DISABLE_DEV_PERSON: { guard: ({ context }) => !context.disabled, target: 'confirming' },
      },
    },
    editing: {
      on: {
        CREATE_WITH_NOTHING_FILLED: {
          guard: ({ context }) => context.form === 'empty',
          actions: assign({ form: 'rulesShown' }) as never,
        },
        CREATE_WITH_A_TAKEN_PHONE: {
          guard: ({ context }) => context.form !== 'refused',
          actions: assign({ form: 'refused' }) as never,
        },
        CREATE_A_NEW_USER: {
          guard: ({ context }) => !context.created,
          target: 'browsing',
          actions: assign({ created: true, form: 'empty' }) as never,
        },
        CLOSE: { target: 'browsing', actions: assign({ form: 'empty' }) as never },
      },
    },
    confirming: {
      on: {
        CANCEL: 'browsing',
        CONFIRM: { target: 'browsing', actions: assign({ disabled: true }) as never },
      },
    },
  },
});

const NEW_NAME = 'label_li';
const TAKEN_NAME = 'label_zhao';
const simulatorUser = (name: string) => tables.user.find((u) => u.userName === name);

describe('user admin, SPEC model through the screen', () => {
  const model = createTestModel(userAdminModel);
  const paths = pathsThroughEveryTransition(model);

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_d, path) => {
    const { user } = await renderSignedIn(<UserManagementPage />, 'admin', '/mgmt-console/management/user-management');
    await within(await screen.findByRole('table', { name: '用户列表' })).findAllByRole('row');
    const form = () => screen.getByRole('dialog', { name: '新建用户' });
    const field = (label: string) => within(form()).getByLabelText(label) as HTMLInputElement;
    /** Pastes at once: typing key by key is slow under a shared CPU. */
    const fill = async (label: string, value: string) => {
      await user.clear(field(label));
      await user.click(field(label));
      await user.paste(value);
    };
    const create = () => user.click(within(form()).getByRole('button', { name: '创建' }));
    await path.test({
      events: {
        NEW_USER: () => user.click(screen.getByRole('button', { name: '新建用户' })),
        CREATE_WITH_NOTHING_FILLED: create,
        CREATE_WITH_A_TAKEN_PHONE: async () => {
          await fill('用户名', TAKEN_NAME);
          await fill('手机号', simulatorUser('dev_person')!.phone);
          await create();
        },
        CREATE_A_NEW_USER: async () => {
          await fill('用户名', NEW_NAME);
          await fill('手机号', '13912340005');
          await create();
        },
        CLOSE: () => user.click(within(form()).getByRole('button', { name: '取消' })),
        DISABLE_DEV_PERSON: async () => user.click(await screen.findByRole('button', { name: '禁用 dev_person' })),
        CANCEL: () =>
          user.click(
            within(screen.getByRole('alertdialog', { name: '禁用用户' })).getByRole('button', { name: '取消' }),
          ),
        CONFIRM: () =>
          user.click(
            within(screen.getByRole('alertdialog', { name: '禁用用户' })).getByRole('button', { name: '禁用' }),
          ),
      } as never,
      states: {
        browsing: async ({ context }: { context: ModelContext }) => {
          // A closed dialog stays mounted for its exit animation; wait for it to go, as a user would.
          await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
          await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
          expect(Boolean(simulatorUser(NEW_NAME)), 'user created').toBe(context.created);
          expect(simulatorUser(TAKEN_NAME)).toBeUndefined();
          if (context.created) await screen.findByRole('row', { name: new RegExp(NEW_NAME) });
          expect(simulatorUser('dev_person')!.status, 'dev_person enabled').toBe(context.disabled ? 0 : 1);
          const row = await screen.findByRole('row', { name: /dev_person/ });
          await waitFor(() =>
            expect(within(row).queryByText('已禁用') !== null, '已禁用 shown').toBe(context.disabled),
          );
        },
        editing: async ({ context }: { context: ModelContext }) => {
          await screen.findByRole('dialog', { name: '新建用户' });
          const rules = within(form()).queryByText('请输入手机号') !== null;
          expect(rules, 'the rules shown').toBe(context.form === 'rulesShown');
          // Every message is announced: the fields' own messages and the server's refusal.
          const alerts = () =>
            within(form())
              .queryAllByRole('alert')
              .map((a) => a.textContent);
          if (context.form === 'refused') {
            await waitFor(() => expect(alerts()).toEqual(['该手机号已注册']));
            expect(field('用户名').value).toBe(TAKEN_NAME);
          } else {
            expect(alerts().includes('该手机号已注册'), 'the refusal shown').toBe(false);
            expect(alerts().length > 0, 'field messages announced').toBe(context.form === 'rulesShown');
            expect(field('用户名').value).toBe('');
          }
        },
        confirming: async () => {
          const confirm = await screen.findByRole('alertdialog', { name: '禁用用户' });
          expect(confirm.textContent).toContain('dev_person');
        },
      } as never,
    });
  });
});
