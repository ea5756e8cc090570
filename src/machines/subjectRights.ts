import { assign, fromPromise, setup, type AnyActorRef } from 'xstate';
import { addGroupRole, removeGroupRole, searchGroups } from '../api/group';
import { errorMessage } from '../api/http';
import { getPermissionTree } from '../api/permission';
import { searchRoles } from '../api/role';
import type { PermissionNode } from '../domain/types/permission.types';
import type { RoleRecord } from '../domain/types/role.types';
import { addUserRole, removeUserRole, searchUsers } from '../api/user';
import { notify } from './notify';
import { flattenGroups } from './usersTab';

/** 用户权限 and 用户组权限 configure rights by the roles a user or group holds. */
export type SubjectKind = 'user' | 'group';

export interface Subject {
  id: string;
  title: string;
  subtitle: string;
  /** Tree depth of a group (0 for users). */
  depth: number;
  roleIds: string[];
  /** Roles a user holds through its groups, with the group's name. */
  inherited: { roleId: string; via: string }[];
  /** A super admin holds every code whatever its roles. */
  superAdmin: boolean;
}

export interface RightsData {
  subjects: Subject[];
  roles: RoleRecord[];
  tree: PermissionNode[];
}

/** Users are searched and shown 20 at a time; groups come whole as their tree. */
export const USER_SUBJECT_LIMIT = 20;

export const subjectRightsTexts = { added: '角色已添加', removed: '角色已移除' } as const;

export async function loadRightsData(kind: SubjectKind, keyword: string): Promise<RightsData> {
  const [roles, tree, groups] = await Promise.all([
    searchRoles().then((r) => r.records),
    getPermissionTree(),
    searchGroups().then((r) => flattenGroups(r.records)),
  ]);
  if (kind === 'group') {
    const matching = keyword ? groups.filter((g) => g.groupName.includes(keyword)) : groups;
    const subjects = matching.map((g) => ({
      id: g.id,
      title: g.groupName,
      subtitle: `${g.users.length} 名成员`,
      depth: keyword ? 0 : g.depth,
      roleIds: g.roleIds,
      inherited: [],
      superAdmin: false,
    }));
    return { subjects, roles, tree };
  }
  const page = await searchUsers({ pageNum: 1, pageSize: USER_SUBJECT_LIMIT, ...(keyword ? { keyword } : {}) });
  const subjects = page.records.map((u) => ({
    id: u.id,
    title: u.nickName ? `${u.userName}（${u.nickName}）` : u.userName,
    subtitle: u.phone,
    depth: 0,
    roleIds: u.roleIds,
    inherited: u.groupIds.flatMap((gid) => {
      const group = groups.find((g) => g.id === gid);
      return group ? group.roleIds.map((roleId) => ({ roleId, via: group.groupName })) : [];
    }),
    superAdmin: u.userRole === 1,
  }));
  return { subjects, roles, tree };
}

export interface AssignInput {
  kind: SubjectKind;
  subjectId: string;
  roleId: string;
  add: boolean;
}

export async function assignRole({ kind, subjectId, roleId, add }: AssignInput): Promise<string> {
  if (kind === 'user') await (add ? addUserRole(subjectId, [roleId]) : removeUserRole(subjectId, roleId));
  else await (add ? addGroupRole(subjectId, [roleId]) : removeGroupRole(subjectId, roleId));
  return add ? subjectRightsTexts.added : subjectRightsTexts.removed;
}

export interface SubjectRightsContext extends RightsData {
  kind: SubjectKind;
  canEdit: boolean;
  session?: AnyActorRef;
  keyword: string;
  subjectId?: string;
  /** The role change under way, so its checkbox shows it. */
  assigning?: { roleId: string; add: boolean };
  error?: string;
}

export type SubjectRightsEvent =
  | { type: 'RIGHTS.SEARCH'; keyword: string }
  | { type: 'RIGHTS.RETRY' }
  | { type: 'RIGHTS.PICK'; id: string }
  | { type: 'RIGHTS.ASSIGN'; roleId: string; add: boolean };

/**
 * Pick a user or group, give or take its roles; the effective permission tree (the union of
 * its roles' codes) is shown read-only beside. Without the edit code nothing can be assigned.
 */
export const subjectRightsMachine = setup({
  types: {} as {
    context: SubjectRightsContext;
    events: SubjectRightsEvent;
    input: { kind: SubjectKind; canEdit: boolean; session?: AnyActorRef };
  },
  actors: {
    load: fromPromise<RightsData, { kind: SubjectKind; keyword: string }>(({ input }) =>
      loadRightsData(input.kind, input.keyword),
    ),
    assign: fromPromise<string, AssignInput>(({ input }) => assignRole(input)),
  },
  guards: {
    canAssign: ({ context }) => context.canEdit && Boolean(context.subjectId),
  },
  actions: {
    refreshPermissions: ({ context }) => context.session?.send({ type: 'SESSION.REFRESH' }),
    showDone: (_, message: string) => notify(message, 'success'),
  },
}).createMachine({
  id: 'subjectRights',
  context: ({ input }) => ({
    kind: input.kind,
    canEdit: input.canEdit,
    session: input.session,
    keyword: '',
    subjects: [],
    roles: [],
    tree: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ kind: context.kind, keyword: context.keyword.trim() }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            ...event.output,
            error: undefined,
            // The picked subject stays picked while it is still listed.
            subjectId: event.output.subjects.some((s) => s.id === context.subjectId) ? context.subjectId : undefined,
          })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      on: {
        'RIGHTS.RETRY': 'loading',
        'RIGHTS.SEARCH': { target: 'loading', actions: assign({ keyword: ({ event }) => event.keyword }) },
      },
    },
    ready: {
      on: {
        'RIGHTS.SEARCH': { target: 'loading', actions: assign({ keyword: ({ event }) => event.keyword }) },
        'RIGHTS.RETRY': 'loading',
        'RIGHTS.PICK': { actions: assign({ subjectId: ({ event }) => event.id, error: undefined }) },
        'RIGHTS.ASSIGN': {
          guard: 'canAssign',
          target: 'assigning',
          actions: assign({ assigning: ({ event }) => ({ roleId: event.roleId, add: event.add }) }),
        },
      },
    },
    assigning: {
      invoke: {
        id: 'assign',
        src: 'assign',
        input: ({ context }) => ({
          kind: context.kind,
          subjectId: context.subjectId ?? '',
          roleId: context.assigning?.roleId ?? '',
          add: context.assigning?.add ?? false,
        }),
        onDone: {
          target: 'loading',
          actions: [
            { type: 'showDone', params: ({ event }) => event.output },
            assign({ assigning: undefined }),
            'refreshPermissions',
          ],
        },
        onError: {
          target: 'ready',
          actions: assign({ assigning: undefined, error: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
  },
});
