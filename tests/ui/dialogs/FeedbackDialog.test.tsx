import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { systemActor } from '../../../src/machines/app';
import { storeToken } from '../../../src/machines/credentials';
import { feedbackMessages } from '../../../src/domain/feedback';
import { messages } from '../../../src/domain/validation';
import { FeedbackDialog } from '../../../src/ui/dialogs/FeedbackDialog';
import { loginAs } from '../../unit/mocks/client';
import { openLazyDialog, serveSimulator } from '../signedIn';

serveSimulator();

const openDialog = () =>
  openLazyDialog(<FeedbackDialog />, 'feedbackFlow', (app) =>
    systemActor(app, 'feedback').send({ type: 'FEEDBACK.OPEN' }),
  );

async function openForm() {
  const opened = await openDialog();
  await within(opened.dialog).findByLabelText(/反馈内容/);
  return opened;
}

const image = (name: string, size = 1024, type = 'image/png') => new File([new Uint8Array(size)], name, { type });
/** The hidden file input: picking goes through change events, as a browser's picker does. */
const pick = (label: string, files: File[]) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { files } });

describe('feedback form (SPEC section 5)', () => {
  it('asks for the type and the content on submit', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByText(messages.feedbackTypeRequired)).toBeTruthy();
    expect(screen.getByText(messages.feedbackContentRequired)).toBeTruthy();
  });

  it('clears whitespace-only content and counts characters up to 500', async () => {
    const { user } = await openForm();
    const content = screen.getByLabelText(/反馈内容/) as HTMLTextAreaElement;
    await user.type(content, '   ');
    expect(content.value).toBe('');
    fireEvent.change(content, { target: { value: '字'.repeat(501) } });
    expect(screen.getByText('501/500')).toBeTruthy();
    expect(screen.getByText(feedbackMessages.contentTooLong)).toBeTruthy();
  });

  it('limits the contact name to 10 and the contact info to 100 characters', async () => {
    const { user } = await openForm();
    await user.type(screen.getByLabelText(/联系人/), '一二三四五六七八九十一');
    expect(screen.getByText(feedbackMessages.contactNameTooLong)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/联系方式/), { target: { value: `${'a'.repeat(95)}@b.com` } });
    expect(screen.getByText(feedbackMessages.contactInfoTooLong)).toBeTruthy();
  });

  it('wants a valid phone or email once contact info is filled', async () => {
    const { user } = await openForm();
    await user.type(screen.getByLabelText(/联系方式/), '12345');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByText(messages.contactInvalid)).toBeTruthy();
    await user.clear(screen.getByLabelText(/联系方式/));
    await user.type(screen.getByLabelText(/联系方式/), 'lin@example.com');
    expect(screen.queryByText(messages.contactInvalid)).toBeNull();
  });

  it('keeps everything typed when the dialog closes and opens again', async () => {
    const { user, app } = await openForm();
    await user.type(screen.getByLabelText(/反馈内容/), '文档搜索不支持拼音');
    act(() => systemActor(app, 'feedback').send({ type: 'FEEDBACK.CLOSE' }));
    act(() => systemActor(app, 'feedback').send({ type: 'FEEDBACK.OPEN' }));
    expect(((await screen.findByLabelText(/反馈内容/)) as HTMLTextAreaElement).value).toBe('文档搜索不支持拼音');
  });
});

describe('feedback images (SPEC section 5)', () => {
  it('previews accepted images and removes them', async () => {
    const { user } = await openForm();
    pick('上传图片', [image('a.png'), image('b.jpg', 10, 'image/jpeg')]);
    expect(screen.getByRole('img', { name: 'a.png' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'b.jpg' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '移除图片 a.png' }));
    expect(screen.queryByRole('img', { name: 'a.png' })).toBeNull();
  });

  it('refuses other types', async () => {
    await openForm();
    pick('上传图片', [image('anim.gif', 10, 'image/gif')]);
    expect(screen.getByText(messages.imageType)).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'anim.gif' })).toBeNull();
  });

  it('refuses images over 3 MB', async () => {
    await openForm();
    pick('上传图片', [image('big.png', 3 * 1024 * 1024 + 1)]);
    expect(screen.getByText(messages.imageSize)).toBeTruthy();
  });

  it('refuses the same image twice (same name and size)', async () => {
    await openForm();
    pick('上传图片', [image('a.png')]);
    pick('上传图片', [image('a.png')]);
    expect(screen.getByText(feedbackMessages.duplicateImage)).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'a.png' })).toHaveLength(1);
  });

  it('refuses a fourth image and keeps the first three', async () => {
    await openForm();
    pick('上传图片', [image('1.png'), image('2.png'), image('3.png'), image('4.png')]);
    expect(screen.getByText(messages.imageCount)).toBeTruthy();
    expect(screen.queryByRole('img', { name: '4.png' })).toBeNull();
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });
});

