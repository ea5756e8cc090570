import { assertEvent, assign, fromPromise, sendTo, setup } from 'xstate';
import type { Page } from '../domain/types/common.types';
import { errorMessage } from '../api/http';
import { mapQuestion, type Question } from '../api/requestCache';
import { notify } from './notify';
import { LIST_ID, createListMachine, listAsking, type ListEvent, type ListInput } from './listMachine';

/** One page of an admin list; role and group lists come whole (pageNum 1, pageSize 1000). */
export interface AdminPage<Row> {
  records: Row[];
  total: number;
}

/** What an admin list is asked: its search box. */
export interface AdminSearch {
  keyword: string;
}

export interface AdminQuery extends AdminSearch {
  pageNum: number;
  pageSize: number;
}

export interface AdminListContext<Form, Action, Options> {
  list: ListInput<AdminSearch>;
  /** What the pickers offer (roles, groups, users); loaded once beside the list. */
  options?: Options;
  /** Until the options have come or failed: rows naming them (a user's roles) wait for them. */
  optionsLoading: boolean;
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
  | ListEvent<AdminSearch>
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

/** An admin answer as the list keeps it, paged by the page it was asked for. */
export const adminPage = <Row>(page: AdminPage<Row>, pageNum: number, pageSize: number): Page<Row> => ({
  ...page,
  pageNum,
  pageSize,
  pages: Math.ceil(page.total / pageSize),
});

/**
 * Typed implementations for one admin tab, checked against its row, form and action types. A page
 * and the options are questions (src/api/requestCache.ts): asked for ahead, they are taken at the start.
 */
export function adminActors<Row, Form, Action, Options>(impl: {
  page: (query: AdminQuery) => Question<AdminPage<Row>>;
  options: Question<Options>;
  save: (input: SaveInput<Form>) => Promise<string>;
  run: (action: Action) => Promise<string>;
}) {
  return {
    list: listAsking<unknown, AdminSearch>(({ query, pageNum, pageSize }) =>
      mapQuestion(impl.page({ keyword: query.keyword, pageNum, pageSize }), (page) =>
        adminPage(page, pageNum, pageSize),
      ),
    ),
    loadOptions: fromPromise<unknown, unknown>(({ input }) =>
      input === undefined ? impl.options.ask() : Promise.resolve(input),
    ),
    save: fromPromise<string, SaveInput<unknown>>(({ input }) => impl.save(input as SaveInput<Form>)),
    run: fromPromise<string, unknown>(({ input }) => impl.run(input as Action)),
  };
}

/** An admin tab's machine from its implementations and its form's check. */
export function adminListOf<Row, Form, Action, Options>(
  impl: Parameters<typeof adminActors<Row, Form, Action, Options>>[0],
  formValid: (form: Form, creating: boolean) => boolean,
) {
  return createAdminListMachine<Form, Action, Options>(() => impl.options.peek()).provide({
    actors: adminActors(impl),
    guards: { formValid: ({ context }) => formValid(context.form, !context.editingId) },
  });
}

export interface AdminListInput<Form> {
  emptyForm: Form;
  pageSize?: number;
}

/**
 * An admin tab: a searchable list (child `list`), a create/edit form dialog, confirmed actions (delete,
 * enable/disable) and a links dialog (roles, groups, members) whose changes apply at once.
 * Each use provides `list`, `loadOptions`, `save` and `run` (both resolve to the success text
 * to show) and the `formValid` guard. What the user typed stays in the form when saving fails.
 * `answeredOptions` hands it the options if they are in already: they are not loaded again.
 */
export function createAdminListMachine<Form, Action, Options>(answeredOptions?: () => Options | undefined) {
  type Context = AdminListContext<Form, Action, Options>;
  return setup({
    types: {} as { context: Context; events: AdminListEvent<Form, Action>; input: AdminListInput<Form> },
    // Actor I/O is typed loosely here (XState cannot resolve a union of generic actors); each
    // use provides typed actors through adminActors() above.
    actors: {
      list: createListMachine<unknown, AdminSearch>(),
      loadOptions: fromPromise<unknown, unknown>(() => Promise.reject(new Error('loadOptions is not provided'))),
      save: fromPromise<string, SaveInput<unknown>>(() => Promise.reject(new Error('save is not provided'))),
      run: fromPromise<string, unknown>(() => Promise.reject(new Error('run is not provided'))),
    },
    guards: {
      formValid: (_: { context: Context }) => true,
    },
    actions: {
      showSuccess: (_, message: string) => notify(message, 'success'),
      reloadList: sendTo(LIST_ID, { type: 'LIST.RELOAD' }),
      startNewForm: assign(({ context, event }) => {
        assertEvent(event, 'ADMIN.NEW');
        return {
          form: { ...context.emptyForm, ...event.form },
          editingId: undefined,
          submitted: false,
          formError: undefined,
        };
      }),
    },
  }).createMachine({
    id: 'adminList',
    context: ({ input }) => {
      const options = answeredOptions?.();
      return {
        list: { query: { keyword: '' }, pageSize: input.pageSize ?? 10 },
        options,
        optionsLoading: options === undefined,
        form: input.emptyForm,
        emptyForm: input.emptyForm,
        submitted: false,
      };
    },
    invoke: [
      { id: LIST_ID, src: 'list', input: ({ context }) => context.list },
      {
        id: 'loadOptions',
        src: 'loadOptions',
        // Options that were in already are handed back rather than loaded again.
        input: ({ context }: { context: Context }) => context.options,
        onDone: { actions: assign({ options: ({ event }) => event.output as Options, optionsLoading: false }) },
        // The pickers stay empty and rows show ids for names; the list itself still works.
        onError: { actions: assign({ options: undefined, optionsLoading: false }) },
      },
    ],
    // The screen's LIST.* events (search, pages, retry) go on to the list, whatever dialog is open.
    on: {
      'LIST.*': {
        actions: sendTo(LIST_ID, ({ event }) => {
          assertEvent(event, 'LIST.*');
          return event;
        }),
      },
    },
    // 新建 needs no row: the form opens while the first page still loads, which goes on meanwhile.
    initial: 'idle',
    states: {
      idle: {
        on: {
          'ADMIN.NEW': { target: 'form', actions: 'startNewForm' },
          'ADMIN.EDIT': {
            target: 'form',
            actions: assign({
              form: ({ event }) => event.form,
              editingId: ({ event }) => event.id,
              submitted: false,
              formError: undefined,
            }),
          },
          'ADMIN.CONFIRM': { target: 'confirming', actions: assign({ pending: ({ event }) => event.action }) },
          'LINKS.OPEN': { target: 'links', actions: assign({ linkId: ({ event }) => event.id, linkError: undefined }) },
        },
      },
      form: {
        on: {
          'FORM.CHANGE': {
            actions: assign({
              form: ({ context, event }) => ({ ...context.form, ...event.patch }),
              formError: undefined,
            }),
          },
          'FORM.SUBMIT': [
            { guard: 'formValid', target: 'saving', actions: assign({ submitted: true }) },
            { actions: assign({ submitted: true }) },
          ],
          'FORM.CLOSE': 'idle',
        },
      },
      saving: {
        invoke: {
          id: 'save',
          src: 'save',
          input: ({ context }) => ({ form: context.form, id: context.editingId }),
          onDone: {
            target: 'idle',
            actions: [{ type: 'showSuccess', params: ({ event }) => event.output }, 'reloadList'],
          },
          onError: { target: 'form', actions: assign({ formError: ({ event }) => errorMessage(event.error) }) },
        },
      },
      confirming: {
        on: {
          'CONFIRM.YES': 'running',
          'CONFIRM.NO': { target: 'idle', actions: assign({ pending: undefined }) },
        },
      },
      running: {
        invoke: {
          id: 'run',
          src: 'run',
          input: ({ context }: { context: Context }) => context.pending,
          onDone: {
            target: 'idle',
            actions: [
              { type: 'showSuccess', params: ({ event }) => event.output },
              assign({ pending: undefined }),
              'reloadList',
            ],
          },
          // The client already showed the server's message.
          onError: { target: 'idle', actions: assign({ pending: undefined }) },
        },
      },
      links: {
        on: {
          'LINKS.RUN': {
            target: 'linking',
            actions: assign({ pending: ({ event }) => event.action, linkError: undefined }),
          },
          'LINKS.CLOSE': { target: 'idle', actions: [assign({ linkId: undefined }), 'reloadList'] },
        },
      },
      linking: {
        invoke: {
          id: 'link',
          src: 'run',
          input: ({ context }: { context: Context }) => context.pending,
          // The dialog reads its row from the list, so the list reloads after every change.
          onDone: {
            target: 'links',
            actions: [
              { type: 'showSuccess', params: ({ event }) => event.output },
              assign({ pending: undefined }),
              'reloadList',
            ],
          },
          onError: {
            target: 'links',
            actions: assign({ pending: undefined, linkError: ({ event }) => errorMessage(event.error) }),
          },
        },
      },
    },
  });
}
