import { assertEvent, assign, fromPromise, setup, type AnyActorRef } from 'xstate';
import { errorMessage } from '../api/http';
import type { EnterpriseVerificationForm, RemitVerificationForm } from '../domain/types/verification.types';
import { saveEnterpriseVerification, saveRemitVerification } from '../api/verification';
import { notify, type NoticeKind } from './notify';
import { enterpriseErrors, hasNoErrors, remitErrors } from '../domain/certification';
import { refreshSessionAndWait } from './sessionRefresh';

export const enterpriseCertMessages = {
  companySaved: '企业信息已提交，请完成对公打款验证',
  remitSaved: '提交成功，请等待审核',
} as const;

export type EnterpriseCertEvent =
  | { type: 'CERT.COMPANY_CHANGE'; values: Partial<EnterpriseVerificationForm> }
  | { type: 'CERT.REMIT_CHANGE'; values: Partial<RemitVerificationForm> }
  | { type: 'CERT.SUBMIT_COMPANY' }
  /** `companyName` is the submitted application's: the account must be in that name. */
  | { type: 'CERT.SUBMIT_REMIT'; companyName: string };

export interface EnterpriseCertContext {
  company: EnterpriseVerificationForm;
  remit: RemitVerificationForm;
  session?: AnyActorRef;
  error?: string;
}

export const emptyCompany = (): EnterpriseVerificationForm => ({
  companyName: '',
  creditCode: '',
  legalPerson: '',
  contactName: '',
  contactPhone: '',
});

/**
 * Enterprise certification in two steps, company details (verificationSave) then the bank
 * transfer (remitVerification); after each the session reloads, and the page shows the step
 * the server is at. Typed values survive a refusal.
 */
export const enterpriseCertMachine = setup({
  types: {} as {
    context: EnterpriseCertContext;
    events: EnterpriseCertEvent;
    /** `session`: the app's session, reloaded after each step (a screen machine has its own system). */
    input: { session?: AnyActorRef; company?: Partial<EnterpriseVerificationForm> } | undefined;
  },
  actors: {
    saveCompany: fromPromise<boolean, EnterpriseVerificationForm>(({ input }) => saveEnterpriseVerification(input)),
    saveRemit: fromPromise<boolean, RemitVerificationForm>(({ input }) => saveRemitVerification(input)),
    refreshProfile: fromPromise<void, AnyActorRef | undefined>(({ input }) => refreshSessionAndWait(input)),
  },
  guards: {
    companyValid: ({ context }) => hasNoErrors(enterpriseErrors(context.company)),
    remitValid: ({ context, event }) => {
      assertEvent(event, 'CERT.SUBMIT_REMIT');
      return hasNoErrors(remitErrors(context.remit, event.companyName));
    },
  },
  actions: {
    notify: (_, params: { message: string; kind: NoticeKind }) => notify(params.message, params.kind),
    showError: assign((_, params: { error: unknown }) => ({ error: errorMessage(params.error) })),
  },
}).createMachine({
  id: 'enterpriseCert',
  context: ({ input }) => ({
    company: { ...emptyCompany(), ...input?.company },
    remit: { bankName: '', bankAccount: '', accountName: input?.company?.companyName ?? '' },
    session: input?.session,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'CERT.COMPANY_CHANGE': {
          actions: assign(({ context, event }) => ({
            company: { ...context.company, ...event.values },
            error: undefined,
          })),
        },
        'CERT.REMIT_CHANGE': {
          actions: assign(({ context, event }) => ({ remit: { ...context.remit, ...event.values }, error: undefined })),
        },
        'CERT.SUBMIT_COMPANY': { guard: 'companyValid', target: 'savingCompany' },
        'CERT.SUBMIT_REMIT': { guard: 'remitValid', target: 'savingRemit' },
      },
    },
    savingCompany: {
      invoke: {
        id: 'saveCompany',
        src: 'saveCompany',
        input: ({ context }) => ({
          companyName: context.company.companyName.trim(),
          creditCode: context.company.creditCode.trim().toUpperCase(),
          legalPerson: context.company.legalPerson.trim(),
          contactName: context.company.contactName.trim(),
          contactPhone: context.company.contactPhone.trim(),
        }),
        onDone: {
          target: 'refreshing',
          actions: [
            // The transfer must come from an account in the company's name: offer it.
            assign(({ context }) => ({
              remit: { ...context.remit, accountName: context.remit.accountName || context.company.companyName.trim() },
            })),
            { type: 'notify', params: { message: enterpriseCertMessages.companySaved, kind: 'success' } },
          ],
        },
        onError: { target: 'editing', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    savingRemit: {
      invoke: {
        id: 'saveRemit',
        src: 'saveRemit',
        input: ({ context }) => ({
          bankName: context.remit.bankName,
          bankAccount: context.remit.bankAccount.replace(/\s/g, ''),
          accountName: context.remit.accountName.trim(),
        }),
        onDone: {
          target: 'refreshing',
          actions: { type: 'notify', params: { message: enterpriseCertMessages.remitSaved, kind: 'success' } },
        },
        onError: { target: 'editing', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    refreshing: {
      invoke: {
        id: 'refreshProfile',
        src: 'refreshProfile',
        input: ({ context }) => context.session,
        onDone: 'editing',
        onError: 'editing',
      },
    },
  },
});
