/**
 * 组织管理: the caller's organisation (or the invitations waiting for them), its members and keys.
 * Declining, cancelling an invitation, removing a member and leaving ask first; amounts and names
 * are typed in a dialog that keeps them on a refusal; a new key's secret is shown once. After
 * every change the organisation is read again, so the page always shows the server's truth.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../api/http';
import {
  answerInvitation,
  cancelInvitation,
  changeMemberRole,
  createOrgKey,
  createOrganisation,
  getMyOrganisation,
  leaveOrganisation,
  listOrgKeys,
  reassignOrgKey,
  removeMember,
  setMemberCap,
  topUpWallet,
  type MyOrganisation,
  type OrgCreatedKey,
  type OrgKey,
  type OrgMember,
  type OrgRole,
} from '../api/organisation';
import { can, memberCapError, orgNameError, topUpError } from '../domain/organisation';
import { keyNameError } from '../domain/apiKey';
import { notify } from './notify';

/** A change that goes ahead at once or, for the ones that cannot be undone, after a yes. */
export type OrgAction =
  | { kind: 'accept'; id: string; orgName: string }
  | { kind: 'decline'; id: string; orgName: string }
  | { kind: 'cancel'; member: OrgMember }
  | { kind: 'remove'; member: OrgMember }
  | { kind: 'leave'; orgName: string }
  | { kind: 'role'; member: OrgMember; role: OrgRole }
  | { kind: 'reassign'; key: OrgKey; holderId: string };

/** What a dialog asks to be typed. */
export type OrgFormKind = 'create' | 'topUp' | 'cap' | 'key';

export interface OrgForm {
  kind: OrgFormKind;
  typed: string;
  member?: OrgMember;
  error?: string;
}

export interface OrganisationContext {
  data?: MyOrganisation;
  keys: OrgKey[];
  loadError?: string;
  pending?: OrgAction;
  form?: OrgForm;
  /** A key just created: its secret, shown once. */
  created?: OrgCreatedKey;
}

export type OrganisationEvent =
  | { type: 'ORG.RETRY' }
  | { type: 'ORG.ACT'; action: OrgAction }
  | { type: 'ORG.CONFIRM' }
  | { type: 'ORG.CANCEL' }
  | { type: 'ORG.FORM'; kind: OrgFormKind; member?: OrgMember }
  | { type: 'ORG.TYPE'; value: string }
  | { type: 'ORG.SUBMIT' }
  | { type: 'ORG.RELOAD' };

const ASK_FIRST = new Set<OrgAction['kind']>(['decline', 'cancel', 'remove', 'leave']);

/** Whether the change cannot be undone, and so is asked about first. */
export const asksFirst = (action?: OrgAction): boolean => Boolean(action && ASK_FIRST.has(action.kind));

export const orgNotices = {
  accept: (org: string) => `已加入组织「${org}」`,
  decline: '已拒绝邀请',
  cancel: '已撤回邀请',
  remove: '已移除该成员，其登录会话已结束，所持密钥已交还组织',
  leave: '已退出组织',
  role: '已修改成员角色',
  reassign: '已转交密钥',
  create: '组织已创建',
  topUp: '已转入组织钱包',
  cap: '已修改月度额度',
  key: '组织密钥已创建',
} as const;

function formError(form: OrgForm): string | undefined {
  if (form.kind === 'create') return orgNameError(form.typed);
  if (form.kind === 'topUp') return topUpError(form.typed);
  if (form.kind === 'cap') return memberCapError(form.typed);
  return keyNameError(form.typed);
}

async function run(action: OrgAction): Promise<unknown> {
  switch (action.kind) {
    case 'accept':
    case 'decline':
      return answerInvitation(action.id, action.kind === 'accept');
    case 'cancel':
      return cancelInvitation(action.member.id);
    case 'remove':
      return removeMember(action.member.id);
    case 'leave':
      return leaveOrganisation();
    case 'role':
      return changeMemberRole(action.member.id, action.role);
    case 'reassign':
      return reassignOrgKey(action.key.id, action.holderId);
  }
}

async function submit(form: OrgForm): Promise<OrgCreatedKey | undefined> {
  const typed = form.typed.trim();
  if (form.kind === 'create') await createOrganisation(typed);
  else if (form.kind === 'topUp') await topUpWallet(typed);
  else if (form.kind === 'cap') await setMemberCap(form.member!.id, typed);
  else return createOrgKey(typed);
  return undefined;
}

