import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { demoAccount, issuedCodes, resetSimulator } from '../../../mocks/node';
import { configureHttp } from '../../../src/api/http';
import { appMachine, systemActor, type AppActor } from '../../../src/machines/app';
import { clearToken, readSessionId, readToken, storeToken } from '../../../src/machines/credentials';
import { createLazyFlowMachine } from '../../../src/machines/lazyFlow';
import { loginDialogMachine, type LoginStep } from '../../../src/machines/loginDialog';
import { notify } from '../../../src/machines/notify';
import { LoginDialog } from '../../../src/ui/dialogs/LoginDialog';
import { toaster } from '../../../src/ui/toaster';
import { renderWithApp } from '../../render';
import { passCaptcha } from '../captcha';

/**
 * The dialog against the simulator (msw/node, reseeded per test). The page reload is the one
 * effect swapped out: jsdom cannot reload, so the app's dialog gets a recording stand-in.
 */
const reloads = vi.fn();

function startTestApp(): AppActor {
  const loginFlow = loginDialogMachine.provide({ actions: { reloadPage: () => void reloads() } });
  const machine = appMachine.provide({
    actors: {
      loginDialog: createLazyFlowMachine({
        systemId: 'loginDialog',
        opensWith: ['LOGIN.OPEN'],
        load: () => Promise.resolve(loginFlow),
      }),
    },
  });
  return createActor(machine).start() as AppActor;
}

beforeAll(() => {
  configureHttp({
    getToken: readToken,
    getSessionId: readSessionId,
    onUnauthorized: () => undefined,
    notify: (m) => notify(m, 'error'),
  });
});
beforeEach(async () => {
  await resetSimulator();
  clearToken();
  reloads.mockReset();
  // The toaster is a module singleton: earlier tests' toasts would queue new ones past its limit.
  toaster.remove();
});

async function openDialog(step?: LoginStep, app = startTestApp()) {
  const user = userEvent.setup();
  act(() => systemActor(app, 'loginDialog').send({ type: 'LOGIN.OPEN', step }));
  // The flow loads with its first opening; the view (as DialogsHost mounts it) follows.
  await waitFor(() => expect(app.system.get('loginDialogFlow')).toBeDefined());
  const rendered = renderWithApp(<LoginDialog />, { app });
  const dialog = await screen.findByRole('dialog');
  return { ...rendered, user, dialog, app };
}

const isDisabled = (el: HTMLElement) => (el as HTMLButtonElement).disabled;
const valueOf = (el: HTMLElement) => (el as HTMLInputElement).value;
const button = (name: string) => screen.getByRole('button', { name });
const field = (label: string) => screen.getByLabelText(label);

async function sendCodeTo(user: UserEvent, phone: string, type: number) {
  await passCaptcha(user);
  await user.click(button('获取验证码'));
  // One second of send debounce, then the simulator issues the code.
  await waitFor(() => expect(issuedCodes().some((c) => c.phone === phone && c.type === type)).toBe(true));
  await screen.findByRole('button', { name: /s后重新发送$/ });
  return issuedCodes().find((c) => c.phone === phone && c.type === type)!.code;
}

