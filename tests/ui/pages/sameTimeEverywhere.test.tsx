// A browser far from Beijing (UTC-7): every screen must still show the platform's Beijing time.
process.env.TZ = 'America/Los_Angeles';

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { tables } from '../../../mocks/db/models';
import { ActivationRecordPage } from '../../../src/ui/pages/account/ActivationRecordPage';
import { MyInvitationPage } from '../../../src/ui/pages/account/MyInvitationPage';
import { AppDetailPage } from '../../../src/ui/pages/appCenter/AppDetailPage';
import { AppStorePage } from '../../../src/ui/pages/appCenter/AppStorePage';
import { AppVerificationPage } from '../../../src/ui/pages/mgmt/AppVerificationPage';
import { InvitationCodesPage } from '../../../src/ui/pages/mgmt/InvitationCodesPage';
import { PersonalVerificationPage } from '../../../src/ui/pages/mgmt/PersonalVerificationPage';
import { renderSignedIn, serveSimulator } from '../signedIn';

serveSimulator();
beforeEach(() => window.history.replaceState(null, '', '/'));

// The seeded world is set at 2026-11-01 08:00 Beijing time (00:00 UTC); the times below are
// worked out by hand from mocks/seed, so a screen that showed UTC would read 8 hours earlier.
async function cellsOfRow(name: RegExp) {
  const row = await screen.findByRole('row', { name });
  return within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
}

describe('one seeded record, one time, on every screen that shows it', () => {
  // TRIAL005: created 36 days and activated (by dev_ent) 31 days before the epoch.
  const CREATED = '2026-09-26 08:00';
  const ACTIVATED = '2026-10-01 08:00';

  it('an invitation code: the admin list, the owner’s 我的邀请 and the redeemer’s 激活记录', async () => {
    const admin = await renderSignedIn(
      <InvitationCodesPage />,
      'admin',
      '/mgmt-console/customer-mgmt/invitation-codes',
    );
    expect(await cellsOfRow(/TRIAL005/)).toEqual(expect.arrayContaining([CREATED, ACTIVATED]));
    admin.unmount();

    const owner = await renderSignedIn(
      <MyInvitationPage />,
      'admin',
      '/account-center/account-information/my-invitation',
    );
    expect(await cellsOfRow(/TRIAL005/)).toEqual(expect.arrayContaining([CREATED, ACTIVATED]));
    owner.unmount();

    await renderSignedIn(<ActivationRecordPage />, 'dev_ent', '/account-center/account-information/activation-record');
    expect(await cellsOfRow(/TRIAL005/)).toContain(ACTIVATED);
  });

  it('an app: the 应用审核 queue, its publisher’s 我的发布 and the app’s detail page', async () => {
    // 云帆客服助手 was last updated (and approved) 20 days and 134 minutes after 08:00 before the epoch.
    const UPDATED = '2026-10-12 10:14';
    const admin = await renderSignedIn(<AppVerificationPage />, 'admin', '/mgmt-console/audits-mgmt/app-verification');
    const queued = await cellsOfRow(/云帆客服助手/);
    expect(queued).toContain(UPDATED);
    expect(queued).toContain(`管理员 ${UPDATED}`);
    admin.unmount();

    const publisher = await renderSignedIn(<AppStorePage />, 'dev_ent', '/app-center/app-store');
    await publisher.user.click(await screen.findByRole('tab', { name: '我的发布' }));
    expect(await cellsOfRow(/云帆客服助手/)).toContain(UPDATED);
    publisher.unmount();

    const id = tables.app.find((a) => a.appName === '云帆客服助手')!.id;
    await renderSignedIn(<AppDetailPage />, 'dev_ent', `/app-center/app-detail?id=${id}`);
    await screen.findByRole('heading', { name: '云帆客服助手' });
    expect(screen.getByText(UPDATED)).toBeTruthy();
  });

  it('an identity verification: the 个人认证 queue shows when it was submitted, in Beijing time', async () => {
    // dev_001's personal application waits; it was submitted 18 days before the epoch.
    await renderSignedIn(
      <PersonalVerificationPage />,
      'admin',
      '/mgmt-console/audits-mgmt/identity-verification/personal',
    );
    expect(await cellsOfRow(/dev_001/)).toContain('2026-10-14 08:00');
  });
});
