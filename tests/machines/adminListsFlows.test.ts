import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, waitFor, type AnyActor } from 'xstate';
import { paths } from '../../src/api/paths';
import { appAuditMachine } from '../../src/machines/adminLists';
import { storeToken } from '../../src/machines/credentials';
import { loginAs, serveSimulatorPerTest } from '../unit/mocks/client';
import { recordBodies } from './requestBodies';

serveSimulatorPerTest();
beforeEach(async () => storeToken(await loginAs('admin')));
const asked = recordBodies(paths.appStore.auditList);

const listOf = (actor: AnyActor): AnyActor =>
  (actor.getSnapshot() as { children: Record<string, AnyActor> }).children.list;

describe('the store-app audit queue', () => {
  it('asks for the page and the filter picked', async () => {
    const actor = createActor(appAuditMachine, { input: { query: { auditStatus: 1 } } }).start();
    await waitFor(listOf(actor), (s: { matches: (v: string) => boolean }) => s.matches('ready'));
    actor.send({ type: 'LIST.QUERY', query: { auditStatus: 2, keyword: '助手' } });
    await waitFor(listOf(actor), (s: { matches: (v: string) => boolean }) => s.matches('ready'));
    actor.send({ type: 'LIST.PAGE', pageNum: 2 });
    await waitFor(listOf(actor), (s: { matches: (v: string) => boolean }) => s.matches('ready'));
    expect(await asked()).toEqual([
      { pageNum: 1, pageSize: 10, auditStatus: 1 },
      { pageNum: 1, pageSize: 10, auditStatus: 2, keyword: '助手' },
      { pageNum: 2, pageSize: 10, auditStatus: 2, keyword: '助手' },
    ]);
    actor.stop();
  });
});