describe('LoginDialog validation', () => {
  it('shows the title, tabs and links of step 0 and focuses the first field', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('登录', { selector: 'h2' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '密码登录' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '验证码登录' })).toBeTruthy();
    expect(button('注册')).toBeTruthy();
    expect(button('忘记密码')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('用户名')));
  });

  it('password login: 请输入用户名, 请输入密码, then 请先完成验证 until the captcha is done', async () => {
    const { user } = await openDialog();
    await user.click(field('用户名'));
    await user.tab();
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    await user.click(field('密码'));
    await user.tab();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(isDisabled(button('登录'))).toBe(true);
    await user.type(field('用户名'), 'dev_ent');
    await user.type(field('密码'), 'Demo1234');
    expect(screen.getByText('请先完成验证')).toBeTruthy();
    expect(isDisabled(button('登录'))).toBe(true);
    await passCaptcha(user);
    expect(screen.queryByText('请先完成验证')).toBeNull();
    expect(isDisabled(button('登录'))).toBe(false);
  });

  it('a missed slide fails the captcha and starts a new challenge', async () => {
    const { user } = await openDialog();
    const slider = screen.getByRole('slider', { name: '拖动滑块完成验证' });
    await waitFor(() => expect(slider.getAttribute('data-gap')).not.toBeNull());
    slider.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('验证码验证失败，请重试')).toBeTruthy();
    expect(screen.getByRole('slider', { name: '拖动滑块完成验证' }).getAttribute('aria-valuenow')).toBe('0');
  });

  it('code login: 请输入手机号, 请输入正确的手机号, 请输入验证码, and the send rules', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    await user.click(await screen.findByLabelText('手机号'));
    await user.tab();
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    await user.type(field('手机号'), '1234');
    expect(screen.getByText('请输入正确的手机号')).toBeTruthy();
    await user.click(field('验证码'));
    await user.tab();
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    await user.click(button('获取验证码'));
    expect(await screen.findByText('手机号不正确')).toBeTruthy();
    await user.clear(field('手机号'));
    await user.type(field('手机号'), '13800000001');
    await user.click(button('获取验证码'));
    expect(await screen.findAllByText('请先完成验证')).not.toHaveLength(0);
    expect(isDisabled(button('登录'))).toBe(true);
  });

  it('register: the password needs letters and digits, 6-20 characters', async () => {
    const { user } = await openDialog();
    await user.click(button('注册'));
    expect(await screen.findByText('注册', { selector: 'h2' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('手机号')));
    await user.type(field('密码'), 'abcdef');
    await user.tab();
    expect(screen.getByText('密码需包含字母和数字，长度6-20位')).toBeTruthy();
    expect(isDisabled(button('注册'))).toBe(true);
  });

  it('reset password: next needs phone, code and captcha; then 两次密码不一致', async () => {
    const { user } = await openDialog();
    await user.click(button('忘记密码'));
    expect(await screen.findByText('重置密码', { selector: 'h2' })).toBeTruthy();
    // An invalid phone greys the send button out.
    await user.type(await screen.findByLabelText('手机号'), '1380000');
    expect(isDisabled(button('获取验证码'))).toBe(true);
    await user.type(field('手机号'), '0001');
    await user.type(field('验证码'), '123456');
    expect(isDisabled(button('下一步'))).toBe(true);
    await passCaptcha(user);
    await user.click(button('下一步'));
    await user.type(await screen.findByLabelText('新密码'), 'Abc12345');
    await user.type(field('确认密码'), 'Abc12346');
    await user.tab();
    expect(screen.getByText('两次密码不一致')).toBeTruthy();
    expect(isDisabled(button('确定'))).toBe(true);
    await user.click(button('上一步'));
    // Going back keeps what was typed.
    expect(valueOf(await screen.findByLabelText('手机号'))).toBe('13800000001');
  });

  it('improve info: 请输入姓氏, 请选择职能, 请填写公司名称; no close button, Escape does not close', async () => {
    const { user } = await openDialog(2);
    expect(await screen.findByText('完善信息', { selector: 'h2' })).toBeTruthy();
    await user.click(await screen.findByLabelText('姓氏'));
    await user.tab();
    expect(screen.getByText('请输入姓氏')).toBeTruthy();
    await user.click(field('职能'));
    await user.tab();
    expect(screen.getByText('请选择职能')).toBeTruthy();
    await user.click(field('公司名称'));
    await user.tab();
    expect(screen.getByText('请填写公司名称')).toBeTruthy();
    expect(isDisabled(button('提交'))).toBe(true);
    expect(screen.getByRole('option', { name: '技术负责人' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: '先生' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('Escape closes the dialog at the other steps', async () => {
    const { user, app } = await openDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(systemActor(app, 'loginDialogFlow').getSnapshot().value).toBe('closed'));
  });
});

describe('LoginDialog against the simulator', () => {
  it('password login: a wrong password keeps the input; the right one stores the token, says 登录成功 and reloads', async () => {
    const { user } = await openDialog();
    const account = demoAccount('dev_ent');
    await user.type(field('用户名'), account.userName);
    await user.type(field('密码'), 'Wrong1234');
    await passCaptcha(user);
    await user.click(button('登录'));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContainEqual(
        expect.stringContaining('用户名或密码错误'),
      ),
    );
    expect(valueOf(field('用户名'))).toBe(account.userName);
    // The sign was spent: the captcha asks again.
    expect(isDisabled(button('登录'))).toBe(true);
    await user.clear(field('密码'));
    await user.type(field('密码'), account.password);
    await passCaptcha(user);
    await user.click(button('登录'));
    expect(await screen.findByText('登录成功')).toBeTruthy();
    expect(readToken()).toBeTruthy();
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('register: code by SMS, then step 2 with 注册成功; improve info closes the dialog and refreshes the session', async () => {
    const { user, app } = await openDialog(1);
    const phone = '13700001234';
    await user.type(field('手机号'), phone);
    const code = await sendCodeTo(user, phone, 1);
    expect(await screen.findByText('验证码发送成功')).toBeTruthy();
    await user.type(field('验证码'), code);
    await user.type(field('密码'), 'Newbie123');
    await user.click(button('注册'));
    expect(await screen.findByText('注册成功')).toBeTruthy();
    expect(await screen.findByText('完善信息', { selector: 'h2' })).toBeTruthy();
    const session = systemActor(app, 'session');
    await waitFor(() => expect(session.getSnapshot().matches('authenticated')).toBe(true));
    expect(session.getSnapshot().context.user?.isInfoFull).toBe(false);

    await user.type(await screen.findByLabelText('姓氏'), '林');
    await user.click(screen.getByRole('radio', { name: '女士' }));
    await user.selectOptions(field('职能'), 'CTO');
    await user.type(field('公司名称'), '示例科技有限公司');
    await user.click(button('提交'));
    await waitFor(() => expect(systemActor(app, 'loginDialogFlow').getSnapshot().value).toBe('closed'));
    await waitFor(() => expect(session.getSnapshot().context.user?.isInfoFull).toBe(true));
    expect(session.getSnapshot().context.user).toMatchObject({ nickName: '林', sex: 2, position: 'CTO' });
  });

  it('an incomplete profile opens step 2, prefilled from the earlier enquiry', async () => {
    const account = demoAccount('newbie');
    const first = await openDialog();
    await first.user.type(field('用户名'), account.userName);
    await first.user.type(field('密码'), account.password);
    await passCaptcha(first.user);
    await first.user.click(button('登录'));
    await waitFor(() => expect(reloads).toHaveBeenCalled());
    first.unmount();

    // "After the reload": a fresh app finds the token, loads the user, and opens step 2 itself.
    const app = startTestApp();
    await waitFor(() => expect(app.system.get('loginDialogFlow')).toBeDefined());
    renderWithApp(<LoginDialog />, { app });
    expect(await screen.findByText('已根据您之前的合作咨询记录预填信息')).toBeTruthy();
    expect(valueOf(field('姓氏'))).toBe('周');
    expect(valueOf(field('公司名称'))).toBe('宁波甬江新材料有限公司');
    expect(valueOf(field('职能'))).toBe('产品负责人');
    expect(isDisabled(button('提交'))).toBe(false);
  });

  it('reset password: code, new password, 重置密码成功, token cleared and the page reloads', async () => {
    const { user } = await openDialog(3);
    const phone = demoAccount('dev_ent').phone;
    await user.type(field('手机号'), phone);
    const code = await sendCodeTo(user, phone, 3);
    await user.type(field('验证码'), '000000');
    await user.click(button('下一步'));
    await user.type(await screen.findByLabelText('新密码'), 'Fresh1234');
    await user.type(field('确认密码'), 'Fresh1234');
    await user.click(button('确定'));
    // A wrong code: the server's message, and nothing typed is lost.
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContainEqual(
        expect.stringContaining('验证码错误'),
      ),
    );
    expect(valueOf(field('新密码'))).toBe('Fresh1234');
    await user.click(button('上一步'));
    await user.clear(await screen.findByLabelText('验证码'));
    await user.type(field('验证码'), code);
    await user.click(button('下一步'));
    // A token left from an earlier sign-in on this browser: the reset signs it out.
    storeToken('left-from-before');
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('重置密码成功')).toBeTruthy();
    expect(readToken()).toBeUndefined();
    expect(reloads).toHaveBeenCalledTimes(1);
  });

  it('code login: logs in through the session, refreshes the route and offers real-name certification', async () => {
    window.history.replaceState(null, '', '/home');
    const { user, app } = await openDialog();
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    const phone = demoAccount('dev_person').phone;
    await user.type(await screen.findByLabelText('手机号'), phone);
    const code = await sendCodeTo(user, phone, 2);
    await user.type(field('验证码'), code);
    await user.click(button('登录'));
    const prompt = await screen.findByRole('dialog', { name: '实名认证' });
    expect(systemActor(app, 'session').getSnapshot().matches('authenticated')).toBe(true);
    expect(new URL(window.location.href).searchParams.get('t')).toBeTruthy();
    await user.click(within(prompt).getByRole('button', { name: '去认证' }));
    await waitFor(() => expect(window.location.pathname).toBe('/account-center/real-name-management/authentication'));
    expect(systemActor(app, 'loginDialogFlow').getSnapshot().value).toBe('closed');
  });
});
