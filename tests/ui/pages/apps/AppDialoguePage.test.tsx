import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tables } from '../../../../mocks/db/models';
import { setAppStreamDelay } from '../../../../mocks/handlers/appDialogue';
import { server } from '../../../../mocks/node';
import { url } from '../../../../mocks/rules/respond';
import { paths } from '../../../../src/api/paths';
import { AppDialoguePage } from '../../../../src/ui/pages/appCenter/AppDialoguePage';
import { renderSignedIn, serveSimulator } from '../../signedIn';

serveSimulator();
// The whole answer at once: the test is about the page, not the pacing.
beforeEach(() => setAppStreamDelay(0));
afterEach(() => setAppStreamDelay(undefined));

const sessions = () => screen.getByRole('list', { name: '会话列表' });
const log = () => screen.getByRole('log', { name: '对话内容' });
/** Session titles in list order, read from each session's delete button. */
const titles = () =>
  within(sessions())
    .getAllByRole('button', { name: /^删除会话 / })
    .map((b) => b.getAttribute('aria-label')!.replace('删除会话 ', ''));

/** dev_ent's seeded dialogues belong to 在线答疑机器人. */
async function renderDialogue() {
  const appId = tables.app.find((a) => a.appName === '在线答疑机器人')!.id;
  const rendered = await renderSignedIn(
    <AppDialoguePage />,
    'dev_ent',
    `/app-center/my-app/app-dialogue?appId=${appId}`,
  );
  await screen.findByRole('heading', { name: '在线答疑机器人' });
  await waitFor(() => expect(titles().length).toBeGreaterThanOrEqual(3));
  return rendered;
}

describe('AppDialoguePage', () => {
  it('loads a long history page by page upward', async () => {
    const { user } = await renderDialogue();
    await user.click(within(sessions()).getByRole('button', { name: /^支付方式与发票/ }));
    await within(log()).findByText('退款会退回优惠券吗？（补充问题6）');
    expect(within(log()).queryByText('支持哪些支付方式？')).toBeNull();
    while (within(log()).queryByRole('button', { name: '查看更早的记录' })) {
      await user.click(within(log()).getByRole('button', { name: '查看更早的记录' }));
      await waitFor(() => expect(log().getAttribute('aria-busy')).not.toBe('true'));
    }
    await within(log()).findByText('支持哪些支付方式？');
    const questions = within(log())
      .getAllByRole('article', { name: '我的提问' })
      .map((q) => q.textContent);
    expect(questions[0]).toContain('支持哪些支付方式？');
    expect(questions.at(-1)).toContain('退款会退回优惠券吗？（补充问题6）');
  });

  it('hides a record', async () => {
    const { user } = await renderDialogue();
    await user.click(within(sessions()).getByRole('button', { name: /^七天无理由退货怎么申请/ }));
    await within(log()).findByText('运费谁来承担？');
    await user.click(within(log()).getByRole('button', { name: '隐藏记录 运费谁来承担？' }));
    await screen.findByText('已隐藏该条记录');
    await waitFor(() => expect(within(log()).queryByText('运费谁来承担？')).toBeNull());
  });

  it('asks in a new session: the streamed answer shows and the session takes the question as its title', async () => {
    const { user } = await renderDialogue();
    const before = titles().length;
    await user.click(screen.getByRole('button', { name: '新建会话' }));
    await waitFor(() => expect(titles()).toHaveLength(before + 1));
    await user.type(screen.getByLabelText('输入问题'), '订单可以修改收货地址吗？{Enter}');
    await within(log()).findByText('订单可以修改收货地址吗？');
    await within(log()).findByText(/我是「在线答疑机器人」/);
    await waitFor(() => expect(titles()[0]).toBe('订单可以修改收货地址吗？'));
    expect((screen.getByLabelText('输入问题') as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps a question typed while a new session is being created, and sends it to the new session', async () => {
    const { user } = await renderDialogue();
    const before = titles().length;
    // The new session arrives only when the test says so, however fast the machine is.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(
        url(paths.appSession.create),
        async () => {
          await held;
        },
        { once: true },
      ),
    );
    await user.click(screen.getByRole('button', { name: '新建会话' }));
    const input = screen.getByLabelText('输入问题') as HTMLTextAreaElement;
    await user.type(input, '发票可以重开吗？{Enter}');
    expect(input.value).toBe('发票可以重开吗？');
    expect(screen.getByRole('button', { name: '发送' })).toHaveProperty('disabled', true);
    expect(within(log()).queryByText('发票可以重开吗？')).toBeNull();
    release();
    await waitFor(() => expect(titles()).toHaveLength(before + 1));
    await waitFor(() => expect(screen.getByRole('button', { name: '发送' })).toHaveProperty('disabled', false));
    await user.type(input, '{Enter}');
    await within(log()).findByText('发票可以重开吗？');
    await waitFor(() => expect(titles()[0]).toBe('发票可以重开吗？'));
    expect(input.value).toBe('');
  });

  it('tops a session first, cancels it, and deletes a session after confirming', async () => {
    const { user } = await renderDialogue();
    const last = titles().at(-1)!;
    await user.click(within(sessions()).getByRole('button', { name: `置顶 ${last}` }));
    await screen.findByText('已置顶');
    await waitFor(() => expect(titles()[0]).toBe(last));
    expect(within(within(sessions()).getAllByRole('listitem')[0]).getByText('置顶')).toBeTruthy();
    await user.click(within(sessions()).getByRole('button', { name: `取消置顶 ${last}` }));
    await screen.findByText('已取消置顶');
    await waitFor(() => expect(titles()[0]).not.toBe(last));

    const count = titles().length;
    await user.click(within(sessions()).getByRole('button', { name: `删除会话 ${last}` }));
    const confirm = await screen.findByRole('alertdialog', { name: '删除会话' });
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await screen.findByText('删除成功');
    await waitFor(() => expect(titles()).toHaveLength(count - 1));
  });
});
