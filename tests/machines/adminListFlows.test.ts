import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Page } from '../../src/domain/types/common.types';
import type { Question } from '../../src/api/requestCache';
import {
  adminActors,
  adminListOf,
  createAdminListMachine,
  type AdminQuery,
  type SaveInput,
} from '../../src/machines/adminList';
import { flush } from './modelHarness';
import { listOf, type ListActor, type ListRequest } from '../../src/machines/listMachine';
import { notify } from '../../src/machines/notify';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));

type Form = { name: string; note: string };
type Action = { kind: string; id: string };
const emptyForm: Form = { name: '', note: '' };

/** Answers each page request at once with one row per request, and records what was asked. */
function recordedLoads() {
  const asked: ListRequest<{ keyword: string }>[] = [];
  const list = listOf<{ id: string }, { keyword: string }>((request) => {
    asked.push(request);
    const page: Page<{ id: string }> = {
      records: [{ id: `r${asked.length}` }],
      total: 1,
      pageNum: request.pageNum,
      pageSize: request.pageSize,
      pages: 1,
    };
    return Promise.resolve(page);
  });
  return { list, asked };
}

/** Calls the test settles by hand, recording their inputs. */
function held<I, O>() {
  const calls: { input: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  const actor = fromPromise<O, I>(
    ({ input }) => new Promise<O>((resolve, reject) => calls.push({ input, resolve, reject })),
  );
  return { actor, calls };
}

function start(opts: { pageSize?: number; valid?: (form: Form) => boolean } = {}) {
  const loads = recordedLoads();
  const options = held<void, string[]>();
  const save = held<SaveInput<Form>, string>();
  const run = held<Action, string>();
  const machine = createAdminListMachine<Form, Action, string[]>().provide({
    actors: {
      list: loads.list as never,
      loadOptions: options.actor as never,
      save: save.actor as never,
      run: run.actor as never,
    },
    guards: { formValid: ({ context }) => (opts.valid ?? ((f: Form) => f.name.trim() !== ''))(context.form) },
  });
  const actor = createActor(machine, {
    input: { emptyForm, ...(opts.pageSize ? { pageSize: opts.pageSize } : {}) },
  }).start();
  const list = () => actor.getSnapshot().children.list as ListActor<{ id: string }, { keyword: string }>;
  const listReady = () => waitFor(list(), (s) => s.matches('ready'));
  const ctx = () => actor.getSnapshot().context;
  const state = () => actor.getSnapshot().value;
  return { actor, loads, options, save, run, list, listReady, ctx, state };
}

beforeEach(() => vi.mocked(notify).mockClear());

describe('admin list: start-up', () => {
  it('asks the first page with an empty keyword and 10 rows unless told otherwise', async () => {
    const t = start();
    await t.listReady();
    expect(t.loads.asked).toEqual([{ query: { keyword: '' }, pageNum: 1, pageSize: 10 }]);
    expect(t.ctx().submitted).toBe(false);
    expect(t.ctx().form).toEqual({ name: '', note: '' });
  });

  it('asks pages of the size it was given', async () => {
    const t = start({ pageSize: 20 });
    await t.listReady();
    expect(t.loads.asked[0].pageSize).toBe(20);
  });

  it('holds rows naming options until the options come, then offers them', async () => {
    const t = start();
    expect(t.ctx().optionsLoading).toBe(true);
    expect(t.ctx().options).toBeUndefined();
    t.options.calls[0].resolve(['管理员', '开发者']);
    await waitFor(t.actor, (s) => !s.context.optionsLoading);
    expect(t.ctx().options).toEqual(['管理员', '开发者']);
  });

  it('stops waiting for options that failed, leaving the pickers empty', async () => {
    const t = start();
    t.options.calls[0].reject(new Error('down'));
    await waitFor(t.actor, (s) => !s.context.optionsLoading);
    expect(t.ctx().options).toBeUndefined();
  });
});

describe('admin list: search and pages go to the list', () => {
  it('passes a search to the list from any state', async () => {
    const t = start();
    await t.listReady();
    t.actor.send({ type: 'ADMIN.NEW' });
    t.actor.send({ type: 'LIST.QUERY', query: { keyword: 'dev' } });
    await t.listReady();
    expect(t.loads.asked[1]).toEqual({ query: { keyword: 'dev' }, pageNum: 1, pageSize: 10 });
    expect(t.state()).toBe('form');
  });
});

describe('admin list: the create/edit form', () => {
  it('opens 新建 with the empty form plus the given preset, and nothing from before', async () => {
    const t = start();
    t.actor.send({ type: 'ADMIN.EDIT', id: 'u1', form: { name: '旧名', note: '旧注' } });
    t.actor.send({ type: 'FORM.SUBMIT' });
    t.save.calls[0].reject(new Error('用户名已存在'));
    await waitFor(t.actor, (s) => s.matches('form') && Boolean(s.context.formError));
    t.actor.send({ type: 'FORM.CLOSE' });
    expect(t.state()).toBe('idle');

    t.actor.send({ type: 'ADMIN.NEW', form: { note: '预设' } });
    expect(t.state()).toBe('form');
    expect(t.ctx()).toMatchObject({ form: { name: '', note: '预设' }, submitted: false });
    expect(t.ctx().editingId).toBeUndefined();
    expect(t.ctx().formError).toBeUndefined();
  });

  it('opens 编辑 with the row’s form and clears the last attempt', async () => {
    const t = start();
    t.actor.send({ type: 'ADMIN.NEW' });
    t.actor.send({ type: 'FORM.CHANGE', patch: { name: 'x' } });
    t.actor.send({ type: 'FORM.SUBMIT' });
    t.save.calls[0].reject(new Error('角色名称已存在'));
    await waitFor(t.actor, (s) => s.matches('form') && Boolean(s.context.formError));
    t.actor.send({ type: 'FORM.CLOSE' });

    t.actor.send({ type: 'ADMIN.EDIT', id: 'u7', form: { name: '张三', note: '' } });
    expect(t.state()).toBe('form');
    expect(t.ctx()).toMatchObject({ form: { name: '张三', note: '' }, editingId: 'u7', submitted: false });
    expect(t.ctx().formError).toBeUndefined();
  });

  it('keeps typed fields across changes and clears the refusal when the user types', async () => {
    const t = start();
    t.actor.send({ type: 'ADMIN.NEW' });
    t.actor.send({ type: 'FORM.CHANGE', patch: { name: '王五' } });
    t.actor.send({ type: 'FORM.CHANGE', patch: { note: '备注' } });
    expect(t.ctx().form).toEqual({ name: '王五', note: '备注' });
    t.actor.send({ type: 'FORM.SUBMIT' });
    t.save.calls[0].reject(new Error('手机号已注册'));
    await waitFor(t.actor, (s) => s.matches('form') && Boolean(s.context.formError));
    expect(t.ctx().formError).toBe('手机号已注册');
    expect(t.ctx().form).toEqual({ name: '王五', note: '备注' });
    t.actor.send({ type: 'FORM.CHANGE', patch: { note: '改了' } });
    expect(t.ctx().formError).toBeUndefined();
    expect(t.ctx().form).toEqual({ name: '王五', note: '改了' });
  });

  it('an invalid submit stays on the form and marks it tried, without saving', () => {
    const t = start();
    t.actor.send({ type: 'ADMIN.NEW' });
    t.actor.send({ type: 'FORM.SUBMIT' });
    expect(t.state()).toBe('form');
    expect(t.ctx().submitted).toBe(true);
    expect(t.save.calls).toHaveLength(0);
  });

  it('a valid submit saves the form with the row id, marks it tried, then shows the text and reloads', async () => {
    const t = start();
    await t.listReady();
    t.actor.send({ type: 'ADMIN.EDIT', id: 'u7', form: { name: '张三', note: '' } });
    t.actor.send({ type: 'FORM.SUBMIT' });
    expect(t.state()).toBe('saving');
    expect(t.ctx().submitted).toBe(true);
    expect(t.save.calls.map((c) => c.input)).toEqual([{ form: { name: '张三', note: '' }, id: 'u7' }]);
    t.save.calls[0].resolve('修改成功');
    await waitFor(t.actor, (s) => s.matches('idle'));
    expect(notify).toHaveBeenCalledWith('修改成功', 'success');
    await waitFor(t.list(), (s) => s.matches('ready') && t.loads.asked.length === 2);
    expect(t.loads.asked[1]).toEqual({ query: { keyword: '' }, pageNum: 1, pageSize: 10 });
  });

  it('a new row is saved without an id', () => {
    const t = start();
    t.actor.send({ type: 'ADMIN.NEW' });
    t.actor.send({ type: 'FORM.CHANGE', patch: { name: '新组' } });
    t.actor.send({ type: 'FORM.SUBMIT' });
    expect(t.save.calls[0].input).toEqual({ form: { name: '新组', note: '' }, id: undefined });
  });

  it('a refused save returns to the form with the server’s message and no toast', async () => {
    const t = start();
    t.actor.send({ type: 'ADMIN.NEW', form: { name: '客服' } });
    t.actor.send({ type: 'FORM.SUBMIT' });
    t.save.calls[0].reject(new Error('角色名称已存在'));
    await waitFor(t.actor, (s) => s.matches('form'));
    expect(t.ctx().formError).toBe('角色名称已存在');
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('admin list: confirmed actions', () => {
  it('asks first, then runs the action, shows its text, forgets it and reloads', async () => {
    const t = start();
    await t.listReady();
    const action = { kind: 'delete', id: 'u3' };
    t.actor.send({ type: 'ADMIN.CONFIRM', action });
    expect(t.state()).toBe('confirming');
    expect(t.ctx().pending).toEqual(action);
    t.actor.send({ type: 'CONFIRM.YES' });
    expect(t.state()).toBe('running');
    expect(t.run.calls.map((c) => c.input)).toEqual([action]);
    t.run.calls[0].resolve('删除成功');
    await waitFor(t.actor, (s) => s.matches('idle'));
    expect(notify).toHaveBeenCalledWith('删除成功', 'success');
    expect(t.ctx().pending).toBeUndefined();
    await waitFor(t.list(), (s) => s.matches('ready') && t.loads.asked.length === 2);
  });

  it('取消 drops the action without running it', () => {
    const t = start();
    t.actor.send({ type: 'ADMIN.CONFIRM', action: { kind: 'disable', id: 'u3' } });
    t.actor.send({ type: 'CONFIRM.NO' });
    expect(t.state()).toBe('idle');
    expect(t.ctx().pending).toBeUndefined();
    expect(t.run.calls).toHaveLength(0);
  });

  it('a failed action returns to the list and forgets the action', async () => {
    const t = start();
    await t.listReady();
    t.actor.send({ type: 'ADMIN.CONFIRM', action: { kind: 'delete', id: 'u3' } });
    t.actor.send({ type: 'CONFIRM.YES' });
    t.run.calls[0].reject(new Error('用户不存在'));
    await waitFor(t.actor, (s) => s.matches('idle'));
    expect(t.ctx().pending).toBeUndefined();
    expect(notify).not.toHaveBeenCalled();
    expect(t.loads.asked).toHaveLength(1);
  });
});

describe('admin list: the links dialog', () => {
  it('opens on a row, applies each change at once, shows its text and reloads the list', async () => {
    const t = start();
    await t.listReady();
    t.actor.send({ type: 'LINKS.OPEN', id: 'u5' });
    expect(t.state()).toBe('links');
    expect(t.ctx().linkId).toBe('u5');
    const action = { kind: 'addRole', id: 'r1' };
    t.actor.send({ type: 'LINKS.RUN', action });
    expect(t.state()).toBe('linking');
    expect(t.ctx().pending).toEqual(action);
    expect(t.run.calls.map((c) => c.input)).toEqual([action]);
    t.run.calls[0].resolve('添加成功');
    await waitFor(t.actor, (s) => s.matches('links'));
    expect(notify).toHaveBeenCalledWith('添加成功', 'success');
    expect(t.ctx().pending).toBeUndefined();
    expect(t.ctx().linkId).toBe('u5');
    await waitFor(t.list(), (s) => s.matches('ready') && t.loads.asked.length === 2);
  });

  it('a refused change stays in the dialog with the message, cleared by the next change and by reopening', async () => {
    const t = start();
    await t.listReady();
    t.actor.send({ type: 'LINKS.OPEN', id: 'u5' });
    t.actor.send({ type: 'LINKS.RUN', action: { kind: 'addRole', id: 'r9' } });
    t.run.calls[0].reject(new Error('角色不存在'));
    await waitFor(t.actor, (s) => s.matches('links'));
    expect(t.ctx().linkError).toBe('角色不存在');
    expect(t.ctx().pending).toBeUndefined();
    expect(notify).not.toHaveBeenCalled();

    t.actor.send({ type: 'LINKS.RUN', action: { kind: 'addRole', id: 'r1' } });
    expect(t.ctx().linkError).toBeUndefined();
    t.run.calls[1].reject(new Error('角色不存在'));
    await waitFor(t.actor, (s) => s.matches('links'));
    expect(t.ctx().linkError).toBe('角色不存在');

    t.actor.send({ type: 'LINKS.CLOSE' });
    t.actor.send({ type: 'LINKS.OPEN', id: 'u6' });
    expect(t.ctx().linkError).toBeUndefined();
    expect(t.ctx().linkId).toBe('u6');
  });

  it('关闭 forgets the row and reloads the list', async () => {
    const t = start();
    await t.listReady();
    t.actor.send({ type: 'LINKS.OPEN', id: 'u5' });
    t.actor.send({ type: 'LINKS.CLOSE' });
    expect(t.state()).toBe('idle');
    expect(t.ctx().linkId).toBeUndefined();
    await waitFor(t.list(), (s) => s.matches('ready') && t.loads.asked.length === 2);
  });
});

describe('admin list: unprovided defaults', () => {
  it('lets any form through by default and shows why saving cannot work', async () => {
    const loads = recordedLoads();
    const machine = createAdminListMachine<Form, Action, string[]>().provide({ actors: { list: loads.list as never } });
    const actor = createActor(machine, { input: { emptyForm } }).start();
    await waitFor(actor, (s) => !s.context.optionsLoading);
    actor.send({ type: 'ADMIN.NEW' });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches('form') && Boolean(s.context.formError));
    expect(actor.getSnapshot().context.formError).toBe('save is not provided');
    actor.send({ type: 'FORM.CLOSE' });
    actor.send({ type: 'LINKS.OPEN', id: 'u1' });
    actor.send({ type: 'LINKS.RUN', action: { kind: 'addRole', id: 'r1' } });
    await waitFor(actor, (s) => s.matches('links') && Boolean(s.context.linkError));
    expect(actor.getSnapshot().context.linkError).toBe('run is not provided');
  });
});

/** A question nothing was asked ahead for: its answer is `load`'s. */
const answering = <T>(load: () => Promise<T>): Question<T> => ({
  keys: () => [],
  prefetch: () => Promise.resolve(),
  ask: load,
  peek: () => undefined,
});

describe('adminActors: pages of an admin list', () => {
  it('asks the keyword and page, and counts pages rounding up', async () => {
    const asked: AdminQuery[] = [];
    const actors = adminActors<{ id: string }, Form, Action, string[]>({
      page: (query) =>
        answering(() => {
          asked.push(query);
          return Promise.resolve({ records: [{ id: 'a' }], total: 25 });
        }),
      options: answering(() => Promise.resolve([])),
      save: () => Promise.resolve(''),
      run: () => Promise.resolve(''),
    });
    const machine = createAdminListMachine<Form, Action, string[]>().provide({ actors: actors as never });
    const actor = createActor(machine, { input: { emptyForm } }).start();
    actor.send({ type: 'LIST.QUERY', query: { keyword: '张' }, pageNum: 2 });
    const list = actor.getSnapshot().children.list as ListActor<{ id: string }, { keyword: string }>;
    await waitFor(list, (s) => s.matches('ready') && asked.length === 2);
    expect(asked[1]).toEqual({ keyword: '张', pageNum: 2, pageSize: 10 });
    // 25 rows at 10 a page: 3 pages.
    expect(list.getSnapshot().context.pages).toBe(3);
  });
});

describe('adminActors: options, saving and actions go to the tab’s own calls', () => {
  /** adminActors over calls that record what they were given and answer at once. */
  function withImpl() {
    const saved: SaveInput<Form>[] = [];
    const ran: Action[] = [];
    const actors = adminActors<{ id: string }, Form, Action, string[]>({
      page: () => answering(() => Promise.resolve({ records: [], total: 0 })),
      options: answering(() => Promise.resolve(['管理员', '开发者'])),
      save: (input) => {
        saved.push(input);
        return Promise.resolve('新增成功');
      },
      run: (action) => {
        ran.push(action);
        return Promise.resolve(action.kind === 'delete' ? '删除成功' : '添加成功');
      },
    });
    const machine = createAdminListMachine<Form, Action, string[]>().provide({
      actors: actors as never,
      guards: { formValid: () => true },
    });
    return { actor: createActor(machine, { input: { emptyForm } }).start(), saved, ran };
  }

  it('offers the options loadOptions answers', async () => {
    const { actor } = withImpl();
    await waitFor(actor, (s) => !s.context.optionsLoading);
    expect(actor.getSnapshot().context.options).toEqual(['管理员', '开发者']);
  });

  it('saves the form through save and shows the text it answers', async () => {
    const { actor, saved } = withImpl();
    actor.send({ type: 'ADMIN.NEW', form: { name: '客服组' } });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(saved).toEqual([{ form: { name: '客服组', note: '' }, id: undefined }]);
    expect(notify).toHaveBeenCalledWith('新增成功', 'success');
  });

  it('runs a confirmed action and a link change through run and shows the text it answers', async () => {
    const { actor, ran } = withImpl();
    actor.send({ type: 'ADMIN.CONFIRM', action: { kind: 'delete', id: 'u3' } });
    actor.send({ type: 'CONFIRM.YES' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(notify).toHaveBeenLastCalledWith('删除成功', 'success');
    actor.send({ type: 'LINKS.OPEN', id: 'u5' });
    actor.send({ type: 'LINKS.RUN', action: { kind: 'addRole', id: 'r1' } });
    await waitFor(actor, (s) => s.matches('links') && !s.context.pending);
    expect(notify).toHaveBeenLastCalledWith('添加成功', 'success');
    expect(ran).toEqual([
      { kind: 'delete', id: 'u3' },
      { kind: 'addRole', id: 'r1' },
    ]);
  });
});

describe('adminListOf: a tab from its calls and its form check', () => {
  /** A tab whose options are either in already (peek answers) or asked for, counting the asks. */
  function tab(optionsIn: string[] | undefined) {
    let asks = 0;
    const checked: { form: Form; creating: boolean }[] = [];
    const machine = adminListOf<{ id: string }, Form, Action, string[]>(
      {
        page: () => answering(() => Promise.resolve({ records: [], total: 0 })),
        options: {
          ...answering(() => {
            asks++;
            return Promise.resolve(['开发者']);
          }),
          peek: () => optionsIn,
        },
        save: () => Promise.resolve('修改成功'),
        run: () => Promise.resolve(''),
      },
      (form, creating) => {
        checked.push({ form, creating });
        return true;
      },
    );
    const actor = createActor(machine, { input: { emptyForm } }).start();
    return { actor, asks: () => asks, checked };
  }

  it('starts with options that are in already, not loading and not asking for them again', async () => {
    const { actor, asks } = tab(['管理员', '开发者']);
    expect(actor.getSnapshot().context).toMatchObject({ options: ['管理员', '开发者'], optionsLoading: false });
    await flush();
    expect(asks()).toBe(0);
    expect(actor.getSnapshot().context.options).toEqual(['管理员', '开发者']);
  });

  it('asks for options that are not in yet, once', async () => {
    const { actor, asks } = tab(undefined);
    expect(actor.getSnapshot().context.optionsLoading).toBe(true);
    await waitFor(actor, (s) => !s.context.optionsLoading);
    expect(asks()).toBe(1);
    expect(actor.getSnapshot().context.options).toEqual(['开发者']);
  });

  it('tells the form check whether the form creates a row or edits one', async () => {
    const { actor, checked } = tab([]);
    actor.send({ type: 'ADMIN.NEW', form: { name: '客服组' } });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'ADMIN.EDIT', id: 'g2', form: { name: '运营组', note: '' } });
    actor.send({ type: 'FORM.SUBMIT' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(checked).toEqual([
      { form: { name: '客服组', note: '' }, creating: true },
      { form: { name: '运营组', note: '' }, creating: false },
    ]);
  });
});
