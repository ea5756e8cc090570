import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../../src/api/paths';
import { bootSimulator } from '../../../mocks/db/persist';
import { clearFault, clearFaults, listFaults, resetSimulator, setFault, simulatorControls } from '../../../mocks/node';
import { areaOfPath, faultAreas, type FaultArea } from '../../../mocks/rules/faults';
import { ORIGIN, get, loginAs, serveSimulatorPerTest } from './client';

serveSimulatorPerTest();

const count = (token: string) => get<number>(paths.message.count, token);

describe('fault areas', () => {
  it("derives the area from the request path, the console's areas having their own, the innermost root winning", () => {
    const expected: Array<[string, FaultArea | undefined]> = [
      [paths.user.myDetail, 'user'],
      [paths.user.detail(7), 'user'],
      [paths.operation.sendVerificationCode, 'operation'],
      [paths.feedback.submit, 'feedback'],
      [paths.feedback.detail(3), 'feedback'],
      [paths.feedback.adminReply(3), 'feedback'],
      [paths.message.search, 'message'],
      [paths.app.create, 'app'],
      [paths.appResource.listByUser, 'appResource'],
      [paths.appStore.storeDetail(1), 'appStore'],
      [paths.appSession.top(1), 'appSession'],
      [paths.qa.sessionPage, 'qa'],
      [paths.knowledge.deleteByIds, 'knowledge'],
      [paths.model.featured, 'model'],
      [paths.file.uploadRecord, 'file'],
      [paths.group.delete(2), 'group'],
      [paths.role.search, 'role'],
      [paths.permission.listById(1), 'permission'],
      [paths.verification.myDetail, 'verification'],
      [paths.analytics.collect, 'analytics'],
      [paths.security.sessions, 'security'],
      [paths.security.auditLog, 'security'],
      // The sign-in's second step is the user area's, as the first step is.
      [paths.security.signInCode, 'user'],
      [paths.user.balance, 'user'],
      [paths.organisation.adminDetail('3'), 'organisation'],
      [paths.developer.keyList, 'developer'],
      [paths.developer.contractSign(2), 'developer'],
      [paths.developer.authCodeSearch, 'developer'],
      [paths.trade.monthlyBills, 'trade'],
      [paths.trade.orderSearch, 'trade'],
      [paths.trade.transactionSearch, 'trade'],
      [paths.ledger.search, 'ledger'],
      [paths.ledger.wallets, 'ledger'],
      [paths.ledger.reconcileExport, 'ledger'],
      [paths.ledger.priceHistory, 'model'],
      [paths.usage.summary, 'usage'],
      [paths.usage.export, 'usage'],
      [paths.requestLog.detail('req_1'), 'requestLog'],
      [paths.requestLog.options, 'requestLog'],
      [paths.spend.rateLimitRequest, 'spend'],
      [paths.keyGuard.unfreeze, 'keyGuard'],
      [paths.webhook.deliveries, 'alert'],
      [paths.playground.compare, 'playground'],
      [paths.chat.meetingMinutes, 'chat'],
      // The slider's own service and the OpenAI-compatible gateway are not the platform's areas.
      [paths.captcha.challenge, undefined],
      [paths.gateway.models, undefined],
      // A root's name inside a longer segment is another folder.
      ['/front/api/usage/v1/requestLogs', 'usage'],
      ['/front/api/trade/v1/bills', undefined],
    ];
    for (const [path, area] of expected) expect(areaOfPath(path), path).toBe(area);
    expect(new Set(faultAreas).size).toBe(30);
  });

  it('leaves static files and the health probe alone', () => {
    for (const path of [
      '/',
      '/home',
      '/assets/index-abc.js',
      '/simulator-sw.js',
      '/front/api/health',
      '/privacy.html',
    ]) {
      expect(areaOfPath(path)).toBeUndefined();
    }
  });
});

