/**
 * Inviting a member (组织 → 邀请成员): the dialog opens empty, the phone, role and monthly cap are
 * checked before sending, a refusal (an unknown phone, someone already in an organisation) shows
 * beside the form with everything typed kept, and a sent invitation closes the dialog.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../api/http';
import { inviteMember, type OrgInviteInput, type OrgMember, type OrgRole } from '../api/organisation';
import { assignableRoles, memberCapError, orgMessages } from '../domain/organisation';
import { PHONE_PATTERN } from '../domain/validation';
import { notify } from './notify';

export interface InviteForm {
  phone: string;
  role: OrgRole | '';
  cap: string;
}

export type InviteErrors = Partial<Record<keyof InviteForm, string>>;

export interface OrgInviteContext {
  form: InviteForm;
  errors: InviteErrors;
  /** The server's refusal of the last send. */
  refusal?: string;
}

export type OrgInviteEvent =
  | { type: 'INVITE.OPEN' }
  | { type: 'INVITE.EDIT'; field: keyof InviteForm; value: string }
  | { type: 'INVITE.SUBMIT' }
  | { type: 'INVITE.CLOSE' };

const EMPTY: InviteForm = { phone: '', role: '', cap: '' };

export function inviteErrors(form: InviteForm): InviteErrors {
  const phone = form.phone.trim();
  const errors: InviteErrors = {
    phone: !phone ? orgMessages.phoneRequired : PHONE_PATTERN.test(phone) ? undefined : orgMessages.phoneInvalid,
    role: form.role && assignableRoles('owner').includes(form.role) ? undefined : orgMessages.roleInvalid,
    cap: memberCapError(form.cap),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as InviteErrors;
}

export const inviteMessages = { sent: '邀请已发送，对方将收到站内信' } as const;

const toInput = (form: InviteForm): OrgInviteInput => ({
  phone: form.phone.trim(),
  role: form.role as OrgRole,
  monthlyCap: form.cap.trim() || null,
});

export const orgInviteMachine = setup({
  types: {} as { context: OrgInviteContext; events: OrgInviteEvent },
  actors: {
    invite: fromPromise<OrgMember, OrgInviteInput>(({ input }) => inviteMember(input)),
  },
  guards: {
    formValid: ({ context }) => Object.keys(inviteErrors(context.form)).length === 0,
  },
  actions: {
    /** Provided by the page: the member list shows the new invitation. */
    invited: () => undefined,
  },
}).createMachine({
  id: 'orgInvite',
  context: { form: EMPTY, errors: {} },
  initial: 'closed',
  states: {
    closed: {
      on: { 'INVITE.OPEN': { target: 'editing', actions: assign({ form: EMPTY, errors: {}, refusal: undefined }) } },
    },
    editing: {
      on: {
        'INVITE.EDIT': {
          actions: assign({
            form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }),
            errors: ({ context, event }) => ({ ...context.errors, [event.field]: undefined }),
            refusal: undefined,
          }),
        },
        'INVITE.SUBMIT': [
          { guard: 'formValid', target: 'sending' },
          { actions: assign({ errors: ({ context }) => inviteErrors(context.form) }) },
        ],
        'INVITE.CLOSE': 'closed',
      },
    },
    sending: {
      invoke: {
        id: 'invite',
        src: 'invite',
        input: ({ context }) => toInput(context.form),
        onDone: { target: 'closed', actions: ['invited', () => notify(inviteMessages.sent, 'success')] },
        onError: { target: 'editing', actions: assign({ refusal: ({ event }) => errorMessage(event.error) }) },
      },
    },
  },
});
