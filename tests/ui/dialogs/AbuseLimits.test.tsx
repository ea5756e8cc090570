/**
 * What a user sees when the platform's abuse limits refuse them: the login lock after repeated
 * wrong passwords, the rate limit on invitation-code applications, and a captcha challenge that
 * could not be fetched. Against the simulator (msw/node, reseeded per test).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { server } from '../../../mocks/node';
import { url } from '../../../mocks/rules/respond';
import { paths } from '../../../src/api/paths';
import { appMachine, startApp, systemActor, type AppActor } from '../../../src/machines/app';
import { storeToken } from '../../../src/machines/credentials';
import { createLazyFlowMachine } from '../../../src/machines/lazyFlow';
import { loginDialogMachine } from '../../../src/machines/loginDialog';
import { messages } from '../../../src/domain/validation';
import { ActivationDialog } from '../../../src/ui/dialogs/ActivationDialog';
import { LoginDialog } from '../../../src/ui/dialogs/LoginDialog';
import { renderWithApp } from '../../render';
import { loginAs } from '../../unit/mocks/client';
import { serveSimulator } from '../signedIn';
import { passCaptcha } from '../captcha';

serveSimulator();

/** The login dialog as DialogsHost mounts it, its flow loaded, the page reload stubbed (jsdom cannot reload). */
async function openLogin() {
  const flow = loginDialogMachine.provide({ actions: { reloadPage: () => undefined } });
  const app = createActor(
    appMachine.provide({
      actors: {
        loginDialog: createLazyFlowMachine({
          systemId: 'loginDialog',
          opensWith: ['LOGIN.OPEN'],
          load: () => Promise.resolve(flow),
        }),
      },
    }),
  ).start() as AppActor;
  act(() => systemActor(app, 'loginDialog').send({ type: 'LOGIN.OPEN', step: 0 }));
  await waitFor(() => expect(app.system.get('loginDialogFlow')).toBeDefined());
  renderWithApp(<LoginDialog />, { app });
  return { dialog: await screen.findByRole('dialog', { name: '登录' }), user: userEvent.setup() };
}

async function tryPassword(user: UserEvent, dialog: HTMLElement, password: string): Promise<string> {
  const field = within(dialog).getByLabelText('密码');
  await user.clear(field);
  await user.type(field, password);
  await passCaptcha(user, dialog);
  // The server's answer, not the captcha's own 请先完成验证 that follows a spent sign.
  const answer = () =>
    within(dialog)
      .queryAllByRole('alert')
      .find((a) => a.textContent !== messages.captchaRequired) ?? null;
  const before = answer();
  await user.click(within(dialog).getByRole('button', { name: '登录' }));
  // A new answer: the alert's element changes with every attempt's message.
  const alert = await waitFor(() => {
    const now = answer();
    if (!now) throw new Error('no answer yet');
    if (now === before) throw new Error('no new answer yet');
    return now;
  });
  return alert.textContent ?? '';
}

describe('the login lock', () => {
  it('says the account is locked for 15 minutes after the 5th wrong password, and keeps it locked for the right one', async () => {
    const { dialog, user } = await openLogin();
    await user.type(within(dialog).getByLabelText('用户名'), 'dev_ent');
    for (let i = 1; i <= 4; i++) expect(await tryPassword(user, dialog, `Wrong${i}234`)).toBe('用户名或密码错误');
    expect(await tryPassword(user, dialog, 'Wrong5234')).toBe('密码错误次数过多，账号已锁定，请15分钟后再试');
    expect(await tryPassword(user, dialog, 'Demo1234')).toBe('密码错误次数过多，账号已锁定，请15分钟后再试');
    // What was typed stays.
    expect((within(dialog).getByLabelText('用户名') as HTMLInputElement).value).toBe('dev_ent');
    // Six full attempts, each typed and slid: a budget for a shared, busy machine.
  }, 60_000);
});

describe('the slider captcha', () => {
  it('says 验证码初始化失败 when its challenge cannot be fetched, and loads one on 重新加载', async () => {
    server.use(
      http.post(url(paths.captcha.challenge), () =>
        HttpResponse.json({ code: 500, msg: '服务异常', data: null }, { status: 500 }),
      ),
    );
    const { dialog, user } = await openLogin();
    expect(await screen.findByText('验证码初始化失败，请刷新重试')).toBeTruthy();
    const slider = within(dialog).getByRole('slider', { name: '拖动滑块完成验证' });
    expect(slider.getAttribute('data-gap')).toBeNull();
    expect(slider.getAttribute('aria-disabled')).toBe('true');

    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: '重新加载' }));
    await passCaptcha(user, dialog);
  });
});

describe('invitation-code applications', () => {
  it('show the rate limit’s message once a user applied too often', async () => {
    storeToken(await loginAs('trial_none'));
    const app = startApp();
    renderWithApp(<ActivationDialog />, { app });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: '激活产品试用' });
    const apply = () => within(dialog).getByRole('button', { name: '没有邀请码？申请邀请码' });
    for (let i = 0; i < 3; i++) {
      await user.click(apply());
      await waitFor(() => expect((apply() as HTMLButtonElement).disabled).toBe(false));
      expect(within(dialog).queryByRole('alert')).toBeNull();
    }
    await user.click(apply());
    expect((await within(dialog).findByRole('alert')).textContent).toBe('操作过于频繁，请60分钟后再试');
  });
});
