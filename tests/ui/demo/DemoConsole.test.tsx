import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY, listFaults, now, resetSimulator, simulatorControls } from '../../../mocks/node';
import { SIM_EPOCH } from '../../../mocks/rules/clock';
import { exposeControls } from '../../../src/demoControls';
import { DemoConsolePanel } from '../../../src/ui/demo/DemoConsolePanel';
import { renderWithApp } from '../../render';
import { sendCode } from '../../unit/mocks/client';

beforeAll(() => {
  // The simulator runs (msw/node): tell the console so, as src/demo.ts does in the browser.
  exposeControls();
});
beforeEach(() => resetSimulator());

async function renderConsole() {
  renderWithApp(<DemoConsolePanel />, { path: '/test' });
  const console = await screen.findByTestId('demo-console');
  await within(console).findByRole('button', { name: '切换到 admin' });
  return { console, user: userEvent.setup() };
}

describe('demo console', () => {
  it('lists the demo accounts with their labels, signed out', async () => {
    const { console } = await renderConsole();
    expect(within(console).getByText('当前：未登录。切换后页面将以该用户身份重新加载。')).toBeTruthy();
    const list = within(console).getByRole('list', { name: '演示账号' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByText('超级管理员（全部权限，企业已认证，永久体验）')).toBeTruthy();
  });

  it('turns a fault switch on and off, showing it while it is on', async () => {
    const { console, user } = await renderConsole();
    await user.click(within(console).getByRole('tab', { name: '故障开关' }));
    await user.selectOptions(within(console).getByLabelText('接口区域'), '站内信');
    await user.selectOptions(within(console).getByLabelText('故障类型'), '慢响应');
    await user.clear(within(console).getByLabelText('延迟秒数'));
    await user.type(within(console).getByLabelText('延迟秒数'), '5');
    await user.selectOptions(within(console).getByLabelText('生效范围'), '仅下一次请求');
    await user.click(within(console).getByRole('button', { name: '开启故障' }));

    const active = await within(console).findByRole('list', { name: '生效中的故障开关' });
    expect(within(active).getByText('站内信 · 慢响应 5 秒 · 仅下一次请求')).toBeTruthy();
    expect(listFaults()).toMatchObject([{ area: 'message', kind: 'slow', scope: 'next', seconds: 5 }]);

    await user.click(within(active).getByRole('button', { name: '关闭故障：站内信 · 慢响应 5 秒 · 仅下一次请求' }));
    await within(console).findByText('暂无故障开关，所有接口正常应答。');
    expect(listFaults()).toEqual([]);
  });

  it('refuses a slow fault without a sensible delay', async () => {
    const { console, user } = await renderConsole();
    await user.click(within(console).getByRole('tab', { name: '故障开关' }));
    await user.selectOptions(within(console).getByLabelText('故障类型'), '慢响应');
    await user.clear(within(console).getByLabelText('延迟秒数'));
    expect(within(console).getByText('请输入1-120之间的秒数')).toBeTruthy();
    expect(within(console).getByRole('button', { name: '开启故障' })).toHaveProperty('disabled', true);
  });

  it('updates when a switch is used up by a call', async () => {
    const { console, user } = await renderConsole();
    await user.click(within(console).getByRole('tab', { name: '故障开关' }));
    act(() => void simulatorControls.setFault({ area: 'user', kind: '500', scope: 'next' }));
    await within(console).findByText('用户 · 500 服务器错误 · 仅下一次请求');
    await fetch('http://localhost/front/api/user/v1/myDetail');
    await within(console).findByText('暂无故障开关，所有接口正常应答。');
  });

  it('advances the simulated clock by days or hours', async () => {
    const { console, user } = await renderConsole();
    await user.click(within(console).getByRole('tab', { name: '模拟时钟' }));
    expect(within(console).getByTestId('demo-clock').textContent).toMatch(/^2026-11-01 \d\d:\d\d$/);
    await user.click(within(console).getByRole('button', { name: '时钟拨快 11 天' }));
    await waitFor(() => expect(now() - SIM_EPOCH).toBeGreaterThanOrEqual(11 * DAY));
    await user.clear(within(console).getByLabelText('拨快时长'));
    await user.type(within(console).getByLabelText('拨快时长'), '2');
    await user.selectOptions(within(console).getByLabelText('单位'), '小时');
    await user.click(within(console).getByRole('button', { name: '拨快时钟' }));
    await waitFor(() => expect(now() - SIM_EPOCH).toBeGreaterThanOrEqual(11 * DAY + 2 * 3_600_000));
    await waitFor(() => expect(within(console).getByTestId('demo-clock').textContent).toMatch(/^2026-11-12 /));
  });

  it('shows issued codes newest first with phone and purpose', async () => {
    const { console, user } = await renderConsole();
    await user.click(within(console).getByRole('tab', { name: '验证码' }));
    expect(within(console).getByText('暂无已发送的验证码。')).toBeTruthy();
    await sendCode('13800000001', 2);
    await sendCode('13800000002', 3);
    const table = await within(console).findByRole('table', { name: '已发送的验证码' });
    const rows = within(table).getAllByRole<HTMLTableRowElement>('row').slice(1);
    expect(rows).toHaveLength(2);
    const [newest] = simulatorControls.issuedCodes();
    expect(rows[0].textContent).toBe(`${newest.code}13800000002重置密码有效${rows[0].cells[4].textContent}`);
    expect(rows[1].textContent).toMatch(/^\d{6}13800000001登录有效2026-/);
  });

  it('asks before a reset and can be cancelled', async () => {
    const { console, user } = await renderConsole();
    await user.click(within(console).getByRole('button', { name: '重置演示数据' }));
    expect(within(console).getByRole('button', { name: '确认重置' })).toBeTruthy();
    await user.click(within(console).getByRole('button', { name: '取消' }));
    expect(within(console).getByRole('button', { name: '重置演示数据' })).toHaveProperty('disabled', false);
  });
});