async function load(): Promise<{ data: MyOrganisation; keys: OrgKey[] }> {
  const data = await getMyOrganisation();
  const keys = can(data.organisation?.myRole, 'useKeys') ? await listOrgKeys() : [];
  return { data, keys };
}

/** The value a form starts with: a member's cap as it is; an empty field otherwise. */
const startingValue = (kind: OrgFormKind, member?: OrgMember): string =>
  kind === 'cap' && member?.monthlyCap !== null && member?.monthlyCap !== undefined ? String(member.monthlyCap) : '';

export const organisationMachine = setup({
  types: {} as { context: OrganisationContext; events: OrganisationEvent },
  actors: {
    load: fromPromise(() => load()),
    run: fromPromise<unknown, OrgAction>(({ input }) => run(input)),
    submit: fromPromise<OrgCreatedKey | undefined, OrgForm>(({ input }) => submit(input)),
  },
  guards: {
    asksFirst: ({ event }) => {
      assertEvent(event, 'ORG.ACT');
      return asksFirst(event.action);
    },
    formValid: ({ context }) => Boolean(context.form) && !formError(context.form!),
  },
}).createMachine({
  id: 'organisation',
  context: { keys: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ ...event.output, loadError: undefined })),
        },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'ORG.RETRY': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            // Only here: an open dialog keeps what was typed and a new key's secret, which is shown
            // once; every dialog ends in a fresh read or back here.
            'ORG.RELOAD': '#organisation.loading',
            'ORG.ACT': [
              { guard: 'asksFirst', target: 'confirming', actions: assign({ pending: ({ event }) => event.action }) },
              { target: 'acting', actions: assign({ pending: ({ event }) => event.action }) },
            ],
            'ORG.FORM': {
              target: 'editing',
              actions: assign({
                form: ({ event }) => ({
                  kind: event.kind,
                  member: event.member,
                  typed: startingValue(event.kind, event.member),
                }),
              }),
            },
          },
        },
        confirming: {
          on: {
            'ORG.CONFIRM': 'acting',
            'ORG.CANCEL': { target: 'idle', actions: assign({ pending: undefined }) },
          },
        },
        acting: {
          invoke: {
            id: 'run',
            src: 'run',
            input: ({ context }) => context.pending!,
            onDone: {
              target: '#organisation.loading',
              actions: [
                ({ context }) => {
                  const action = context.pending!;
                  notify(
                    action.kind === 'accept' ? orgNotices.accept(action.orgName) : orgNotices[action.kind],
                    'success',
                  );
                },
                assign({ pending: undefined }),
              ],
            },
            // The client has shown the refusal; the organisation is read again either way.
            onError: { target: '#organisation.loading', actions: assign({ pending: undefined }) },
          },
        },
        editing: {
          on: {
            'ORG.TYPE': {
              actions: assign({
                form: ({ context, event }) => ({ ...context.form!, typed: event.value, error: undefined }),
              }),
            },
            'ORG.SUBMIT': [
              { guard: 'formValid', target: 'submitting' },
              {
                actions: assign({ form: ({ context }) => ({ ...context.form!, error: formError(context.form!) }) }),
              },
            ],
            'ORG.CANCEL': { target: 'idle', actions: assign({ form: undefined }) },
          },
        },
        submitting: {
          invoke: {
            id: 'submit',
            src: 'submit',
            input: ({ context }) => context.form!,
            onDone: [
              {
                guard: ({ event }) => event.output !== undefined,
                target: 'showingSecret',
                actions: [
                  assign({ created: ({ event }) => event.output, form: undefined }),
                  () => notify(orgNotices.key, 'success'),
                ],
              },
              {
                target: '#organisation.loading',
                actions: [
                  ({ context }) => notify(orgNotices[context.form!.kind], 'success'),
                  assign({ form: undefined }),
                ],
              },
            ],
            onError: {
              target: 'editing',
              actions: assign({
                form: ({ context, event }) => ({ ...context.form!, error: errorMessage(event.error) }),
              }),
            },
          },
        },
        showingSecret: {
          on: { 'ORG.CANCEL': { target: '#organisation.loading', actions: assign({ created: undefined }) } },
        },
      },
    },
  },
});
