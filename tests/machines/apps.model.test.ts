import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type AnyEventObject, type AnyStateMachine } from 'xstate';
import type { AppForm, AppInfo } from '../../src/domain/types/app.types';
import type { AppSession } from '../../src/domain/types/appSession.types';
import type { Page } from '../../src/domain/types/common.types';
import type { DialogueRecord } from '../../src/domain/types/qa.types';
import { appConfigMachine } from '../../src/machines/appConfig';
import { appDetailMachine } from '../../src/machines/appDetail';
import { appDialogueMachine } from '../../src/machines/appDialogue';
import { appFeatureHubMachine } from '../../src/machines/appFeatureHub';
import { appListMachine, moveItem } from '../../src/machines/appList';
import { appPublishMachine } from '../../src/machines/appPublish';
import { appResourceRightsMachine } from '../../src/machines/appResourceRights';
import { appStoreMachine } from '../../src/machines/appStore';
import { chatMachine, type StreamAnswerInput } from '../../src/machines/chat';
import { appFormErrors, emptyAppForm } from '../../src/domain/apps';
import { byValue, ControlledActors, expectEveryStateReachable, flush } from './modelHarness';

const app = (id: string, appName = `应用${id}`): AppInfo => ({
  ...emptyAppForm(),
  id,
  appName,
  appType: 1,
  iconUrl: 'x',
  appShortDesc: '简介',
  appDesc: '描述',
  userId: '1',
  userName: 'dev',
  userType: 2,
  typeName: '智能客服',
  auditStatus: 2,
  auditUserName: '',
  auditTime: '',
  reason: '',
  useCount: 1,
  createTime: '',
  updateTime: '',
});
const page = <T>(records: T[], pages = 1): Page<T> => ({
  records,
  total: records.length,
  pageNum: 1,
  pageSize: 10,
  pages,
});
const down = new Error('down');

/** Each app-center machine keeps one graph check: every state reachable (by value: lists grow). */
function reachable(
  name: string,
  build: () => { machine: AnyStateMachine },
  events: readonly (AnyEventObject & Record<string, unknown>)[],
  {
    input,
    serialize = byValue,
  }: { input?: unknown; serialize?: (s: ReturnType<AnyStateMachine['transition']>) => string } = {},
): void {
  it(`${name}: every state is reachable`, () =>
    expectEveryStateReachable(build().machine, { inputs: [input], events, serialize }));
}
const silent = fromCallback<AnyEventObject, StreamAnswerInput>(() => () => undefined);

reachable(
  'appList',
  () => {
    const control = new ControlledActors();
    return {
      control,
      machine: appListMachine.provide({
        actors: { loadApps: control.actor(), saveOrder: control.actor(), removeApp: control.actor() },
      }),
    };
  },
  [
    { type: 'APPS.REFRESH' },
    { type: 'APPS.SELECT', id: '9' },
    { type: 'APPS.MOVE', from: 0, to: 1 },
    { type: 'APPS.REMOVE', id: '1' },
    { type: 'xstate.done.actor.loadApps', output: [app('1'), app('2')] },
    { type: 'xstate.error.actor.loadApps', error: down },
    { type: 'xstate.done.actor.saveOrder', output: true },
    { type: 'xstate.error.actor.saveOrder', error: down },
    { type: 'xstate.done.actor.removeApp', output: true },
    { type: 'xstate.error.actor.removeApp', error: down },
  ],
  { input: {} },
);

reachable(
  'appStore',
  () => {
    const control = new ControlledActors();
    return {
      control,
      machine: appStoreMachine.provide({
        actors: { loadCategories: control.actor(), loadAdded: control.actor(), addApp: control.actor() },
        actions: { openMyApps: () => undefined },
      }),
    };
  },
  [
    { type: 'STORE.ADD', appId: '1' },
    { type: 'xstate.done.actor.addApp', output: true },
    { type: 'xstate.error.actor.addApp', error: down },
  ],
);

