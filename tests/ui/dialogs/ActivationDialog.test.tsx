import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSimulator } from '../../../mocks/node';
import { tables } from '../../../mocks/db/models';
import { createActor } from 'xstate';
import { DAY } from '../../../mocks/node';
import { activationMachine } from '../../../src/machines/activation';
import { appMachine, systemActor, type AppActor } from '../../../src/machines/app';
import { clearToken, storeToken } from '../../../src/machines/credentials';
import { ActivationDialog } from '../../../src/ui/dialogs/ActivationDialog';
import { toaster } from '../../../src/ui/toaster';
import { renderWithApp } from '../../render';
import { loginAs } from '../../unit/mocks/client';

beforeEach(async () => {
  await resetSimulator();
  clearToken();
  toaster.remove();
  window.history.replaceState(null, '', '/home');
});

/** Signs in as `userName` before the app starts, so the session loads that profile. */
async function renderAs(userName: 'trial_none' | 'dev_ent') {
  storeToken(await loginAs(userName));
  // A slow machine must never reach the success dialog's 3 s jump while a test still reads the
  // dialog: the jump is pushed a day out here, and timed on fake timers in the machine's rule test.
  const activation = activationMachine.provide({ delays: { SUCCESS_JUMP: DAY } });
  const app = createActor(appMachine.provide({ actors: { activation } })).start() as AppActor;
  const rendered = renderWithApp(<ActivationDialog />, { app });
  await waitFor(() => expect(systemActor(app, 'session').getSnapshot().matches('authenticated')).toBe(true));
  return { ...rendered, app, user: userEvent.setup() };
}

const codeInput = () => screen.getByLabelText('邀请码');
const save = () => screen.getByRole('button', { name: '保存' }) as HTMLButtonElement;

describe('ActivationDialog', () => {
  it('is forced open for a user without experience authorization: no close button, Escape does nothing', async () => {
    const { user } = await renderAs('trial_none');
    const dialog = await screen.findByRole('dialog', { name: '激活产品试用' });
    expect(within(dialog).queryByRole('button', { name: '关闭' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: '切换账号' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '激活产品试用' })).toBeTruthy();
  });

  it('says 邀请码格式错误 and keeps save disabled unless the code has exactly 8 characters', async () => {
    const { user } = await renderAs('trial_none');
    await screen.findByRole('dialog', { name: '激活产品试用' });
    expect(save().disabled).toBe(true);
    await user.type(codeInput(), 'TRIAL');
    await user.tab();
    expect(screen.getByText('邀请码格式错误')).toBeTruthy();
    expect(save().disabled).toBe(true);
    await user.type(codeInput(), '0011');
    expect(screen.getByText('邀请码格式错误')).toBeTruthy();
    expect(save().disabled).toBe(true);
    await user.type(codeInput(), '{Backspace}');
    expect(screen.queryByText('邀请码格式错误')).toBeNull();
    expect(save().disabled).toBe(false);
  });

  it('shows the server’s refusal of a used code and keeps what was typed', async () => {
    const { user } = await renderAs('trial_none');
    await screen.findByRole('dialog', { name: '激活产品试用' });
    await user.type(codeInput(), 'TRIAL005');
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe('邀请码已被使用');
    expect((codeInput() as HTMLInputElement).value).toBe('TRIAL005');
    await user.clear(codeInput());
    await user.type(codeInput(), 'TRIAL006');
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe('邀请码已作废');
  });

  it('activates: 激活成功, the expiry date and the 3 s notice (the jump itself is timed in the machine’s rule test)', async () => {
    const { user, app } = await renderAs('trial_none');
    await screen.findByRole('dialog', { name: '激活产品试用' });
    await user.type(codeInput(), 'TRIAL001');
    await user.click(save());
    const success = await screen.findByRole('alertdialog', { name: '激活成功' });
    expect(await screen.findByText('激活成功', { selector: '[data-testid=toast] *' })).toBeTruthy();
    expect(within(success).getByTestId('trial-expiry').textContent).toBe('2026-12-01');
    expect(within(success).getByText('3秒后将自动跳转至体验中心')).toBeTruthy();
    expect(within(success).getByRole('button', { name: '立即体验' })).toBeTruthy();
    // The session reloaded before the success dialog: the experience centre is open now.
    expect(systemActor(app, 'session').getSnapshot().context.codes).toContain('DevC:modelC:ExperienceC:read');
  });

  it('shows 永久 for a permanent code, and 立即体验 goes at once', async () => {
    const { user, app } = await renderAs('trial_none');
    await screen.findByRole('dialog', { name: '激活产品试用' });
    await user.type(codeInput(), 'TRIAL004');
    await user.click(save());
    const success = await screen.findByRole('alertdialog', { name: '激活成功' });
    expect(within(success).getByTestId('trial-expiry').textContent).toBe('永久');
    await user.click(within(success).getByRole('button', { name: '立即体验' }));
    await waitFor(() => expect(systemActor(app, 'activation').getSnapshot().value).toBe('closed'));
    expect(window.location.pathname).toBe('/console/experience-center');
  });

  it('requests a code: 已提交申请，商务会在24小时内主动联系您。', async () => {
    const { user } = await renderAs('trial_none');
    const dialog = await screen.findByRole('dialog', { name: '激活产品试用' });
    await user.click(within(dialog).getByRole('button', { name: '没有邀请码？申请邀请码' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('已提交申请，商务会在24小时内主动联系您。');
    expect(tables.invitationRequest.count()).toBe(1);
  });

  it('switch account leaves the session and opens the login dialog', async () => {
    const { user, app } = await renderAs('trial_none');
    await screen.findByRole('dialog', { name: '激活产品试用' });
    await user.click(screen.getByRole('button', { name: '切换账号' }));
    await waitFor(() => expect(systemActor(app, 'session').getSnapshot().value).toBe('guest'));
    await waitFor(() => expect(systemActor(app, 'loginDialog').getSnapshot().context.open).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '激活产品试用' })).toBeNull());
  });

  it('opened voluntarily (ACTIVATION.OPEN) it can be closed', async () => {
    const { user, app } = await renderAs('dev_ent');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => systemActor(app, 'activation').send({ type: 'ACTIVATION.OPEN' }));
    const dialog = await screen.findByRole('dialog', { name: '激活产品试用' });
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(systemActor(app, 'activation').getSnapshot().value).toBe('closed'));
  });
});