describe('fault switches', () => {
  it('answers the next call of an area with HTTP 500, then lets calls through', async () => {
    const token = await loginAs('dev_ent');
    await setFault({ area: 'message', kind: '500', scope: 'next' });
    // Another area is not touched and does not use the switch up.
    expect((await get(paths.user.myDetail, token)).status).toBe(200);
    const failed = await fetch(`${ORIGIN}${paths.message.count}`, { headers: { token } });
    expect(failed.status).toBe(500);
    expect(await failed.text()).not.toContain('"code"');
    expect(listFaults()).toEqual([]);
    expect((await count(token)).data).toBe(5);
  });

  it('keeps an "all" switch on until it is cleared', async () => {
    const token = await loginAs('dev_ent');
    const fault = await setFault({ area: 'message', kind: '504', scope: 'all' });
    for (let i = 0; i < 3; i++)
      expect((await fetch(`${ORIGIN}${paths.message.count}`, { headers: { token } })).status).toBe(504);
    expect(listFaults()).toHaveLength(1);
    expect(clearFault(fault.id)).toBe(true);
    expect((await count(token)).status).toBe(200);
  });

  it("'*' hits every area; clearFaults turns everything off", async () => {
    await setFault({ area: '*', kind: '500', scope: 'all' });
    expect((await fetch(`${ORIGIN}${paths.model.featured}`)).status).toBe(500);
    expect((await fetch(`${ORIGIN}${paths.user.myDetail}`)).status).toBe(500);
    clearFaults();
    expect((await get(paths.user.myDetail)).status).toBe(401);
  });

  it('answers 401 exactly like an expired session', async () => {
    const token = await loginAs('dev_ent');
    await setFault({ area: 'user', kind: '401', scope: 'next' });
    const reply = await get(paths.user.myDetail, token);
    expect(reply).toMatchObject({ status: 401, code: 401, msg: '登录已过期' });
    expect((await get(paths.user.myDetail, token)).status).toBe(200);
  });

  it('drops the connection', async () => {
    const token = await loginAs('dev_ent');
    await setFault({ area: 'model', kind: 'drop', scope: 'next' });
    await expect(fetch(`${ORIGIN}${paths.model.featured}`, { headers: { token } })).rejects.toThrow();
    expect((await fetch(`${ORIGIN}${paths.model.featured}`, { headers: { token } })).status).toBe(200);
  });

  it('delays a slow call, then answers it normally', async () => {
    const token = await loginAs('dev_ent');
    await setFault({ area: 'message', kind: 'slow', scope: 'next', seconds: 0.3 });
    // The test's clock: exactly 300 ms, however slow or fast the machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answered = false;
    const reply = count(token).finally(() => void (answered = true));
    await vi.advanceTimersByTimeAsync(299);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await reply).toMatchObject({ status: 200, data: 5 });
    vi.useRealTimers();
  });

  it('applies the newest matching switch and lists newest first', async () => {
    const older = await setFault({ area: 'message', kind: '500', scope: 'all' });
    const newer = await setFault({ area: 'message', kind: 'slow', scope: 'all' });
    expect(listFaults().map((f) => f.id)).toEqual([newer.id, older.id]);
    expect(newer.seconds).toBe(3);
    expect(older.seconds).toBe(0);
  });

  it('refuses unknown switches', async () => {
    await expect(setFault({ area: 'nowhere' as 'user', kind: '500', scope: 'all' })).rejects.toThrow(/unknown fault/);
    await expect(setFault({ area: 'user', kind: '418' as '500', scope: 'all' })).rejects.toThrow(/unknown fault/);
  });

  it('persists with the data (a used-up switch stays used up) and is cleared by a reset', async () => {
    const token = await loginAs('dev_ent');
    const kept = await simulatorControls.setFault({ area: 'user', kind: '504', scope: 'all' });
    await simulatorControls.setFault({ area: 'message', kind: '500', scope: 'next' });
    expect((await fetch(`${ORIGIN}${paths.message.count}`, { headers: { token } })).status).toBe(500);
    // Nothing saved by hand: what the controls and the fault handler stored is what a reload restores.
    clearFaults();
    expect(await bootSimulator()).toBe('restored');
    expect(listFaults()).toEqual([kept]);
    await resetSimulator();
    expect(listFaults()).toEqual([]);
  });
});
