import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExperienceCenterPage } from '../../../../src/ui/pages/console/ExperienceCenterPage';
import { ModelSquarePage } from '../../../../src/ui/pages/console/ModelSquarePage';
import { renderSignedIn, serveSimulator } from '../../signedIn';
import { recordTracked } from '../../tracked';

serveSimulator();

describe('console clicks are tracked by name (SPEC 9)', () => {
  it('model square: a filter change, opening a model and trying it', async () => {
    const { app, user } = await renderSignedIn(<ModelSquarePage />, 'dev_ent', '/console/model-square');
    const tracked = recordTracked(app);
    await screen.findAllByTestId('model-card');
    await user.selectOptions(screen.getByLabelText('模型类型'), 'vision');
    expect(tracked()).toContainEqual(['modelSquare.filter', expect.objectContaining({ modelType: 'vision' })]);

    await waitFor(() => expect(screen.getAllByTestId('model-card').length).toBeGreaterThan(0));
    const first = screen.getAllByTestId('model-card')[0];
    await user.click(within(first).getByRole('link', { name: /^立即体验/ }));
    expect(tracked()).toContainEqual([
      'modelSquare.try_model',
      expect.objectContaining({ model: expect.any(String) as string }),
    ]);
  });

  it('experience center: choosing a scenario, a persona and sending a question', async () => {
    const { app, user } = await renderSignedIn(<ExperienceCenterPage />, 'dev_ent', '/console/experience-center');
    const tracked = recordTracked(app);
    await user.click(await screen.findByRole('button', { name: '智能巡检' }));
    expect(tracked()).toContainEqual([
      'experience.choose_scenario',
      expect.objectContaining({ scenario: 'inspection' }),
    ]);

    await user.type(screen.getByLabelText('输入问题'), '巡检结果如何？{Enter}');
    expect(tracked()).toContainEqual(['experience.send_message', expect.objectContaining({ length: 7 })]);

    await user.selectOptions(screen.getByLabelText('人设设置'), '自定义');
    await user.selectOptions(screen.getByLabelText('声音人设'), '活泼可爱');
    expect(tracked().map(([id]) => id)).toContain('experience.choose_persona');
  });
});
