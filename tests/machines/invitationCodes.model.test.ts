import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, waitFor, type AnyActorRef } from 'xstate';
import type { InvitationCode } from '../../src/domain/types/operation.types';
import { paths } from '../../src/api/paths';
import { countError, invitationAdminMachine, myCodesListMachine } from '../../src/machines/invitationCodes';
import { loginAs, serveSimulatorPerTest } from '../unit/mocks/client';
import { ControlledActors, flush } from './modelHarness';
import { noticesHeard } from '../notices';
import { recordBodies } from './requestBodies';

const COUNT_INVALID = '生成数量需在1-50之间';

describe('the number of codes to generate', () => {
  it('takes a whole number from 1 to 50, spaces around it allowed', () => {
    for (const ok of ['1', '50', '10', ' 7 ']) expect(countError(ok), ok).toBeUndefined();
  });

  it('refuses anything else with 生成数量需在1-50之间', () => {
    for (const bad of ['0', '51', '100', '-1', '1.5', '', '  ', 'abc', '5a'])
      expect(countError(bad), bad).toBe(COUNT_INVALID);
  });
});

describe('the generate dialog', () => {
  const heard = noticesHeard();

  function harness() {
    const control = new ControlledActors();
    const listEvents: string[] = [];
    const list = fromCallback(({ receive }) => receive((e) => void listEvents.push(e.type)));
    const actor = createActor(
      invitationAdminMachine.provide({ actors: { generate: control.actor(), list: list as never } }),
    ).start();
    return { control, actor, listEvents };
  }
  const code = (id: string): InvitationCode => ({ id, code: `CODE${id}`.padEnd(8, '0'), status: 1 }) as InvitationCode;

  it('opens with 10 codes of 30 days, and refuses a count out of range without sending', () => {
    const { control, actor } = harness();
    actor.send({ type: 'GEN.OPEN' });
    expect(actor.getSnapshot().context).toMatchObject({ count: '10', trialDays: 30, generated: [] });
    actor.send({ type: 'GEN.CHANGE', count: '51' });
    actor.send({ type: 'GEN.SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(control.isPending('generate')).toBe(false);
    actor.send({ type: 'GEN.CLOSE' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('sends the count as a number with the trial days, shows the codes, says 生成成功 and reloads the list', async () => {
    const { control, actor, listEvents } = harness();
    actor.send({ type: 'GEN.OPEN' });
    actor.send({ type: 'GEN.CHANGE', count: '3' });
    actor.send({ type: 'GEN.CHANGE', trialDays: 90 });
    expect(actor.getSnapshot().context).toMatchObject({ count: '3', trialDays: 90 });
    actor.send({ type: 'GEN.SUBMIT' });
    expect(control.inputs.get('generate')).toEqual({ count: 3, trialDays: 90 });
    const codes = [code('1'), code('2'), code('3')];
    control.settle({ type: 'xstate.done.actor.generate', output: codes });
    await flush();
    expect(actor.getSnapshot().value).toBe('generated');
    expect(actor.getSnapshot().context.generated).toEqual(codes);
    expect(heard).toEqual([{ message: '生成成功', kind: 'success' }]);
    expect(listEvents).toEqual(['LIST.RELOAD']);
    actor.send({ type: 'GEN.CLOSE' });
    expect(actor.getSnapshot().value).toBe('idle');
    // The next opening starts without the last batch.
    actor.send({ type: 'GEN.OPEN' });
    expect(actor.getSnapshot().context.generated).toEqual([]);
  });

  it("keeps the dialog and the typed count beside the server's refusal, cleared by the next change", async () => {
    const { control, actor, listEvents } = harness();
    actor.send({ type: 'GEN.OPEN' });
    actor.send({ type: 'GEN.CHANGE', count: '5' });
    actor.send({ type: 'GEN.SUBMIT' });
    control.settle({ type: 'xstate.error.actor.generate', error: new Error('无权限') });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ count: '5', trialDays: 30, error: '无权限' });
    expect(listEvents).toEqual([]);
    actor.send({ type: 'GEN.CHANGE', trialDays: 7 });
    expect(actor.getSnapshot().context).toMatchObject({ count: '5', trialDays: 7, error: undefined });
    actor.send({ type: 'GEN.CLOSE' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'GEN.OPEN' });
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });
});

describe('invitation code lists against the simulator', () => {
  serveSimulatorPerTest();
  beforeEach(async () => Cookies.set('token', await loginAs('admin'), { path: '/' }));
  const allAsked = recordBodies(paths.operation.invitationCodeSearch);
  const mineAsked = recordBodies(paths.operation.myInvitationCodeSearch);
  const loaded = (list: AnyActorRef) => waitFor(list, (s: { matches: (v: string) => boolean }) => s.matches('ready'));

  it("the admin's list sends a status and a trimmed keyword only when filtered by them", async () => {
    const admin = createActor(invitationAdminMachine).start();
    const list = admin.getSnapshot().children.list!;
    await loaded(list);
    list.send({ type: 'LIST.QUERY', query: { status: 2, keyword: '  ABC  ' } });
    await loaded(list);
    list.send({ type: 'LIST.QUERY', query: { keyword: '   ' } });
    await loaded(list);
    expect(await allAsked()).toEqual([
      { pageNum: 1, pageSize: 10 },
      { pageNum: 1, pageSize: 10, status: 2, keyword: 'ABC' },
      { pageNum: 1, pageSize: 10 },
    ]);
    admin.stop();
  });

  it('my invitations and my activation records ask for their own scope, with the status filter', async () => {
    const owned = createActor(myCodesListMachine('owned'), { input: { query: {}, pageSize: 10 } }).start();
    await loaded(owned);
    owned.send({ type: 'LIST.QUERY', query: { status: 1 } });
    await loaded(owned);
    const activated = createActor(myCodesListMachine('activated'), { input: { query: {}, pageSize: 5 } }).start();
    await loaded(activated);
    expect(await mineAsked()).toEqual([
      { pageNum: 1, pageSize: 10, scope: 'owned' },
      { pageNum: 1, pageSize: 10, scope: 'owned', status: 1 },
      { pageNum: 1, pageSize: 5, scope: 'activated' },
    ]);
  });
});
