import { describe, expect, it } from 'vitest';
import type { Page } from '../../../src/domain/types/common.types';
import type { InvitationCode } from '../../../src/domain/types/operation.types';
import type { UserDetail } from '../../../src/domain/types/user.types';
import { tables } from '../../../mocks/db/models';
import { operationMessages } from '../../../mocks/handlers/operation';
import { advanceClock } from '../../../mocks/node';
import { DAY } from '../../../mocks/rules/clock';
import { get, loginAs, post, serveSimulatorPerTest } from './client';

const O = '/front/api/operation/v1';
serveSimulatorPerTest();

describe('my invitation codes and activation records', () => {
  it('lists the codes I activated under scope "activated"', async () => {
    const token = await loginAs('dev_ent');
    const mine = await post<Page<InvitationCode>>(
      `${O}/myInvitationCodeSearch`,
      { pageNum: 1, pageSize: 10, scope: 'activated' },
      token,
    );
    expect(mine.data.records.map((c) => c.code)).toEqual(['TRIAL005']);
    const owned = await post<Page<InvitationCode>>(`${O}/myInvitationCodeSearch`, { pageNum: 1, pageSize: 10 }, token);
    expect(owned.data.records.map((c) => c.code).sort()).toEqual(['YFDEV001', 'YFDEV002']);
  });

  it('filters by status', async () => {
    const admin = await loginAs('admin');
    const pending = await post<Page<InvitationCode>>(
      `${O}/myInvitationCodeSearch`,
      { pageNum: 1, pageSize: 10, status: 1 },
      admin,
    );
    expect(pending.data.records.every((c) => c.status === 1)).toBe(true);
    expect(pending.data.total).toBe(4);
    const voided = await post<Page<InvitationCode>>(
      `${O}/invitationCodeSearch`,
      { pageNum: 1, pageSize: 10, status: 3 },
      admin,
    );
    expect(voided.data.records.map((c) => c.code)).toEqual(['TRIAL006']);
  });
});

describe('requesting a code', () => {
  it('confirms with a clean site message', async () => {
    const token = await loginAs('trial_none');
    expect((await post(`${O}/applyInvitationCode`, {}, token)).data).toBe(true);
    const user = tables.user.find((u) => u.userName === 'trial_none')!;
    const latest = tables.message
      .filter((msg) => msg.userId === user.id)
      .sort((a, b) => Number(b.id) - Number(a.id))[0];
    expect(latest.content).toBe('您的体验邀请码申请已提交，商务会在24小时内主动联系您。');
    expect(operationMessages.applyReceived).toBe('已提交申请，商务会在24小时内主动联系您。');
  });
});

describe('expired trials', () => {
  it('lose experience authorization and regain it with a new code', async () => {
    advanceClock(61 * DAY);
    const token = await loginAs('dev_person');
    expect((await get<UserDetail>('/front/api/user/v1/myDetail', token)).data.experienceAuth).toBe(false);
    const reply = await post<{ trialDeadline: string }>(`${O}/activationInvitationCode`, { code: 'TRIAL003' }, token);
    expect(reply.code).toBe(200);
    expect((await get<UserDetail>('/front/api/user/v1/myDetail', token)).data.experienceAuth).toBe(true);
  });
});
