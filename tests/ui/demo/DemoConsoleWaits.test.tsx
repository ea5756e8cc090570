import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exposeControls } from '../../../src/demoControls';
import { DemoConsolePanel } from '../../../src/ui/demo/DemoConsolePanel';
import { renderWithApp } from '../../render';

// On /test the console's code loads with the page, which can be before the simulator has started
// (its tables not loaded yet): it must wait for it rather than list nobody until the next refresh.
describe('the demo console before the simulator has started', () => {
  it('says it is connecting, lists no one, then lists the accounts once the simulator has started', async () => {
    renderWithApp(<DemoConsolePanel />, { path: '/test' });
    const console = await screen.findByTestId('demo-console');
    expect(within(console).getByRole('status').textContent).toBe('正在连接模拟器…');
    expect(within(console).queryByRole('button', { name: '切换到 admin' })).toBeNull();
    act(() => exposeControls());
    expect(await within(console).findByRole('button', { name: '切换到 admin' })).toBeTruthy();
    expect(within(console).queryByText('正在连接模拟器…')).toBeNull();
  });
});
