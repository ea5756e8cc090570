import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { paths } from '../../src/api/paths';
import { appPublishMachine } from '../../src/machines/appPublish';
import { storeToken } from '../../src/machines/credentials';
import { loginAs, serveSimulatorPerTest } from '../unit/mocks/client';
import { recordBodies } from './requestBodies';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));
serveSimulatorPerTest();
const asked = recordBodies(paths.appStore.myApps);

type Actor = ReturnType<typeof createActor<typeof appPublishMachine>>;
const list = (a: Actor) => (a.getSnapshot().value as { list: string }).list;

describe('the published apps list', () => {
  it('asks the server for the page picked, ten apps a page', async () => {
    storeToken(await loginAs('dev_ent'));
    const actor = createActor(appPublishMachine).start();
    await waitFor(actor, () => list(actor) === 'ready');
    actor.send({ type: 'PUBLISHED.PAGE', pageNum: 2 });
    await waitFor(actor, () => list(actor) === 'ready');
    expect(await asked()).toEqual([
      { pageNum: 1, pageSize: 10 },
      { pageNum: 2, pageSize: 10 },
    ]);
    actor.stop();
  });
});