const validForm = {
  ...emptyAppForm(),
  appName: '周报',
  appType: 4,
  iconUrl: 'u',
  appShortDesc: '简介',
  appDesc: '描述',
};
reachable(
  'appPublish',
  () => {
    const control = new ControlledActors();
    return {
      control,
      machine: appPublishMachine.provide({
        actors: {
          loadPage: control.actor(),
          removeApp: control.actor(),
          uploadImage: control.actor(),
          saveApp: control.actor(),
        },
      }),
    };
  },
  [
    { type: 'PUBLISHED.PAGE', pageNum: 2 },
    { type: 'PUBLISHED.REFRESH' },
    { type: 'PUBLISHED.DELETE', id: '1' },
    { type: 'PUBLISH.OPEN' },
    { type: 'PUBLISH.CLOSE' },
    { type: 'PUBLISH.CHANGE', patch: validForm },
    { type: 'PUBLISH.UPLOAD', field: 'iconUrl', file: new File(['x'], 'a.png', { type: 'image/png' }) },
    { type: 'PUBLISH.SUBMIT' },
    { type: 'xstate.done.actor.loadPage', output: page([app('1')]) },
    { type: 'xstate.error.actor.loadPage', error: down },
    { type: 'xstate.done.actor.removeApp', output: true },
    { type: 'xstate.error.actor.removeApp', error: down },
    { type: 'xstate.done.actor.uploadImage', output: 'https://cdn/icon.png' },
    { type: 'xstate.error.actor.uploadImage', error: down },
    { type: 'xstate.done.actor.saveApp', output: true },
    { type: 'xstate.error.actor.saveApp', error: down },
  ],
  // Submitting depends on the form being valid: that is part of the explored state.
  {
    serialize: (s) =>
      `${JSON.stringify(s.value)}|${Object.keys(appFormErrors((s.context as { form: AppForm }).form)).length === 0}`,
  },
);

const session = (n: string, top = false): AppSession => ({
  id: `s${n}`,
  appId: 'a1',
  title: `会话${n}`,
  top,
  updateTime: `2026-11-0${n}T00:00:00Z`,
});
const record = (id: string): DialogueRecord => ({
  id,
  sessionId: 's1',
  question: `问${id}`,
  answer: `答${id}`,
  createTime: `2026-11-01T00:0${id}:00Z`,
});
const inertChat = chatMachine.provide({ actors: { streamAnswer: silent } });
/** The dialogue with every call held by the test and the given live chat. */
const dialogueOn = (control: ControlledActors, chat: typeof inertChat) =>
  appDialogueMachine.provide({
    actors: {
      chat,
      openApp: control.actor(),
      loadRecords: control.actor(),
      createSession: control.actor(),
      setTop: control.actor(),
      removeSession: control.actor(),
      hideRecord: control.actor(),
    },
  });
reachable(
  'appDialogue',
  () => {
    const control = new ControlledActors();
    return {
      control,
      machine: dialogueOn(control, inertChat),
    };
  },
  [
    { type: 'DIALOGUE.OPEN', appId: 'a1' },
    { type: 'DIALOGUE.RETRY' },
    { type: 'SESSION.SELECT', id: 's2' },
    { type: 'SESSION.NEW' },
    { type: 'SESSION.TOP', id: 's2' },
    { type: 'SESSION.UNTOP', id: 's2' },
    { type: 'SESSION.DELETE', id: 's2' },
    { type: 'RECORDS.MORE' },
    { type: 'RECORDS.RETRY' },
    { type: 'RECORD.HIDE', id: 'r1' },
    {
      type: 'xstate.done.actor.openApp',
      output: { appName: '应用', sessions: [session('1'), session('2')], sessionId: 's1', guides: ['问'] },
    },
    { type: 'xstate.error.actor.openApp', error: down },
    { type: 'xstate.done.actor.loadRecords', output: page([record('2'), record('1')], 2) },
    { type: 'xstate.error.actor.loadRecords', error: down },
    { type: 'xstate.done.actor.createSession', output: session('3') },
    { type: 'xstate.error.actor.createSession', error: down },
    { type: 'xstate.done.actor.setTop', output: [session('2', true), session('1')] },
    { type: 'xstate.error.actor.setTop', error: down },
    { type: 'xstate.done.actor.removeSession', output: true },
    { type: 'xstate.error.actor.removeSession', error: down },
    { type: 'xstate.done.actor.hideRecord', output: true },
    { type: 'xstate.error.actor.hideRecord', error: down },
  ],
);

