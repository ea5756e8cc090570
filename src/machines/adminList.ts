import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from '../api/http';
import { notify } from './notify';

/** One page of an admin list; role and group lists come whole (pageNum 1, pageSize 1000). */
export interface AdminPage<Row> {
  records: Row[];
  total: number;
}

export interface AdminQuery {
  keyword: string;
  pageNum: number;
  pageSize: number;
}

export interface AdminListContext<Row, Form, Action, Options> {
  query: AdminQuery;
  records: Row[];
  total: number;
  /** A page has come at least once (a form opened before it must load the list when it closes). */
  loaded: boolean;
  error?: string;
  /** What the pickers offer (roles, groups, users); loaded once beside the list. */
  options?: Options;
  form: Form;
  emptyForm: Form;
  /** The row being edited; undefined while creating. */
  editingId?: string;
  /** Set by a submit attempt, so field errors show only after the user tried. */
  submitted: boolean;
  formError?: string;
  /** The action waiting for confirmation (delete, disable…). */
  pending?: Action;
  /** The row whose roles, groups or members the links dialog manages. */
  linkId?: string;
  linkError?: string;
}

export type AdminListEvent<Form, Action> =
  | { type: 'ADMIN.SEARCH'; keyword: string }
  | { type: 'ADMIN.PAGE'; pageNum: number }
  | { type: 'ADMIN.RETRY' }
  | { type: 'ADMIN.NEW'; form?: Partial<Form> }
  | { type: 'ADMIN.EDIT'; id: string; form: Form }
  | { type: 'FORM.CHANGE'; patch: Partial<Form> }
  | { type: 'FORM.SUBMIT' }
  | { type: 'FORM.CLOSE' }
  | { type: 'ADMIN.CONFIRM'; action: Action }
  | { type: 'CONFIRM.YES' }
  | { type: 'CONFIRM.NO' }
  | { type: 'LINKS.OPEN'; id: string }
  | { type: 'LINKS.RUN'; action: Action }
  | { type: 'LINKS.CLOSE' };

export interface SaveInput<Form> {
  form: Form;
  id?: string;
}

/** Typed implementations for one admin tab, checked against its row, form and action types. */
export function adminActors<Row, Form, Action, Options>(impl: {
  load: (query: AdminQuery) => Promise<AdminPage<Row>>;
  loadOptions: () => Promise<Options>;
  save: (input: SaveInput<Form>) => Promise<string>;
  run: (action: Action) => Promise<string>;
}) {
  return {
    load: fromPromise<AdminPage<unknown>, AdminQuery>(({ input }) => impl.load(input)),
    loadOptions: fromPromise<unknown>(() => impl.loadOptions()),
    save: fromPromise<string, SaveInput<unknown>>(({ input }) => impl.save(input as SaveInput<Form>)),
    run: fromPromise<string, unknown>(({ input }) => impl.run(input as Action)),
  };
}

export interface AdminListInput<Form> {
  emptyForm: Form;
  pageSize?: number;
}

/**
 * An admin tab: a searchable list, a create/edit form dialog, confirmed actions (delete,
 * enable/disable) and a links dialog (roles, groups, members) whose changes apply at once.
 * Each use provides `load`, `loadOptions`, `save` and `run` (both resolve to the success text
 * to show) and the `formValid` guard. What the user typed stays in the form when saving fails.
 */
