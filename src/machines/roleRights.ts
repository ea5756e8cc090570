import { assign, fromPromise, setup, type AnyActorRef } from 'xstate';
import { errorMessage } from '../api/http';
import { getRolePermissionTree, saveRolePermission } from '../api/permission';
import { searchRoles } from '../api/role';
import type { PermissionNode } from '../domain/types/permission.types';
import type { RoleRecord } from '../domain/types/role.types';
import { notify } from './notify';
import {
  checkedCodes,
  indexTree,
  normalizeCodes,
  sameCodes,
  toggleCode,
  type TreeIndex,
} from '../domain/permissionTree';
import { loadingState } from './loadStates';

export const roleRightsTexts = { saved: '权限已保存，角色下的用户重新加载权限后生效' } as const;

export interface RoleRightsContext {
  canEdit: boolean;
  /** The admin's own session: saving refreshes it, in case the admin holds the role. */
  session?: AnyActorRef;
  roles: RoleRecord[];
  roleId?: string;
  /** A role picked while changes were unsaved, waiting for the admin to discard them. */
  nextRoleId?: string;
  tree: PermissionNode[];
  index: TreeIndex;
  saved: string[];
  selected: string[];
  error?: string;
}

export type RoleRightsEvent =
  | { type: 'RIGHTS.RETRY' }
  | { type: 'RIGHTS.PICK'; roleId: string }
  | { type: 'RIGHTS.TOGGLE'; code: string; checked: boolean }
  | { type: 'RIGHTS.RESET' }
  | { type: 'RIGHTS.SAVE' }
  | { type: 'RIGHTS.DISCARD' }
  | { type: 'RIGHTS.KEEP' };

const emptyIndex = indexTree([]);

/**
 * 角色权限: pick a role, check codes on the permission tree (tie-ins in
 * rules/permissionTree.ts), save with saveRolePermission. Without the edit code the tree is
 * read-only. Picking another role with unsaved changes asks first.
 */
export const roleRightsMachine = setup({
  types: {} as {
    context: RoleRightsContext;
    events: RoleRightsEvent;
    /** roleId: a role to open at once (the role detail links here with ?roleId=). */
    input: { canEdit: boolean; session?: AnyActorRef; roleId?: string };
  },
  actors: {
    loadRoles: fromPromise<RoleRecord[]>(() => searchRoles().then((r) => r.records)),
    loadTree: fromPromise<PermissionNode[], string>(({ input }) => getRolePermissionTree(input)),
    saveCodes: fromPromise<boolean, { roleId: string; codes: string[] }>(({ input }) =>
      saveRolePermission(input.roleId, input.codes),
    ),
  },
  guards: {
    rolePicked: ({ context }) => context.roles.some((r) => r.id === context.roleId),
    canEdit: ({ context }) => context.canEdit,
    dirty: ({ context }) => !sameCodes(context.saved, context.selected),
    canSave: ({ context }) => context.canEdit && !sameCodes(context.saved, context.selected),
  },
  actions: {
    refreshPermissions: ({ context }) => context.session?.send({ type: 'SESSION.REFRESH' }),
    showSaved: () => notify(roleRightsTexts.saved, 'success'),
  },
}).createMachine({
  id: 'roleRights',
  context: ({ input }) => ({
    canEdit: input.canEdit,
    session: input.session,
    roleId: input.roleId,
    roles: [],
    tree: [],
    index: emptyIndex,
    saved: [],
    selected: [],
  }),
  initial: 'loadingRoles',
  states: {
    loadingRoles: loadingState('loadRoles', { into: 'roles', done: 'rolesLoaded' }),
    failed: { on: { 'RIGHTS.RETRY': 'loadingRoles' } },
    rolesLoaded: {
      always: [
        { guard: 'rolePicked', target: 'loadingTree' },
        { target: 'idle', actions: assign({ roleId: undefined }) },
      ],
    },
    idle: {
      on: { 'RIGHTS.PICK': { target: 'loadingTree', actions: assign({ roleId: ({ event }) => event.roleId }) } },
    },
    loadingTree: {
      invoke: {
        id: 'loadTree',
        src: 'loadTree',
        input: ({ context }) => context.roleId ?? '',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => {
            const index = indexTree(event.output);
            const saved = normalizeCodes(index, checkedCodes(event.output));
            return { tree: event.output, index, saved, selected: saved, error: undefined };
          }),
        },
        onError: { target: 'treeFailed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    treeFailed: {
      on: {
        'RIGHTS.RETRY': 'loadingTree',
        'RIGHTS.PICK': { target: 'loadingTree', actions: assign({ roleId: ({ event }) => event.roleId }) },
      },
    },
    editing: {
      on: {
        'RIGHTS.TOGGLE': {
          guard: 'canEdit',
          actions: assign({
            selected: ({ context, event }) => {
              const next = toggleCode(context.index, new Set(context.selected), event.code, event.checked);
              return context.index.order.filter((c) => next.has(c));
            },
            error: undefined,
          }),
        },
        'RIGHTS.RESET': { actions: assign({ selected: ({ context }) => context.saved, error: undefined }) },
        'RIGHTS.SAVE': { guard: 'canSave', target: 'saving' },
        'RIGHTS.PICK': [
          { guard: 'dirty', target: 'confirmDiscard', actions: assign({ nextRoleId: ({ event }) => event.roleId }) },
          { target: 'loadingTree', actions: assign({ roleId: ({ event }) => event.roleId }) },
        ],
      },
    },
    confirmDiscard: {
      on: {
        'RIGHTS.DISCARD': {
          target: 'loadingTree',
          actions: assign({ roleId: ({ context }) => context.nextRoleId, nextRoleId: undefined }),
        },
        'RIGHTS.KEEP': { target: 'editing', actions: assign({ nextRoleId: undefined }) },
      },
    },
    saving: {
      invoke: {
        id: 'saveCodes',
        src: 'saveCodes',
        input: ({ context }) => ({
          roleId: context.roleId ?? '',
          codes: normalizeCodes(context.index, context.selected),
        }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ context }) => {
              const codes = normalizeCodes(context.index, context.selected);
              return {
                saved: codes,
                selected: codes,
                // The role list carries codes too (the user and group pages read them).
                roles: context.roles.map((r) => (r.id === context.roleId ? { ...r, codes } : r)),
              };
            }),
            'showSaved',
            'refreshPermissions',
          ],
        },
        // The selection stays as the admin left it.
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
  },
});