const hubEvents = [
  { type: 'FEATURE_HUB.ACTIVATE' },
  { type: 'FEATURE_HUB.AUTHORIZED' },
  { type: 'FEATURE_HUB.UNAUTHORIZED' },
  { type: 'xstate.after.ACTIVATION_PROMPT.appFeatureHub.waiting' },
] as const;
const hub = () => ({
  control: new ControlledActors(),
  machine: appFeatureHubMachine.provide({ actions: { openActivation: () => undefined } }),
});
// The session still loading: every state is reachable from here (the known starts are checked below).
reachable('appFeatureHub', hub, hubEvents, { input: {} });

reachable(
  'appConfig',
  () => {
    const control = new ControlledActors();
    return {
      control,
      machine: appConfigMachine.provide({
        actors: { loadApps: control.actor(), loadConfig: control.actor(), saveConfig: control.actor() },
      }),
    };
  },
  [
    { type: 'CONFIG.SEARCH', keyword: '会议' },
    { type: 'CONFIG.PICK', appId: '1' },
    { type: 'CONFIG.TOGGLE', code: 'AppC:app:1:read' },
    { type: 'CONFIG.SAVE' },
    { type: 'CONFIG.RETRY' },
    { type: 'xstate.done.actor.loadApps', output: [app('1')] },
    { type: 'xstate.error.actor.loadApps', error: down },
    {
      type: 'xstate.done.actor.loadConfig',
      output: {
        id: '1',
        appName: '应用1',
        appType: 1,
        functionalPermissions: [
          { id: '1:read', permissionCode: 'AppC:app:1:read', name: '使用', auth: false, check: true },
        ],
      },
    },
    { type: 'xstate.error.actor.loadConfig', error: down },
    { type: 'xstate.done.actor.saveConfig', output: true },
    { type: 'xstate.error.actor.saveConfig', error: down },
  ],
);

const target = { type: 'user' as const, id: '4', name: 'newbie', parentId: '' };
reachable(
  'appResourceRights',
  () => {
    const control = new ControlledActors();
    return {
      control,
      machine: appResourceRightsMachine.provide({
        actors: {
          search: control.actor(),
          loadTree: control.actor(),
          saveGrant: control.actor(),
          clearGrant: control.actor(),
        },
      }),
    };
  },
  [
    { type: 'RIGHTS.SEARCH', keyword: 'new' },
    { type: 'RIGHTS.PICK', target },
    { type: 'RIGHTS.TOGGLE', id: '1:auth' },
    { type: 'RIGHTS.SAVE' },
    { type: 'RIGHTS.CLEAR' },
    { type: 'RIGHTS.RETRY' },
    { type: 'xstate.done.actor.search', output: { users: [], groups: [] } },
    { type: 'xstate.error.actor.search', error: down },
    { type: 'xstate.done.actor.loadTree', output: [] },
    { type: 'xstate.error.actor.loadTree', error: down },
    { type: 'xstate.done.actor.saveGrant', output: true },
    { type: 'xstate.error.actor.saveGrant', error: down },
    { type: 'xstate.done.actor.clearGrant', output: true },
    { type: 'xstate.error.actor.clearGrant', error: down },
  ],
);

reachable(
  'appDetail',
  () => {
    const control = new ControlledActors();
    return {
      control,
      machine: appDetailMachine.provide({
        actors: { loadDetail: control.actor(), addApp: control.actor() },
        actions: { openMyApps: () => undefined },
      }),
    };
  },
  [
    { type: 'DETAIL.ADD' },
    { type: 'DETAIL.RETRY' },
    { type: 'xstate.done.actor.loadDetail', output: { app: app('1'), guides: [] } },
    { type: 'xstate.error.actor.loadDetail', error: down },
    { type: 'xstate.done.actor.addApp', output: true },
    { type: 'xstate.error.actor.addApp', error: down },
  ],
  { input: { id: '1' } },
);