describe('feedback history and replies', () => {
  async function openAs(userName: 'dev_ent' | 'dev_person') {
    storeToken(await loginAs(userName));
    return openDialog();
  }

  it('opens on the history when a platform answer is unread, and reading it lowers the counter', async () => {
    const { user, app } = await openAs('dev_ent');
    const unread = await screen.findByRole('button', { name: /^有新回复/ });
    expect(screen.getByRole('heading', { name: '历史反馈' })).toBeTruthy();
    expect(systemActor(app, 'feedbackFlow').getSnapshot().context.unread).toBe(1);
    await user.click(unread);
    await screen.findByText('平台回复');
    expect(systemActor(app, 'feedbackFlow').getSnapshot().context.unread).toBe(0);
    // Read now, yet the answer that was new stays marked in the thread.
    expect(screen.getByText('新回复')).toBeTruthy();
  });

  it('asks for reply content and limits it to 500 characters', async () => {
    const { user } = await openAs('dev_ent');
    await user.click(await screen.findByRole('button', { name: /^有新回复/ }));
    await screen.findByLabelText('回复内容');
    await user.click(screen.getByRole('button', { name: '回复' }));
    expect(screen.getByText('请填写回复内容')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('回复内容'), { target: { value: '字'.repeat(501) } });
    await user.click(screen.getByRole('button', { name: '回复' }));
    expect(screen.getByText('回复内容不能超过500字')).toBeTruthy();
    // A full box with a line break after it is 500 by its counter, and by the limit too.
    fireEvent.change(screen.getByLabelText('回复内容'), { target: { value: `${'字'.repeat(500)}\n` } });
    expect(screen.getByLabelText('已输入500个字符，最多500个')).toBeTruthy();
    expect(screen.queryByText('回复内容不能超过500字')).toBeNull();
  });

  it('disables replies to a resolved feedback with 反馈已解决, and shows 问题已解决 on the newest message as done', async () => {
    const { user } = await openAs('dev_person');
    // dev_person has no unread answer: the form first, then the history.
    await user.click(await screen.findByRole('button', { name: /^历史反馈/ }));
    await user.click(await screen.findByRole('button', { name: /文档中心的流式输出示例/ }));
    // Said once, where the reply box was.
    await screen.findByText(feedbackMessages.resolved);
    expect((screen.getByRole('button', { name: '回复' }) as HTMLButtonElement).disabled).toBe(true);
    // SPEC section 4: on the newest message whenever the status is not 0; resolved, so disabled with the reason.
    const newest = within(screen.getByRole('list', { name: '反馈记录' }))
      .getAllByRole('listitem')
      .at(-1)!;
    const resolve = within(newest).getByRole('button', { name: '问题已解决' }) as HTMLButtonElement;
    expect(resolve.disabled).toBe(true);
    expect(document.getElementById(resolve.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      feedbackMessages.resolved,
    );
  });

  it('says 暂无反馈数据 on the history of a user who has sent none (SPEC section 4)', async () => {
    // The seed gives every demo account feedback threads but admin.
    storeToken(await loginAs('admin'));
    const { user } = await openDialog();
    await user.click(await screen.findByRole('button', { name: /^历史反馈/ }));
    expect(await screen.findByText('暂无反馈数据')).toBeTruthy();
  });

  it('goes back from the detail to the list and from the list to the form', async () => {
    const { user } = await openAs('dev_ent');
    await user.click(await screen.findByRole('button', { name: /^有新回复/ }));
    await screen.findByRole('heading', { name: '反馈详情' });
    await user.click(screen.getByRole('button', { name: '返回' }));
    await screen.findByRole('heading', { name: '历史反馈' });
    await user.click(screen.getByRole('button', { name: '返回' }));
    await screen.findByRole('heading', { name: '意见反馈' });
    await waitFor(() => expect(screen.getByLabelText(/反馈内容/)).toBeTruthy());
  });
});
