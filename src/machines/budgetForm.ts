/**
 * The monthly budget form (platform extension): loads the month's status, checks the typed
 * amount (a negative one is refused with its own message), saves or clears it. A refusal keeps
 * what was typed; the saved status carries the alerts already sent this month.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../api/http';
import { getBudget, saveBudget } from '../api/spend';
import type { BudgetStatus } from '../domain/types/spend.types';
import { notify } from './notify';
import { budgetError, budgetMessages } from '../domain/budget';

export interface BudgetFormContext {
  status?: BudgetStatus;
  typed: string;
  error?: string;
  loadError?: string;
}

export type BudgetFormEvent =
  | { type: 'BUDGET.TYPE'; value: string }
  | { type: 'BUDGET.SAVE' }
  | { type: 'BUDGET.CLEAR' }
  | { type: 'BUDGET.RETRY' };

const typedOf = (status: BudgetStatus): string => (status.monthlyBudget === null ? '' : String(status.monthlyBudget));

export const budgetFormMachine = setup({
  types: {} as { context: BudgetFormContext; events: BudgetFormEvent },
  actors: {
    loadBudget: fromPromise<BudgetStatus>(() => getBudget()),
    saveBudget: fromPromise<BudgetStatus, { amount: number | null }>(({ input }) => saveBudget(input.amount)),
  },
  guards: {
    typedValid: ({ context }) => !budgetError(context.typed),
    hasBudget: ({ context }) => context.status?.monthlyBudget !== null && context.status?.monthlyBudget !== undefined,
  },
  actions: {
    takeStatus: assign((_, status: BudgetStatus) => ({ status, typed: typedOf(status), error: undefined })),
    /** Provided by the page: a new budget may have crossed a threshold, whose alert is a new site message. */
    refreshMessages: () => undefined,
  },
}).createMachine({
  id: 'budgetForm',
  context: { typed: '' },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBudget',
        src: 'loadBudget',
        onDone: {
          target: 'editing',
          actions: [{ type: 'takeStatus', params: ({ event }) => event.output }, assign({ loadError: undefined })],
        },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: { on: { 'BUDGET.RETRY': 'loading' } },
    editing: {
      on: {
        'BUDGET.TYPE': { actions: assign({ typed: ({ event }) => event.value, error: undefined }) },
        'BUDGET.SAVE': [
          { guard: 'typedValid', target: 'saving' },
          { actions: assign({ error: ({ context }) => budgetError(context.typed) }) },
        ],
        'BUDGET.CLEAR': { guard: 'hasBudget', target: 'clearing' },
      },
    },
    saving: {
      invoke: {
        id: 'saveBudget',
        src: 'saveBudget',
        input: ({ context }) => ({ amount: Number(context.typed.trim()) }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'takeStatus', params: ({ event }) => event.output },
            () => notify(budgetMessages.saved, 'success'),
            'refreshMessages',
          ],
        },
        // What was typed stays; the reason shows under the field.
        onError: { target: 'editing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    clearing: {
      invoke: {
        id: 'clearBudget',
        src: 'saveBudget',
        input: () => ({ amount: null }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'takeStatus', params: ({ event }) => event.output },
            () => notify(budgetMessages.cleared, 'success'),
          ],
        },
        onError: { target: 'editing', actions: ({ event }) => notify(errorMessage(event.error), 'error') },
      },
    },
  },
});
