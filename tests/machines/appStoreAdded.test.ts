import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AppInfo, AppType } from '../../src/domain/types/app.types';
import type { Page } from '../../src/domain/types/common.types';
import { appStoreMachine, storeListMachine } from '../../src/machines/appStore';
import { flush } from './modelHarness';

// A store card of an app already in 我的应用 offers no add (it says 已添加): the flow refuses it too.
describe('the app store and apps already added', () => {
  function started(
    answer: (appId: string) => Promise<boolean> = () => Promise.resolve(true),
    side: { categories?: Promise<AppType[]>; added?: Promise<string[]> } = {},
  ) {
    const added: string[] = [];
    const machine = appStoreMachine.provide({
      actors: {
        loadCategories: fromPromise(() => side.categories ?? Promise.resolve([] as AppType[])),
        loadAdded: fromPromise(() => side.added ?? Promise.resolve(['7'])),
        list: storeListMachine.provide({
          actors: {
            loadPage: fromPromise(() =>
              Promise.resolve({ records: [], total: 0, pageNum: 1, pageSize: 12, pages: 0 } as Page<AppInfo>),
            ),
          },
        }),
        addApp: fromPromise<boolean, { appId: string }>(({ input }) => (added.push(input.appId), answer(input.appId))),
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

  it('after a refused add, is ready to add again and remembers no app being added', async () => {
    const { actor, added } = started((appId) =>
      appId === '8' ? Promise.reject(new Error('应用已下架')) : Promise.resolve(true),
    );
    await waitFor(actor, (s) => s.matches('idle') && s.context.addedIds.length > 0);
    actor.send({ type: 'STORE.ADD', appId: '8' });
    expect(actor.getSnapshot().context.addingId).toBe('8');
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.addingId).toBeUndefined();
    actor.send({ type: 'STORE.ADD', appId: '9' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(added).toEqual(['8', '9']);
  });

  it('with neither the categories nor the added apps in, shows no category and offers every add', async () => {
    const { actor, added } = started(undefined, {
      categories: Promise.reject(new Error('请求错误，请稍后重试')),
      added: Promise.reject(new Error('请求错误，请稍后重试')),
    });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ categories: [], addedIds: [] });
    actor.send({ type: 'STORE.ADD', appId: '7' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(added).toEqual(['7']);
  });
});
