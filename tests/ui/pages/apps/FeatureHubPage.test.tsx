import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tables } from '../../../../mocks/db/models';
import { systemActor } from '../../../../src/machines/app';
import { ACTIVATION_PROMPT_MS } from '../../../../src/machines/appFeatureHub';
import { FeatureHubPage } from '../../../../src/ui/pages/appCenter/FeatureHubPage';
import { renderSignedIn, serveSimulator } from '../../signedIn';

serveSimulator();
afterEach(() => void vi.useRealTimers());

describe('FeatureHubPage', () => {
  it('leaves an authorized user alone, even when the page opens before the session has loaded', async () => {
    // The clock is the test's (it still runs on its own, so requests and rendering go on): past the
    // 10 ms prompt delay by a jump, however slow the machine.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { app } = await renderSignedIn(<FeatureHubPage />, 'dev_ent', '/app-center/feature-hub');
    await screen.findByText('体验场景');
    await vi.advanceTimersByTimeAsync(ACTIVATION_PROMPT_MS * 10);
    expect(systemActor(app, 'activation').getSnapshot().matches('closed')).toBe(true);
    expect(screen.queryByText('尚未开通体验权限')).toBeNull();
  });

  it('offers the activation dialog to a user without experience authorization', async () => {
    const dev = tables.user.find((u) => u.userName === 'dev_person')!;
    await tables.user.patch(dev.id, { experienceAuth: false });
    const { app, user } = await renderSignedIn(<FeatureHubPage />, 'dev_person', '/app-center/feature-hub');
    const activation = systemActor(app, 'activation');
    await waitFor(() => expect(activation.getSnapshot().matches('open')).toBe(true));
    expect(await screen.findByText('尚未开通体验权限')).toBeTruthy();
    // The session lets go of its own demand (the code-dialog flag): the dialog closes, and the
    // page's button still offers it.
    systemActor(app, 'session').send({ type: 'SESSION.ACTIVATED' });
    await waitFor(() => expect(activation.getSnapshot().matches('closed')).toBe(true));
    await user.click(screen.getByRole('button', { name: '输入邀请码' }));
    await waitFor(() => expect(activation.getSnapshot().matches('open')).toBe(true));
  });
});
