import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { resetSimulator, server } from '../../../../mocks/node';
import { appMachine, systemActor, type AppActor } from '../../../../src/machines/app';
import { clearToken, readToken, storeToken } from '../../../../src/machines/credentials';
import { sessionMachine } from '../../../../src/machines/session';
import { ProfilePage } from '../../../../src/ui/pages/account/ProfilePage';
import { toaster } from '../../../../src/ui/toaster';
import { renderWithApp } from '../../../render';
import { answerUploads } from '../../uploads';
import { get, loginAs, post, validSign } from '../../../unit/mocks/client';
import { paths } from '../../../../src/api/paths';
import { encodePassword } from '../../../../src/domain/validation';

/**
 * The profile page against the simulator. jsdom cannot reload, so the session's page reload
 * (after logging out) is the one effect swapped for a recording stand-in.
 */
const reloads = vi.fn();

function startTestApp(): AppActor {
  const machine = appMachine.provide({
    actors: { session: sessionMachine.provide({ actions: { reloadPage: () => void reloads() } }) },
  });
  return createActor(machine).start() as AppActor;
}

beforeEach(async () => {
  await resetSimulator();
  clearToken();
  reloads.mockReset();
  toaster.remove();
});

async function renderProfile() {
  storeToken(await loginAs('dev_ent'));
  const app = startTestApp();
  const rendered = renderWithApp(<ProfilePage />, { app, path: '/account-center/account-information/profile' });
  await waitFor(() => expect(systemActor(app, 'session').getSnapshot().matches('authenticated')).toBe(true));
  await screen.findByText('杭州云帆数据科技有限公司');
  return { ...rendered, user: userEvent.setup() };
}

const signIn = async (password: string) =>
  post('/front/api/user/v1/login', {
    userName: 'dev_ent',
    password: encodePassword(password),
    sign: await validSign(),
  });

const png = (size = 64) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });

describe('ProfilePage', () => {
  it('shows the profile with the phone masked', async () => {
    await renderProfile();
    expect(screen.getByText('dev_ent')).toBeTruthy();
    expect(screen.getByText('138****0001')).toBeTruthy();
    expect(screen.getByText('技术负责人')).toBeTruthy();
  });

  it('edits the profile, refuses what the rules refuse, and shows what was saved', async () => {
    const { user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: '编辑资料' }));
    const company = screen.getByLabelText('公司名称');
    await user.clear(company);
    expect(screen.getByText('请填写公司名称')).toBeTruthy();
    expect(screen.getByRole('button', { name: '保存' }).hasAttribute('disabled')).toBe(true);

    await user.type(company, '杭州云帆智能科技有限公司');
    await user.clear(screen.getByLabelText(/^邮箱/));
    await user.type(screen.getByLabelText(/^邮箱/), 'lin@');
    expect(screen.getByText('请输入正确的邮箱地址')).toBeTruthy();
    await user.type(screen.getByLabelText(/^邮箱/), 'yunfan.cn');
    await user.selectOptions(screen.getByLabelText('职能'), 'CTO');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await screen.findByRole('button', { name: '编辑资料' });
    expect(screen.getByText('杭州云帆智能科技有限公司')).toBeTruthy();
    expect(screen.getByText('lin@yunfan.cn')).toBeTruthy();
    expect(screen.getByText('CTO')).toBeTruthy();
  });

  it('uploads a new avatar through the file endpoint and refuses other image types', async () => {
    const { user } = await renderProfile();
    // applyAccept off: the page's own check must refuse what a picker would let through.
    const picker = userEvent.setup({ applyAccept: false });
    await picker.upload(screen.getByLabelText('上传头像'), new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe('仅支持上传jpeg、png、jpg格式图片');

    // jsdom's FormData loses the part's file name on its way to msw (tests/unit/mocks/developer.test.ts
    // covers the endpoint's own rules with a hand-written body); here the endpoint records what the
    // page sent and answers as the simulator does.
    const sent: { purpose: string | null; type: string }[] = [];
    const uploads = answerUploads(async (request) => {
      const part = (await request.formData()).get('file');
      sent.push({
        purpose: new URL(request.url).searchParams.get('type'),
        type: typeof part === 'string' || !part ? '' : part.type,
      });
    });
    server.use(uploads.handler);
    await user.upload(screen.getByLabelText('上传头像'), png());
    await waitFor(() => expect(screen.queryByText('仅支持上传jpeg、png、jpg格式图片')).toBeNull());
    expect(sent).toEqual([{ purpose: 'avatar', type: 'image/png' }]);
    const [avatarUrl] = uploads.issued;
    await waitFor(() => expect(screen.getByAltText('当前头像').getAttribute('src')).toBe(avatarUrl));
    // Saved on the profile, so it survives a reload.
    const token = readToken() ?? '';
    const detail = await get<{ avatarUrl: string }>(paths.user.myDetail, token);
    expect(detail.data.avatarUrl).toBe(avatarUrl);
  });

  it('refuses a wrong old password and keeps what was typed, then changes it', async () => {
    const { user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });
    await user.click(within(dialog).getByRole('button', { name: '确认修改' }));
    expect(within(dialog).getByText('请输入原密码')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('原密码'), 'Wrong1234');
    await user.type(within(dialog).getByLabelText('新密码'), 'Next5678');
    await user.type(within(dialog).getByLabelText('确认新密码'), 'Next5679');
    expect(within(dialog).getByText('两次密码不一致')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('确认新密码'));
    await user.type(within(dialog).getByLabelText('确认新密码'), 'Next5678');
    await user.click(within(dialog).getByRole('button', { name: '确认修改' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('原密码错误');
    expect((within(dialog).getByLabelText('新密码') as HTMLInputElement).value).toBe('Next5678');

    await user.clear(within(dialog).getByLabelText('原密码'));
    await user.type(within(dialog).getByLabelText('原密码'), 'Demo1234');
    await user.click(within(dialog).getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '修改密码' })).toBeNull());

    // The server got base64 and took it: the new password signs in.
    const login = await signIn('Next5678');
    expect(login.code).toBe(200);
  });

  it('deactivates the account only once the confirmation text is typed, then logs out', async () => {
    const { user } = await renderProfile();
    await user.click(screen.getByRole('button', { name: '注销账号' }));
    const dialog = await screen.findByRole('alertdialog', { name: '注销账号' });
    const confirm = within(dialog).getByRole('button', { name: '永久注销' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('请输入“确认注销”以确认'), '确认');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('请输入“确认注销”以确认'), '注销');
    await user.click(within(dialog).getByRole('button', { name: '永久注销' }));

    await waitFor(() => expect(reloads).toHaveBeenCalled());
    expect(readToken()).toBeFalsy();
    const login = await signIn('Demo1234');
    expect(login.code).not.toBe(200);
  });
});
