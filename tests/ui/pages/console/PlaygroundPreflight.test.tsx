import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../../src/api/paths';
import { PlaygroundPage } from '../../../../src/ui/pages/console/PlaygroundPage';
import { loginAs, post } from '../../../unit/mocks/client';
import { renderSignedIn, serveSimulator } from '../../signedIn';

serveSimulator();

const PAGE = '/console/experience-center/playground';
const SLOW = { timeout: 30_000 };
const yuan = (text: string | null) => Number((text ?? '').replace(/[¥,]/g, ''));

async function openPlayground(token?: string) {
  const rendered = await renderSignedIn(<PlaygroundPage />, 'dev_ent', `${PAGE}?model=glm-4`, token);
  await waitFor(
    () => expect(within(screen.getByLabelText('模型')).getAllByRole('option').length).toBeGreaterThan(3),
    SLOW,
  );
  return rendered;
}

describe('PlaygroundPage: pre-flight cost', () => {
  it('shows the worst case before sending, follows max_tokens, and the call costs no more', async () => {
    const { user } = await openPlayground();
    await user.type(screen.getByLabelText('用户输入'), '巡检结果如何？');
    const worst = await screen.findByTestId('preflight-worst-console');
    // glm-4: ¥0.005 in and ¥0.01 out per thousand tokens; 7 + 8 prompt tokens and 1024 out: ¥0.010315 → ¥0.02.
    expect(worst.textContent).toBe('¥0.02');
    expect(screen.getByTestId('preflight-basis-console').textContent).toContain('输入约 15 tokens');
    expect(screen.getByTestId('preflight-budget-console').textContent).toBe('未设置月度预算。');

    const maxTokens = screen.getByLabelText('最大输出（max_tokens）');
    await user.clear(maxTokens);
    await user.type(maxTokens, '4000');
    // 4000 × ¥0.01 / 1000 = ¥0.04, plus the prompt's ¥0.000075, rounded up.
    await waitFor(() => expect(screen.getByTestId('preflight-worst-console').textContent).toBe('¥0.05'));

    await user.click(screen.getByRole('button', { name: '运行' }));
    const stats = await within(screen.getByRole('region', { name: '模型回答' })).findByLabelText('调用统计', {}, SLOW);
    const charged = yuan(/费用(.*)$/.exec(stats.textContent ?? '')?.[1] ?? '');
    expect(charged).toBeGreaterThan(0);
    expect(charged).toBeLessThanOrEqual(0.05);
  });

  it('measures the budget and the chosen key in 查看代码, where the code is sent with the key', async () => {
    const token = await loginAs('dev_ent');
    await post(paths.spend.budget, { monthlyBudget: 0.05 }, token);
    const key = { name: '夜间批处理', allowedModels: [], ipAllowlist: [], expireDate: '', monthlyCap: 1 };
    expect((await post(paths.developer.keyCreate, key, token)).code).toBe(200);
    // Offered beside it: a key without a cap, as such; not a disabled one, whose calls are refused.
    expect((await post(paths.developer.keyCreate, { ...key, name: '不限额', monthlyCap: null }, token)).code).toBe(200);
    const stopped = await post<{ id: string }>(paths.developer.keyCreate, { ...key, name: '已停用' }, token);
    expect((await post(paths.developer.keyUpdateStatus, { id: stopped.data.id, status: 0 }, token)).code).toBe(200);
    const { user } = await openPlayground(token);
    await user.type(screen.getByLabelText('用户输入'), '你好');
    // "user:你好" and its framing: 10 tokens; with 1024 out, ¥0.02 at most.
    await user.click(screen.getByRole('button', { name: '查看代码' }));
    const dialog = await screen.findByRole('dialog', { name: '查看代码' });
    const budget = await within(dialog).findByTestId('preflight-budget-api');
    expect(budget.textContent).toBe('本月预算剩余 ¥0.05，本次调用后至少剩余 ¥0.03');
    const offered = within(within(dialog).getByLabelText('按密钥核算月度上限')).getAllByRole('option');
    expect(offered.map((o) => o.textContent)).toEqual(expect.arrayContaining(['夜间批处理', '不限额（无上限）']));
    expect(offered.map((o) => o.textContent)).not.toContain('已停用');
    await user.selectOptions(within(dialog).getByLabelText('按密钥核算月度上限'), '夜间批处理');
    expect(within(dialog).getByTestId('preflight-key-api').textContent).toBe(
      '密钥“夜间批处理”本月上限剩余 ¥1.00，本次调用后至少剩余 ¥0.98',
    );
    expect(within(dialog).getByTestId('preflight-basis-api').textContent).toContain(
      '提示词命中缓存的部分按 ¥0.0005/千tokens 计费',
    );
  });
});
