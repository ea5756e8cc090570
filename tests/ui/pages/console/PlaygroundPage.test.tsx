import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../src/api/paths';
import { PlaygroundPage } from '../../../../src/ui/pages/console/PlaygroundPage';
import { holdChatStreams } from '../../heldStream';
import { renderSignedIn, serveSimulator } from '../../signedIn';

serveSimulator();

const PAGE = '/console/experience-center/playground';
/** Real streams and the simulator's answers: a bound for a loaded machine, never a delay a passing test pays. */
const SLOW = { timeout: 30_000 };

async function openPlayground(query = '?model=glm-4') {
  const rendered = await renderSignedIn(<PlaygroundPage />, 'dev_ent', `${PAGE}${query}`);
  // The model list is in once the picker offers more than the preselected model.
  await waitFor(
    () => expect(within(screen.getByLabelText('模型')).getAllByRole('option').length).toBeGreaterThan(3),
    SLOW,
  );
  return rendered;
}

const answer = () => screen.getByRole('region', { name: '模型回答' });

describe('PlaygroundPage', () => {
  it('preselects ?model=, streams the answer as it comes, then shows tokens, latency and cost', async () => {
    const held = holdChatStreams(paths.playground.chat);
    const { user } = await openPlayground();
    expect(screen.getByLabelText('模型')).toHaveProperty('value', 'glm-4');
    await user.type(screen.getByLabelText(/系统提示词/), '你是巡检助手');
    await user.type(screen.getByLabelText('用户输入'), '巡检结果如何？');
    await user.click(screen.getByRole('button', { name: '运行' }));
    await waitFor(() => expect(held.asked()).toBe(1));
    expect(held.bodies()[0]).toMatchObject({
      model: 'glm-4',
      systemPrompt: '你是巡检助手',
      prompt: '巡检结果如何？',
      temperature: 0.7,
      topP: 1,
      maxTokens: 1024,
      stop: [],
    });

    held.write('巡检正常，');
    await waitFor(() => expect(answer().textContent).toContain('巡检正常，'));
    expect(screen.getByRole('button', { name: '停止生成' })).toBeTruthy();
    expect(within(answer()).queryByLabelText('调用统计')).toBeNull();

    held.write('无异常。');
    held.send({ usage: { tokensIn: 23, tokensOut: 9, cost: 0.05, latencyMs: 1234, finishReason: 'stop' } });
    held.end();
    const stats = await within(answer()).findByLabelText('调用统计');
    expect(stats.textContent).toBe('输入23 tokens输出9 tokens耗时1.23 s费用¥0.05');
    expect(answer().textContent).toContain('巡检正常，无异常。');
    expect(screen.getByRole('button', { name: '运行' })).toBeTruthy();
  });

  it('refuses parameters out of range with their messages, keeps what was typed and sends nothing', async () => {
    const held = holdChatStreams(paths.playground.chat);
    const { user } = await openPlayground();
    await user.type(screen.getByLabelText('用户输入'), '你好');
    const temperature = screen.getByLabelText('温度（temperature）');
    await user.clear(temperature);
    await user.type(temperature, '2.5');
    const topP = screen.getByLabelText('核采样（top_p）');
    await user.clear(topP);
    await user.type(topP, '-0.1');
    const maxTokens = screen.getByLabelText('最大输出（max_tokens）');
    await user.clear(maxTokens);
    await user.type(maxTokens, '10.5');
    await user.type(screen.getByLabelText(/停止序列/), '一{Enter}二{Enter}三{Enter}四{Enter}五');
    await user.click(screen.getByRole('button', { name: '运行' }));

    expect(screen.getByText('temperature 须在 0 到 2 之间')).toBeTruthy();
    expect(screen.getByText('top_p 须在 0 到 1 之间')).toBeTruthy();
    expect(screen.getByText('max_tokens 须为整数')).toBeTruthy();
    expect(screen.getByText('停止序列最多4个')).toBeTruthy();
    expect(temperature).toHaveProperty('value', '2.5');
    expect(topP).toHaveProperty('value', '-0.1');
    expect(maxTokens).toHaveProperty('value', '10.5');
    expect(screen.getByLabelText('用户输入')).toHaveProperty('value', '你好');
    expect(held.asked()).toBe(0);

    // Corrected, the message goes and the request goes out with the numbers typed.
    await user.clear(temperature);
    await user.type(temperature, '1.2');
    expect(screen.queryByText('temperature 须在 0 到 2 之间')).toBeNull();
    await user.clear(topP);
    await user.type(topP, '0.9');
    await user.clear(maxTokens);
    await user.type(maxTokens, '256');
    await user.clear(screen.getByLabelText(/停止序列/));
    await user.type(screen.getByLabelText(/停止序列/), '。');
    await user.click(screen.getByRole('button', { name: '运行' }));
    await waitFor(() => expect(held.asked()).toBe(1));
    expect(held.bodies()[0]).toMatchObject({ temperature: 1.2, topP: 0.9, maxTokens: 256, stop: ['。'] });
  });

  it('shows the request as code with the key masked, on screen and when copied, until the user reveals it', async () => {
    const { user } = await openPlayground();
    await user.type(screen.getByLabelText('用户输入'), '你好');
    await user.click(screen.getByRole('button', { name: '查看代码' }));
    const dialog = await screen.findByRole('dialog', { name: '查看代码' });
    const code = () => within(dialog).getByTestId('playground-code').textContent ?? '';
    expect(code()).toContain('Authorization: Bearer YOUR_API_KEY');
    expect(code()).toContain('"model": "glm-4"');

    const secret = `sk-${'0123456789abcdef'.repeat(2)}9a7f`;
    await user.type(within(dialog).getByLabelText(/API 密钥/), secret);
    expect(code()).toContain('Authorization: Bearer sk-****9a7f');
    expect(dialog.textContent).not.toContain(secret);
    await user.click(within(dialog).getByRole('button', { name: '复制 curl 代码' }));
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain('sk-****9a7f');
    expect(copied).not.toContain(secret);

    await user.click(within(dialog).getByRole('tab', { name: 'Python' }));
    expect(code()).toContain('client = OpenAI(api_key="sk-****9a7f"');
    await user.click(within(dialog).getByRole('tab', { name: 'JavaScript' }));
    expect(code()).toContain('apiKey: "sk-****9a7f"');
    expect(code()).not.toContain(secret);

    await user.click(within(dialog).getByText('在代码中显示完整密钥'));
    expect(code()).toContain(`apiKey: "${secret}"`);
  });

  it('compares one prompt on two models side by side, each with its tokens, latency and cost', async () => {
    const { user } = await openPlayground();
    await user.click(screen.getByRole('button', { name: '多模型对比' }));
    const chooser = screen.getByRole('group', { name: /对比模型/ });
    await user.type(screen.getByLabelText('用户输入'), '介绍一下你自己');
    await user.click(screen.getByRole('button', { name: '开始对比' }));
    expect(screen.getByText('对比模式请选择2到3个模型')).toBeTruthy();

    await user.click(within(chooser).getByRole('checkbox', { name: 'DeepSeek-V3' }));
    await user.click(screen.getByRole('button', { name: '开始对比' }));
    const results = await screen.findByRole('list', { name: '对比结果' }, SLOW);
    const columns = within(results).getAllByRole('listitem');
    expect(columns.map((c) => c.getAttribute('aria-label'))).toEqual(['GLM-4', 'DeepSeek-V3']);
    for (const column of columns)
      expect(within(column).getByLabelText('调用统计').textContent).toMatch(
        /^输入\d+ tokens输出\d+ tokens耗时[\d.]+ m?s费用¥\d+\.\d{2}/,
      );
  });
});