describe('app-center machines, targeted', () => {
  it('the feature hub opens the handed-in activation dialog 10 ms after it knows the user is not authorized', async () => {
    vi.useFakeTimers();
    const received: string[] = [];
    const activation = createActor(
      fromCallback<AnyEventObject>(({ receive }) => receive((e) => void received.push(e.type))),
    ).start();
    const hubActor = createActor(appFeatureHubMachine, { input: { activation } }).start();
    await vi.advanceTimersByTimeAsync(20);
    expect(received).toEqual([]);
    hubActor.send({ type: 'FEATURE_HUB.UNAUTHORIZED' });
    await vi.advanceTimersByTimeAsync(9);
    expect(received).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(received).toEqual(['ACTIVATION.OPEN']);
    vi.useRealTimers();
    hubActor.send({ type: 'FEATURE_HUB.ACTIVATE' });
    expect(received).toEqual(['ACTIVATION.OPEN', 'ACTIVATION.OPEN']);
    // When the session is already known, the hub starts from it.
    expect(
      createActor(appFeatureHubMachine, { input: { authorized: true } })
        .start()
        .getSnapshot().value,
    ).toBe('authorized');
    expect(
      createActor(appFeatureHubMachine, { input: { authorized: false } })
        .start()
        .getSnapshot().value,
    ).toBe('waiting');
  });

  it('the feature hub unlocks for good once the user is authorized, before, at or after the prompt', async () => {
    vi.useFakeTimers();
    for (const [when, beforeAuthorizing] of [
      ['while the session loads', []],
      ['before the prompt', ['FEATURE_HUB.UNAUTHORIZED']],
      ['after the prompt', ['FEATURE_HUB.UNAUTHORIZED', 'wait']],
    ] as const) {
      const received: string[] = [];
      const activation = createActor(
        fromCallback<AnyEventObject>(({ receive }) => receive((e) => void received.push(e.type))),
      ).start();
      const hub = createActor(appFeatureHubMachine, { input: { activation } }).start();
      for (const step of beforeAuthorizing)
        if (step === 'wait') await vi.advanceTimersByTimeAsync(10);
        else hub.send({ type: step });
      const promptsSoFar = received.length;
      hub.send({ type: 'FEATURE_HUB.AUTHORIZED' });
      expect(hub.getSnapshot().value, when).toBe('authorized');
      await vi.advanceTimersByTimeAsync(20);
      hub.send({ type: 'FEATURE_HUB.ACTIVATE' });
      hub.send({ type: 'FEATURE_HUB.UNAUTHORIZED' });
      expect(hub.getSnapshot().value, when).toBe('authorized');
      expect(received, when).toHaveLength(promptsSoFar);
    }
    vi.useRealTimers();
  });

  it('app configuration comes back from every failure where it was, keeping the ticks', async () => {
    const control = new ControlledActors();
    const actor = createActor(
      appConfigMachine.provide({
        actors: { loadApps: control.actor(), loadConfig: control.actor(), saveConfig: control.actor() },
      }),
    ).start();
    expect(actor.getSnapshot().context).toEqual({ keyword: '', apps: [], checked: [] });
    control.settle({ type: 'xstate.error.actor.loadApps', error: down });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'CONFIG.RETRY' });
    expect(control.isPending('loadApps')).toBe(true);
    control.settle({ type: 'xstate.done.actor.loadApps', output: [app('1')] });
    await flush();

    actor.send({ type: 'CONFIG.PICK', appId: '1' });
    control.settle({ type: 'xstate.error.actor.loadConfig', error: down });
    await flush();
    expect(actor.getSnapshot().value).toBe('browsing');
    expect(actor.getSnapshot().context.apps).toEqual([app('1')]);

    actor.send({ type: 'CONFIG.PICK', appId: '1' });
    const read = { id: '1:read', permissionCode: 'AppC:app:1:read', name: '使用', auth: false, check: true };
    const edit = { id: '1:edit', permissionCode: 'AppC:app:1:edit', name: '编辑', auth: false, check: false };
    control.settle({
      type: 'xstate.done.actor.loadConfig',
      output: { id: '1', appName: '应用1', appType: 1, functionalPermissions: [read, edit] },
    });
    await flush();
    actor.send({ type: 'CONFIG.TOGGLE', code: 'AppC:app:1:edit' });
    actor.send({ type: 'CONFIG.SAVE' });
    expect(control.inputs.get('saveConfig')).toEqual({ appId: '1', codes: ['AppC:app:1:read', 'AppC:app:1:edit'] });
    control.settle({ type: 'xstate.error.actor.saveConfig', error: down });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.checked).toEqual(['AppC:app:1:read', 'AppC:app:1:edit']);
  });

  it('app resource rights come back from every failure where they were, keeping the ticks', async () => {
    const control = new ControlledActors();
    const actor = createActor(
      appResourceRightsMachine.provide({
        actors: {
          search: control.actor(),
          loadTree: control.actor(),
          saveGrant: control.actor(),
          clearGrant: control.actor(),
        },
      }),
    ).start();
    expect(actor.getSnapshot().context).toEqual({
      keyword: '',
      targets: { users: [], groups: [] },
      tree: [],
      checked: [],
    });
    control.settle({ type: 'xstate.error.actor.search', error: down });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'RIGHTS.RETRY' });
    expect(control.isPending('search')).toBe(true);
    control.settle({ type: 'xstate.done.actor.search', output: { users: [target], groups: [] } });
    await flush();
    actor.send({ type: 'RIGHTS.PICK', target });
    control.settle({ type: 'xstate.done.actor.loadTree', output: [] });
    await flush();
    actor.send({ type: 'RIGHTS.TOGGLE', id: '1:read' });
    actor.send({ type: 'RIGHTS.CLEAR' });
    expect(control.inputs.get('clearGrant')).toEqual(target);
    control.settle({ type: 'xstate.error.actor.clearGrant', error: down });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.checked).toEqual(['1:read']);
  });

  it('moves an item and restores the old order when saving fails', async () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    const control = new ControlledActors();
    const actor = createActor(
      appListMachine.provide({
        actors: { loadApps: control.actor(), saveOrder: control.actor(), removeApp: control.actor() },
      }),
      { input: {} },
    ).start();
    control.settle({ type: 'xstate.done.actor.loadApps', output: [app('1'), app('2'), app('3')] });
    await flush();
    expect(actor.getSnapshot().context.selectedId).toBe('999999');
    actor.send({ type: 'APPS.MOVE', from: 2, to: 0 });
    expect(actor.getSnapshot().context.apps.map((a) => a.id)).toEqual(['3', '1', '2']);
    control.settle({ type: 'xstate.error.actor.saveOrder', error: down });
    await flush();
    expect(actor.getSnapshot().context.apps.map((a) => a.id)).toEqual(['1', '2', '3']);
    // An app the list has not loaded (just added in the store) reloads, then is selected.
    actor.send({ type: 'APPS.SELECT', id: '4' });
    expect(actor.getSnapshot().value).toBe('loading');
    control.settle({ type: 'xstate.done.actor.loadApps', output: [app('1'), app('4')] });
    await flush();
    expect(actor.getSnapshot().context.selectedId).toBe('4');
  });

  it('loads earlier records upward and retitles a new session when an answer completes', async () => {
    const control = new ControlledActors();
    let answer: ((e: { type: string; text?: string }) => void) | undefined;
    const chat = chatMachine.provide({
      actors: {
        streamAnswer: fromCallback(({ sendBack }) => {
          answer = sendBack;
          return () => undefined;
        }),
      },
    });
    const machine = dialogueOn(control, chat);
    const actor = createActor(machine).start();
    actor.send({ type: 'DIALOGUE.OPEN', appId: 'a1' });
    control.settle({
      type: 'xstate.done.actor.openApp',
      output: { appName: '应用', sessions: [{ ...session('1'), title: '新会话' }], sessionId: 's1', guides: [] },
    });
    await flush();
    control.settle({ type: 'xstate.done.actor.loadRecords', output: page([record('4'), record('3')], 2) });
    await flush();
    actor.send({ type: 'RECORDS.MORE' });
    control.settle({ type: 'xstate.done.actor.loadRecords', output: page([record('2'), record('1')], 2) });
    await flush();
    expect(actor.getSnapshot().context.records.map((r) => r.id)).toEqual(['1', '2', '3', '4']);
    const chatRef = actor.getSnapshot().children.chat!;
    expect(chatRef.getSnapshot().context.params).toMatchObject({ sessionId: 's1' });
    chatRef.send({ type: 'CHAT.SEND', text: '七天无理由退货怎么申请？' });
    answer?.({ type: 'CHAT.DELTA', text: '您好' });
    answer?.({ type: 'CHAT.DONE' });
    await flush();
    expect(actor.getSnapshot().context.sessions[0].title).toBe('七天无理由退货怎么申请？');
  });
});
