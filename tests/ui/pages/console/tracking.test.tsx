import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { systemActor } from '../../../../src/machines/app';
import { ExperienceCenterPage } from '../../../../src/ui/pages/console/ExperienceCenterPage';
import { ModelSquarePage } from '../../../../src/ui/pages/console/ModelSquarePage';
import { renderSignedIn, serveSimulator } from '../../signedIn';

serveSimulator();

/** The named events the tracker has queued (page views left out), as [identifier, props]. */
function tracked(app: Parameters<typeof systemActor>[0]) {
  return systemActor(app, 'tracker')
    .getSnapshot()
    .context.queue.filter((e) => e.module !== 'page')
    .map((e) => [e.identifier, e.props] as const);
}

describe('console clicks are tracked by name (SPEC 9)', () => {
  it('model square: a filter change, opening a model and trying it', async () => {
    const { app, user } = await renderSignedIn(<ModelSquarePage />, 'dev_ent', '/console/model-square');
    await screen.findAllByTestId('model-card');
    await user.selectOptions(screen.getByLabelText('模型类型'), 'vision');
    expect(tracked(app)).toContainEqual(['modelSquare.filter', expect.objectContaining({ modelType: 'vision' })]);

    await waitFor(() => expect(screen.getAllByTestId('model-card').length).toBeGreaterThan(0));
    const first = screen.getAllByTestId('model-card')[0];
    await user.click(within(first).getByRole('link', { name: /^立即体验/ }));
    expect(tracked(app)).toContainEqual(['modelSquare.try_model', expect.objectContaining({ model: expect.any(String) as string })]);
  });

  it('experience center: choosing a scenario, a persona and sending a question', async () => {
    const { app, user } = await renderSignedIn(<ExperienceCenterPage />, 'dev_ent', '/console/experience-center');
    await user.click(await screen.findByRole('button', { name: '智能巡检' }));
    expect(tracked(app)).toContainEqual(['experience.choose_scenario', expect.objectContaining({ scenario: 'inspection' })]);

    await user.type(screen.getByLabelText('输入问题'), '巡检结果如何？{Enter}');
    expect(tracked(app)).toContainEqual(['experience.send_message', expect.objectContaining({ length: 7 })]);

    await user.selectOptions(screen.getByLabelText('人设设置'), '自定义');
    await user.selectOptions(screen.getByLabelText('声音人设'), '活泼可爱');
    expect(tracked(app).map(([id]) => id)).toContain('experience.choose_persona');
  });
});
