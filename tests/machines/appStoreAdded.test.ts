import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AppInfo, AppType } from '../../src/domain/types/app.types';
import type { Page } from '../../src/domain/types/common.types';
import { appStoreMachine, storeListMachine } from '../../src/machines/appStore';

// A store card of an app already in 我的应用 offers no add (it says 已添加): the flow refuses it too.
describe('the app store and apps already added', () => {
  function started() {
    const added: string[] = [];
    const machine = appStoreMachine.provide({
      actors: {
        loadCategories: fromPromise(() => Promise.resolve([] as AppType[])),
        loadAdded: fromPromise(() => Promise.resolve(['7'])),
        list: storeListMachine.provide({
          actors: {
            loadPage: fromPromise(() =>
              Promise.resolve({ records: [], total: 0, pageNum: 1, pageSize: 12, pages: 0 } as Page<AppInfo>),
            ),
          },
        }),
        addApp: fromPromise<boolean, { appId: string }>(
          ({ input }) => (added.push(input.appId), Promise.resolve(true)),
        ),
      },
      actions: { notifyAdded: () => undefined, openMyApps: () => undefined },
    });
    return { actor: createActor(machine).start(), added };
  }

  it('knows which apps are in 我的应用', async () => {
    const { actor } = started();
    await waitFor(actor, (s) => s.matches('idle') && s.context.addedIds.length > 0);
    expect(actor.getSnapshot().context.addedIds).toEqual(['7']);
  });

  it('adds an app not yet added, and refuses one already there', async () => {
    const { actor, added } = started();
    await waitFor(actor, (s) => s.matches('idle') && s.context.addedIds.length > 0);
    actor.send({ type: 'STORE.ADD', appId: '7' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'STORE.ADD', appId: '8' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(added).toEqual(['8']);
  });
});
