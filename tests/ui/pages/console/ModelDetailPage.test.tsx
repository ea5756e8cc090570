import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MODEL_NOT_FOUND } from '../../../../mocks/handlers/model';
import { ModelDetailPage } from '../../../../src/ui/pages/console/ModelDetailPage';
import { renderSignedIn, serveSimulator } from '../../signedIn';

serveSimulator();

const DETAIL = '/console/model-square/model-detail';

describe('ModelDetailPage', () => {
  it('shows overview, limits, pricing, versions and a copyable example for the model', async () => {
    const { user } = await renderSignedIn(<ModelDetailPage />, 'dev_ent', `${DETAIL}?id=qwen-72b-chat`);
    expect(await screen.findByRole('heading', { name: '通义千问 72B 对话版' })).toBeTruthy();
    for (const section of ['模型概览', '核心能力', '上下文与调用限制', '价格', '版本历史', 'API 调用示例']) {
      expect(screen.getByRole('region', { name: section })).toBeTruthy();
    }
    const versions = within(screen.getByRole('region', { name: '版本历史' })).getAllByRole('row');
    expect(versions.length).toBeGreaterThan(2);

    await user.click(screen.getByRole('tab', { name: 'Python' }));
    const python = await screen.findByTestId('example-python');
    expect(python.textContent).toContain('YOUR_API_KEY');
    expect(python.textContent).toContain('model="qwen-72b-chat"');
    await user.click(screen.getByRole('button', { name: '复制 Python 示例' }));
    expect(await screen.findByRole('button', { name: '已复制' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(python.textContent);

    expect(screen.getByRole('link', { name: '在体验中心试用' }).getAttribute('href')).toBe(
      '/console/experience-center?model=qwen-72b-chat',
    );
  });

  it('says so when the model does not exist', async () => {
    await renderSignedIn(<ModelDetailPage />, 'dev_ent', `${DETAIL}?id=gpt-nope`);
    await waitFor(() => expect(screen.getByText(MODEL_NOT_FOUND)).toBeTruthy());
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('has no try-it button for a user without experience access', async () => {
    await renderSignedIn(<ModelDetailPage />, 'trial_none', `${DETAIL}?id=glm-4`);
    expect(await screen.findByRole('heading', { name: 'GLM-4' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '在体验中心试用' })).toBeNull();
  });
});
