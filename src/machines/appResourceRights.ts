import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  listResourcesByGroup,
  listResourcesByUser,
  removeUserOrGroupResource,
  saveGroupResource,
  saveUserResource,
  searchUsersAndGroups,
} from '../api/appResource';
import type { AppResourceTree, ResourceTargets } from '../domain/types/appResource.types';
import { notify } from './notify';
import { appMessages, withImpliedLevels, withoutLevel } from '../domain/apps';
import { loadingState } from './loadStates';

/**
 * 资源权限: find a user or a group, see the app resources it holds as a tree of apps and their
 * functional permissions, tick and save them, or remove them all. Ticking :auth ticks :edit and
 * :read; unticking :read unticks what implies it. A child group only sees its parent's grant.
 */
export interface ResourceTarget {
  type: 'user' | 'group';
  id: string;
  name: string;
  parentId: string;
}

export interface ResourceRightsContext {
  keyword: string;
  targets: ResourceTargets;
  target?: ResourceTarget;
  tree: AppResourceTree[];
  checked: string[];
  error?: string;
}

export type ResourceRightsEvent =
  | { type: 'RIGHTS.SEARCH'; keyword: string }
  | { type: 'RIGHTS.PICK'; target: ResourceTarget }
  | { type: 'RIGHTS.TOGGLE'; id: string }
  | { type: 'RIGHTS.SAVE' }
  | { type: 'RIGHTS.CLEAR' }
  | { type: 'RIGHTS.RETRY' };

export const rightsMessages = { cleared: '已移除该对象的全部应用资源' } as const;

const checkedIn = (tree: AppResourceTree[]) =>
  tree.flatMap((t) =>
    t.apps.flatMap((a) => a.resources.flatMap((r) => r.functionalPermissions.filter((f) => f.check).map((f) => f.id))),
  );

/** Never used: the states that read the target are entered only once one is picked. */
const NO_TARGET: ResourceTarget = { type: 'user', id: '', name: '', parentId: '' };

export const appResourceRightsMachine = setup({
  types: {} as { context: ResourceRightsContext; events: ResourceRightsEvent },
  actors: {
    search: fromPromise<ResourceTargets, { keyword: string }>(({ input }) =>
      searchUsersAndGroups(input.keyword.trim()),
    ),
    loadTree: fromPromise<AppResourceTree[], ResourceTarget>(({ input }) =>
      input.type === 'user' ? listResourcesByUser(input.id) : listResourcesByGroup(input.parentId, input.id),
    ),
    saveGrant: fromPromise<boolean, { target: ResourceTarget; ids: string[] }>(({ input }) =>
      input.target.type === 'user'
        ? saveUserResource(input.target.id, input.ids)
        : saveGroupResource(input.target.id, input.ids),
    ),
    clearGrant: fromPromise<boolean, ResourceTarget>(({ input }) => removeUserOrGroupResource(input.id, input.type)),
  },
  actions: {
    pickTarget: assign(({ event }) => {
      assertEvent(event, 'RIGHTS.PICK');
      return { target: event.target, tree: [], checked: [] };
    }),
    notifySaved: () => notify(appMessages.saved, 'success'),
    notifyCleared: () => notify(rightsMessages.cleared, 'success'),
  },
}).createMachine({
  id: 'appResourceRights',
  context: { keyword: '', targets: { users: [], groups: [] }, tree: [], checked: [] },
  initial: 'searching',
  on: { 'RIGHTS.SEARCH': { target: '.searching', actions: assign({ keyword: ({ event }) => event.keyword }) } },
  states: {
    searching: loadingState('search', {
      into: 'targets',
      input: ({ context }) => ({ keyword: context.keyword }),
      done: 'browsing',
    }),
    failed: { on: { 'RIGHTS.RETRY': 'searching' } },
    browsing: { on: { 'RIGHTS.PICK': { target: 'loadingTree', actions: 'pickTarget' } } },
    loadingTree: {
      invoke: {
        id: 'loadTree',
        src: 'loadTree',
        input: ({ context }) => context.target ?? NO_TARGET,
        onDone: {
          target: 'editing',
          actions: assign({ tree: ({ event }) => event.output, checked: ({ event }) => checkedIn(event.output) }),
        },
        onError: 'browsing',
      },
    },
    editing: {
      on: {
        'RIGHTS.PICK': { target: 'loadingTree', actions: 'pickTarget' },
        'RIGHTS.TOGGLE': {
          actions: assign({
            checked: ({ context, event }) =>
              context.checked.includes(event.id)
                ? withoutLevel(context.checked, event.id)
                : withImpliedLevels([...context.checked, event.id]),
          }),
        },
        'RIGHTS.SAVE': 'saving',
        'RIGHTS.CLEAR': 'clearing',
      },
    },
    saving: {
      invoke: {
        id: 'saveGrant',
        src: 'saveGrant',
        input: ({ context }) => ({ target: context.target ?? NO_TARGET, ids: context.checked }),
        onDone: { target: 'loadingTree', actions: 'notifySaved' },
        onError: 'editing',
      },
    },
    clearing: {
      invoke: {
        id: 'clearGrant',
        src: 'clearGrant',
        input: ({ context }) => context.target ?? NO_TARGET,
        onDone: { target: 'loadingTree', actions: 'notifyCleared' },
        onError: 'editing',
      },
    },
  },
});