export function createAdminListMachine<Row, Form, Action, Options>() {
  type Context = AdminListContext<Row, Form, Action, Options>;
  return setup({
    types: {} as { context: Context; events: AdminListEvent<Form, Action>; input: AdminListInput<Form> },
    // Actor I/O is typed loosely here (XState cannot resolve a union of generic actors); each
    // use provides typed actors through adminActors() below.
    actors: {
      load: fromPromise<AdminPage<unknown>, AdminQuery>(() => Promise.reject(new Error('load is not provided'))),
      loadOptions: fromPromise<unknown>(() => Promise.reject(new Error('loadOptions is not provided'))),
      save: fromPromise<string, SaveInput<unknown>>(() => Promise.reject(new Error('save is not provided'))),
      run: fromPromise<string, unknown>(() => Promise.reject(new Error('run is not provided'))),
    },
    guards: {
      formValid: (_: { context: Context }) => true,
    },
    actions: {
      showSuccess: (_, message: string) => notify(message, 'success'),
      takePage: assign((_, page: AdminPage<unknown>) => ({ records: page.records as Row[], total: page.total, error: undefined, loaded: true })),
      startNewForm: assign(({ context, event }) => ({
        form: { ...context.emptyForm, ...(event.type === 'ADMIN.NEW' ? event.form : undefined) },
        editingId: undefined,
        submitted: false,
        formError: undefined,
      })),
    },
  }).createMachine({
    id: 'adminList',
    context: ({ input }) => ({
      query: { keyword: '', pageNum: 1, pageSize: input.pageSize ?? 10 },
      records: [],
      total: 0,
      loaded: false,
      form: input.emptyForm,
      emptyForm: input.emptyForm,
      submitted: false,
    }),
    invoke: {
      id: 'loadOptions',
      src: 'loadOptions',
      onDone: { actions: assign({ options: ({ event }) => event.output as Options }) },
      // The pickers stay empty; the list itself still works.
      onError: { actions: assign({ options: undefined }) },
    },
    initial: 'loading',
    states: {
      loading: {
        on: {
          // A search sent while a page loads replaces that load rather than being lost.
          'ADMIN.SEARCH': { target: 'loading', reenter: true, actions: assign({ query: ({ context, event }) => ({ ...context.query, keyword: event.keyword, pageNum: 1 }) }) },
          // 新建 needs no row: a click while the first page still loads opens the form, not nothing.
          'ADMIN.NEW': { target: 'form', actions: 'startNewForm' },
        },
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => context.query,
          onDone: { target: 'ready', actions: { type: 'takePage', params: ({ event }) => event.output } },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        },
      },
      failed: {
        on: {
          'ADMIN.RETRY': 'loading',
          'ADMIN.SEARCH': { target: 'loading', actions: assign({ query: ({ context, event }) => ({ ...context.query, keyword: event.keyword, pageNum: 1 }) }) },
        },
      },
      ready: {
        on: {
          'ADMIN.RETRY': 'loading',
          'ADMIN.SEARCH': { target: 'loading', actions: assign({ query: ({ context, event }) => ({ ...context.query, keyword: event.keyword, pageNum: 1 }) }) },
          'ADMIN.PAGE': { target: 'loading', actions: assign({ query: ({ context, event }) => ({ ...context.query, pageNum: event.pageNum }) }) },
          'ADMIN.NEW': { target: 'form', actions: 'startNewForm' },
          'ADMIN.EDIT': {
            target: 'form',
            actions: assign({ form: ({ event }) => event.form, editingId: ({ event }) => event.id, submitted: false, formError: undefined }),
          },
          'ADMIN.CONFIRM': { target: 'confirming', actions: assign({ pending: ({ event }) => event.action }) },
          'LINKS.OPEN': { target: 'links', actions: assign({ linkId: ({ event }) => event.id, linkError: undefined }) },
        },
      },
      form: {
        on: {
          'FORM.CHANGE': { actions: assign({ form: ({ context, event }) => ({ ...context.form, ...event.patch }), formError: undefined }) },
          'FORM.SUBMIT': [
            { guard: 'formValid', target: 'saving', actions: assign({ submitted: true }) },
            { actions: assign({ submitted: true }) },
          ],
          // Opened before the list had loaded: load it now.
          'FORM.CLOSE': [{ guard: ({ context }) => !context.loaded, target: 'loading' }, { target: 'ready' }],
        },
      },
      saving: {
        invoke: {
          id: 'save',
          src: 'save',
          input: ({ context }) => ({ form: context.form, id: context.editingId }),
          onDone: { target: 'loading', actions: { type: 'showSuccess', params: ({ event }) => event.output } },
          onError: { target: 'form', actions: assign({ formError: ({ event }) => errorMessage(event.error) }) },
        },
      },
      confirming: {
        on: {
          'CONFIRM.YES': 'running',
          'CONFIRM.NO': { target: 'ready', actions: assign({ pending: undefined }) },
        },
      },
      running: {
        invoke: {
          id: 'run',
          src: 'run',
          input: ({ context }: { context: Context }) => context.pending,
          onDone: { target: 'loading', actions: [{ type: 'showSuccess', params: ({ event }) => event.output }, assign({ pending: undefined })] },
          // The client already showed the server's message.
          onError: { target: 'ready', actions: assign({ pending: undefined }) },
        },
      },
      links: {
        on: {
          'LINKS.RUN': { target: 'linking', actions: assign({ pending: ({ event }) => event.action, linkError: undefined }) },
          'LINKS.CLOSE': { target: 'loading', actions: assign({ linkId: undefined }) },
        },
      },
      linking: {
        invoke: {
          id: 'link',
          src: 'run',
          input: ({ context }: { context: Context }) => context.pending,
          onDone: { target: 'relisting', actions: [{ type: 'showSuccess', params: ({ event }) => event.output }, assign({ pending: undefined })] },
          onError: { target: 'links', actions: assign({ pending: undefined, linkError: ({ event }) => errorMessage(event.error) }) },
        },
      },
      // The dialog reads its row from the list, so the list reloads after every change.
      relisting: {
        invoke: {
          id: 'relist',
          src: 'load',
          input: ({ context }) => context.query,
          onDone: { target: 'links', actions: { type: 'takePage', params: ({ event }) => event.output } },
          onError: { target: 'links', actions: assign({ linkError: ({ event }) => errorMessage(event.error) }) },
        },
      },
    },
  });
}
