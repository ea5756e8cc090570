import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSimulator } from '../../../../mocks/node';
import { systemActor } from '../../../../src/machines/app';
import { HomePage } from '../../../../src/ui/pages/home/HomePage';
import { renderWithApp } from '../../../render';

beforeEach(() => resetSimulator());

describe('HomePage', () => {
  it('shows the featured models and apps to a guest', async () => {
    renderWithApp(<HomePage />);
    const models = screen.getByRole('region', { name: '精选模型' });
    expect(await within(models).findByRole('heading', { name: '通义千问 72B 对话版' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: '精选应用' })).getByRole('heading', { name: '会议纪要助手' }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: '应用场景' }))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['低空飞行', '智能设备', '通用机器人', '产品人设']);
  });

  it('tracks its clicks by name and asks the consultation flow to open', async () => {
    const { app } = renderWithApp(<HomePage />);
    const tracker = systemActor(app, 'tracker');
    fireEvent.click(screen.getByRole('button', { name: '立即咨询' }));
    const queued = tracker.getSnapshot().context.queue.map((e) => e.identifier);
    expect(queued).toContain('home.consult_band');
    await waitFor(() => expect(systemActor(app, 'consultation').getSnapshot().context.open).toBe(true));
    await screen.findAllByRole('heading', { name: '通义千问 72B 对话版' });
  });
});
