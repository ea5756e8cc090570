import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { fail, url } from '../../../../mocks/rules/respond';
import { chunkText, streamResponse } from '../../../../mocks/rules/stream';
import { paths } from '../../../../src/api/paths';
import { AUDIO_TYPE_MESSAGE } from '../../../../src/domain/experience';
import { ExperienceCenterPage } from '../../../../src/ui/pages/console/ExperienceCenterPage';
import { holdChatStreams } from '../../heldStream';
import { renderSignedIn, serveSimulator } from '../../signedIn';

serveSimulator();

const ANSWER = '## 结论\n\n巡检结果：**正常**。\n\n```python\nprint("ok")\n```\n';
const PAGE = '/console/experience-center';
/** Streams run on real timers: a bound for a loaded machine, never a delay a passing test pays. */
const STREAM = { timeout: 30_000 };

/** A stand-in for the stream endpoint that records what the page asked and answers at `delayMs` per chunk. */
function answerWith(delayMs: number, text = ANSWER) {
  const asked: Record<string, unknown>[] = [];
  server.use(
    http.post(url(paths.chat.stream), async ({ request }) => {
      asked.push((await request.json()) as Record<string, unknown>);
      return streamResponse(chunkText(text), { delayMs, signal: request.signal });
    }),
  );
  return asked;
}

const lastAnswer = () => screen.getAllByTestId('chat-answer').at(-1)!;

async function ask(user: Awaited<ReturnType<typeof renderSignedIn>>['user'], question: string) {
  await user.type(screen.getByLabelText('输入问题'), question);
  await user.click(screen.getByRole('button', { name: '发送' }));
}

describe('ExperienceCenterPage', () => {
  it('streams an answer with markdown and code, then copies it', async () => {
    const asked = answerWith(5);
    const { user } = await renderSignedIn(<ExperienceCenterPage />, 'dev_ent', `${PAGE}?model=glm-4`);
    await waitFor(() => expect(screen.getByLabelText('模型')).toHaveProperty('value', 'glm-4'));
    await ask(user, '巡检结果如何？');
    await waitFor(() => expect(lastAnswer().getAttribute('data-status')).toBe('done'), STREAM);
    expect(await within(lastAnswer()).findByRole('heading', { name: '结论' })).toBeTruthy();
    expect(lastAnswer().querySelector('pre')?.textContent).toContain('print("ok")');
    expect(asked[0]).toMatchObject({
      model: 'glm-4',
      scenario: 'onlineAnswer',
      messages: [{ role: 'user', content: '巡检结果如何？' }],
    });

    await user.click(within(lastAnswer()).getByRole('button', { name: '复制回答' }));
    expect(await within(lastAnswer()).findByText('已复制')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(ANSWER);
  });

  it('stops a streaming answer midway and regenerates it', async () => {
    const stream = holdChatStreams();
    const { user } = await renderSignedIn(<ExperienceCenterPage />, 'dev_ent', PAGE);
    await ask(user, '详细说说');
    await waitFor(() => expect(stream.asked()).toBe(1));
    stream.write('这是一段很长的回答。');
    await waitFor(() => expect(lastAnswer().textContent).toContain('这是一段'), STREAM);
    expect(lastAnswer().getAttribute('data-status')).toBe('streaming');
    await user.click(screen.getByRole('button', { name: '停止生成' }));
    await waitFor(() => expect(lastAnswer().getAttribute('data-status')).toBe('stopped'), STREAM);
    expect(within(lastAnswer()).getByText('已停止生成')).toBeTruthy();
    const stoppedAt = lastAnswer().textContent;
    // The page let go of the stream: what the server writes now can reach nobody.
    await waitFor(() => expect(stream.released()).toBe(true));
    try {
      stream.write('后面的内容');
    } catch {
      // Already closed on the server's side too.
    }
    await waitFor(() => expect(lastAnswer().getAttribute('data-status')).toBe('stopped'));
    expect(lastAnswer().textContent).toBe(stoppedAt);

    answerWith(0, '重新生成的回答');
    await user.click(within(lastAnswer()).getByRole('button', { name: '重新生成' }));
    await waitFor(() => expect(lastAnswer().getAttribute('data-status')).toBe('done'), STREAM);
    expect(lastAnswer().textContent).toContain('重新生成的回答');
    expect(screen.getAllByTestId('chat-question')).toHaveLength(1);
  });

  it('shows a failure with 重试, which asks again', async () => {
    answerWith(0, '第二次成功了');
    server.use(http.post(url(paths.chat.stream), () => fail('模型服务繁忙，请稍后重试', 500), { once: true }));
    const { user } = await renderSignedIn(<ExperienceCenterPage />, 'dev_ent', PAGE);
    await ask(user, '你好');
    const alert = await screen.findByRole('alert', {}, STREAM);
    expect(alert.textContent).toContain('模型服务繁忙，请稍后重试');
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(lastAnswer().textContent).toContain('第二次成功了'), STREAM);
    expect(screen.getAllByTestId('chat-question').map((q) => q.textContent)).toEqual(['你好']);
  });

  it('shows what the user typed as text, never as HTML', async () => {
    answerWith(0, '收到');
    const { user } = await renderSignedIn(<ExperienceCenterPage />, 'dev_ent', PAGE);
    const typed = '<img src=x onerror="alert(1)">看看';
    fireEvent.change(screen.getByLabelText('输入问题'), { target: { value: typed } });
    await user.click(screen.getByRole('button', { name: '发送' }));
    const question = await screen.findByTestId('chat-question');
    expect(question.textContent).toBe(typed);
    expect(question.querySelector('img')).toBeNull();
  });

  it('sends the custom voice persona; the persona is locked under the system default', async () => {
    const asked = answerWith(0, '收到啦～');
    const { user } = await renderSignedIn(<ExperienceCenterPage />, 'dev_ent', PAGE);
    expect(screen.getByLabelText('声音人设')).toHaveProperty('disabled', true);
    await user.selectOptions(screen.getByLabelText('人设设置'), '自定义');
    expect(screen.getByLabelText('声音人设')).toHaveProperty('disabled', false);
    await user.selectOptions(screen.getByLabelText('声音人设'), '活泼可爱');
    await ask(user, '介绍一下你自己');
    await waitFor(() => expect(asked).toHaveLength(1), STREAM);
    expect(asked[0]).toMatchObject({ voice: 1, persona: 3 });
  });

  it('switching scenario starts a new conversation; meeting minutes refuses a non-audio file', async () => {
    answerWith(0, '收到');
    const { user } = await renderSignedIn(<ExperienceCenterPage />, 'dev_ent', PAGE);
    await ask(user, '你好');
    await screen.findByTestId('chat-answer');
    await user.click(screen.getByRole('button', { name: '会议纪要' }));
    expect(screen.queryByTestId('chat-answer')).toBeNull();
    expect(screen.getByRole('heading', { name: '智能设备 · 会议纪要' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('上传会议录音'), {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(AUDIO_TYPE_MESSAGE);
  });
});
