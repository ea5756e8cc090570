import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { url } from '../../../../mocks/rules/respond';
import { paths } from '../../../../src/api/paths';
import { AppStorePage } from '../../../../src/ui/pages/appCenter/AppStorePage';
import { renderSignedIn, serveSimulator } from '../../signedIn';
import { answerUploads } from '../../uploads';

serveSimulator();
// Adding navigates through the browser history (platform.goTo): every test starts elsewhere.
beforeEach(() => window.history.replaceState(null, '', '/'));

const PNG = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'icon.png', { type: 'image/png' });
const cards = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

async function renderStore(userName: 'dev_person' | 'dev_ent' = 'dev_person') {
  const rendered = await renderSignedIn(<AppStorePage />, userName, '/app-center/app-store');
  await screen.findByRole('article', { name: '营销文案生成' });
  return rendered;
}

describe('AppStorePage', () => {
  it('filters by category and by keyword', async () => {
    const { user } = await renderStore();
    await user.click(within(screen.getByRole('group', { name: '应用分类' })).getByRole('button', { name: '办公助手' }));
    await waitFor(() => expect(cards()).not.toContain('营销文案生成'));
    expect(cards()).toContain('会议纪要助手');
    await user.click(within(screen.getByRole('group', { name: '应用分类' })).getByRole('button', { name: '全部' }));
    await user.type(screen.getByLabelText('搜索应用'), '文案');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(cards()).toEqual(['营销文案生成']));
  });

  it('says 已添加 (disabled) on an app already in my apps instead of offering the add', async () => {
    await renderStore();
    const card = screen.getByRole('article', { name: '营销文案生成' });
    const added = await within(card).findByRole('button', { name: '已添加：营销文案生成' });
    expect((added as HTMLButtonElement).disabled).toBe(true);
    expect(within(card).queryByRole('button', { name: /^添加到我的应用/ })).toBeNull();
    expect(
      within(screen.getByRole('article', { name: '会议纪要助手' })).getByRole('button', {
        name: '添加到我的应用：会议纪要助手',
      }),
    ).toBeTruthy();
  });

  it('adds an app: 添加成功, then to my apps with it selected', async () => {
    const { user } = await renderStore('dev_ent');
    await user.click(screen.getByRole('button', { name: '添加到我的应用：营销文案生成' }));
    await screen.findByText('添加成功');
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toMatch(
        /^\/app-center\/my-app\/app-list\?oldId=\d+$/,
      ),
    );
  });

  it('validates the publish form and keeps what was typed when the platform refuses it', async () => {
    const { user } = await renderStore();
    await user.click(screen.getByRole('button', { name: '发布应用' }));
    const dialog = await screen.findByRole('dialog', { name: '发布应用' });
    await user.click(within(dialog).getByRole('button', { name: '提交审核' }));
    expect(await within(dialog).findByText('请输入应用名称')).toBeTruthy();
    expect(within(dialog).getByText('请上传应用图标')).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/应用名称/), '周报生成器');
    await user.selectOptions(within(dialog).getByLabelText(/应用类型/), '办公助手');
    // jsdom's multipart bodies lose the file's name and type, which the upload rules check: the
    // shared upload endpoint is answered here (the browser e2e uploads for real), keeping the file
    // as the simulator does, since an app's icon must be an address its upload issued.
    server.use(answerUploads().handler);
    await user.upload(within(dialog).getByLabelText(/应用图标/), PNG);
    await waitFor(() => expect(within(dialog).queryByText('请上传应用图标')).toBeNull());
    await user.type(within(dialog).getByLabelText(/应用简介/), '自动生成周报');
    await user.type(within(dialog).getByLabelText(/应用描述/), '输入本周工作，生成周报。');
    await user.type(within(dialog).getByLabelText(/示例数据/), 'not json');
    await user.click(within(dialog).getByRole('button', { name: '提交审核' }));
    expect(await within(dialog).findByText('示例数据需为合法的JSON')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/示例数据/));

    server.use(
      http.post(url(paths.appStore.create), () =>
        HttpResponse.json({ code: 500, msg: '服务繁忙，请稍后再试', data: null }),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: '提交审核' }));
    await screen.findByText('服务繁忙，请稍后再试');
    expect(screen.getByRole('dialog', { name: '发布应用' })).toBeTruthy();
    expect((within(dialog).getByLabelText(/应用名称/) as HTMLInputElement).value).toBe('周报生成器');
    expect((within(dialog).getByLabelText(/应用描述/) as HTMLTextAreaElement).value).toBe('输入本周工作，生成周报。');

    server.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: '提交审核' }));
    await screen.findByText('已提交审核，审核通过后将在应用商店上架');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '发布应用' })).toBeNull());
    await user.click(screen.getByRole('tab', { name: '我的发布' }));
    const row = await screen.findByRole('row', { name: /周报生成器/ });
    expect(within(row).getByText('待审核')).toBeTruthy();
  });
});
