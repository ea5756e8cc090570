import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyStateMachine, type EventObject } from 'xstate';
import type { UserDetail } from '../../src/domain/types/user.types';
import { contractDetailMachine } from '../../src/machines/contracts';
import { logOffMachine, passwordChangeMachine, profileMachine } from '../../src/machines/profile';
import { notify } from '../../src/machines/notify';
import { LOG_OFF_CONFIRMATION, passwordErrors, profileErrors } from '../../src/domain/profile';
import { ControlledActors, flush, expectEveryStateReachable, settled } from './modelHarness';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));

const user = {
  id: '2',
  userName: 'dev_ent',
  nickName: '林',
  position: 'CTO',
  companyName: '云帆',
  email: '',
  avatarUrl: '',
} as UserDetail;
const png = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });
const gif = new File([new Uint8Array([1])], 'a.gif', { type: 'image/gif' });

interface Spec {
  name: string;
  build: (control: ControlledActors) => AnyStateMachine;
  input?: unknown;
  events: EventObject[];
  serialize: (s: { value: unknown; context: never }) => string;
}

const specs: Spec[] = [
  {
    name: 'profile',
    build: (c: ControlledActors) =>
      profileMachine.provide({ actors: { saveProfile: c.actor(), uploadAvatar: c.actor() } }),
    input: { user },
    events: [
      { type: 'PROFILE.EDIT' },
      { type: 'PROFILE.CHANGE', values: { nickName: '' } },
      { type: 'PROFILE.CHANGE', values: { nickName: '王' } },
      { type: 'PROFILE.SAVE' },
      { type: 'PROFILE.CANCEL' },
      { type: 'xstate.done.actor.saveProfile' },
      { type: 'xstate.error.actor.saveProfile', error: new Error('请输入正确的邮箱地址') },
      { type: 'PROFILE.AVATAR', file: png },
      { type: 'PROFILE.AVATAR', file: gif },
      ...settled('uploadAvatar', 'data:image/png;base64,AQ==', '图片大小不能超过3MB'),
    ],
    serialize: (s: { value: unknown; context: { draft: Parameters<typeof profileErrors>[0] } }) =>
      JSON.stringify([s.value, Object.keys(profileErrors(s.context.draft)).length === 0]),
  } as unknown as Spec,
  {
    name: 'passwordChange',
    build: (c: ControlledActors) => passwordChangeMachine.provide({ actors: { submitPassword: c.actor() } }),
    events: [
      { type: 'PASSWORD.OPEN' },
      { type: 'PASSWORD.CHANGE', values: { oldPassword: 'Demo1234', password: 'Next5678', confirm: 'Next5678' } },
      { type: 'PASSWORD.CHANGE', values: { confirm: 'x' } },
      { type: 'PASSWORD.SUBMIT' },
      { type: 'PASSWORD.CLOSE' },
      ...settled('submitPassword', true, '原密码错误'),
    ],
    serialize: (s: { value: unknown; context: { draft: Parameters<typeof passwordErrors>[0] } }) =>
      JSON.stringify([s.value, Object.keys(passwordErrors(s.context.draft)).length === 0]),
  } as unknown as Spec,
  {
    name: 'logOff',
    build: (c: ControlledActors) => logOffMachine.provide({ actors: { deactivate: c.actor() } }),
    input: {},
    events: [
      { type: 'LOGOFF.OPEN' },
      { type: 'LOGOFF.TYPE', text: '注销' },
      { type: 'LOGOFF.TYPE', text: LOG_OFF_CONFIRMATION },
      { type: 'LOGOFF.CONFIRM' },
      { type: 'LOGOFF.CLOSE' },
      ...settled('deactivate', true, 'down'),
    ],
    serialize: (s: { value: unknown; context: { typed: string } }) =>
      JSON.stringify([s.value, s.context.typed === LOG_OFF_CONFIRMATION]),
  } as unknown as Spec,
  {
    name: 'contractDetail',
    build: (c: ControlledActors) =>
      contractDetailMachine.provide({ actors: { loadContract: c.actor(), sign: c.actor() } }),
    input: { id: '3' },
    events: [
      ...settled('loadContract', { id: '3', status: 1 }, '合同不存在'),
      { type: 'CONTRACT.RETRY' },
      { type: 'CONTRACT.SIGN' },
      { type: 'CONTRACT.CANCEL' },
      { type: 'CONTRACT.CONFIRM' },
      ...settled('sign', true, '该合同当前不可签署'),
    ],
    serialize: (s: { value: unknown; context: { contract?: { status: number } } }) =>
      JSON.stringify([s.value, s.context.contract?.status]),
  } as unknown as Spec,
];

describe.each(specs.map((s) => [s.name, s] as const))('%s machine', (_name, spec) => {
  it('reaches every state', () =>
    expectEveryStateReachable(spec.build(new ControlledActors()), {
      inputs: [spec.input],
      events: spec.events,
      serialize: spec.serialize as never,
    }));
});

describe('profile flows', () => {
  it('a refused avatar never uploads and says why', () => {
    const control = new ControlledActors();
    const actor = createActor(spec0(control), { input: { user } }).start();
    actor.send({ type: 'PROFILE.AVATAR', file: gif });
    expect(actor.getSnapshot().matches({ avatar: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.avatarError).toBe('仅支持上传jpeg、png、jpg格式图片');
  });

  it('a failed save keeps what was typed', async () => {
    const control = new ControlledActors();
    const actor = createActor(spec0(control), { input: { user } }).start();
    actor.send({ type: 'PROFILE.EDIT' });
    actor.send({ type: 'PROFILE.CHANGE', values: { companyName: '新公司', email: 'bad' } });
    actor.send({ type: 'PROFILE.SAVE' });
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    actor.send({ type: 'PROFILE.CHANGE', values: { email: 'a@b.cn' } });
    actor.send({ type: 'PROFILE.SAVE' });
    control.settle({ type: 'xstate.error.actor.saveProfile', error: new Error('服务繁忙') });
    await flush();
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.draft.companyName).toBe('新公司');
    expect(actor.getSnapshot().context.error).toBe('服务繁忙');
  });

  it('deactivation logs the session out once done', async () => {
    const { control, session, actor } = startedLogOff();
    actor.send({ type: 'LOGOFF.OPEN' });
    actor.send({ type: 'LOGOFF.CONFIRM' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'LOGOFF.TYPE', text: LOG_OFF_CONFIRMATION });
    actor.send({ type: 'LOGOFF.CONFIRM' });
    control.settle({ type: 'xstate.done.actor.deactivate', output: true });
    await flush();
    expect(session.send).toHaveBeenCalledWith({ type: 'SESSION.LOGOUT' });
  });
});

describe('profile: what the form starts from, passes on and shows after a save', () => {
  beforeEach(() => vi.mocked(notify).mockClear());

  it('starts with an empty draft when no user is known yet', () => {
    const actor = createActor(spec0(new ControlledActors()), { input: {} }).start();
    const empty = { nickName: '', position: '', companyName: '', email: '' };
    expect(actor.getSnapshot().context.draft).toEqual(empty);
    actor.send({ type: 'PROFILE.EDIT' });
    expect(actor.getSnapshot().context.draft).toEqual(empty);
  });

  it('edits from the user’s own values, email included', () => {
    const withEmail = { ...user, email: 'lin@yunfan.cn' };
    const actor = createActor(spec0(new ControlledActors()), { input: { user: withEmail } }).start();
    const own = { nickName: '林', position: 'CTO', companyName: '云帆', email: 'lin@yunfan.cn' };
    expect(actor.getSnapshot().context.draft).toEqual(own);
    actor.send({ type: 'PROFILE.EDIT' });
    actor.send({ type: 'PROFILE.CHANGE', values: { nickName: '王' } });
    actor.send({ type: 'PROFILE.CANCEL' });
    actor.send({ type: 'PROFILE.EDIT' });
    expect(actor.getSnapshot().context.draft).toEqual(own);
  });

  it('saves the draft and then shows the saved values', async () => {
    const control = new ControlledActors();
    const actor = createActor(spec0(control), { input: { user } }).start();
    actor.send({ type: 'PROFILE.EDIT' });
    actor.send({ type: 'PROFILE.CHANGE', values: { nickName: '王', email: 'wang@yunfan.cn' } });
    actor.send({ type: 'PROFILE.SAVE' });
    expect(control.inputs.get('saveProfile')).toEqual({
      draft: { nickName: '王', position: 'CTO', companyName: '云帆', email: 'wang@yunfan.cn' },
      session: undefined,
    });
    control.settle({ type: 'xstate.done.actor.saveProfile' });
    await waitFor(actor, (s) => s.matches({ form: 'viewing' }));
    expect(actor.getSnapshot().context.user).toEqual({
      id: '2',
      userName: 'dev_ent',
      nickName: '王',
      position: 'CTO',
      companyName: '云帆',
      email: 'wang@yunfan.cn',
      avatarUrl: '',
    });
    expect(notify).toHaveBeenCalledWith('保存成功', 'success');
  });

  it('shows the saved values as the server keeps them, without the spaces typed around them', async () => {
    const control = new ControlledActors();
    const actor = createActor(spec0(control), { input: { user } }).start();
    actor.send({ type: 'PROFILE.EDIT' });
    actor.send({
      type: 'PROFILE.CHANGE',
      values: { nickName: '  王晓 ', companyName: ' 云帆科技 ', email: ' wang@yunfan.cn ' },
    });
    actor.send({ type: 'PROFILE.SAVE' });
    control.settle({ type: 'xstate.done.actor.saveProfile' });
    await waitFor(actor, (s) => s.matches({ form: 'viewing' }));
    expect(actor.getSnapshot().context.user).toMatchObject({
      nickName: '王晓',
      companyName: '云帆科技',
      email: 'wang@yunfan.cn',
    });
  });

  it('uploads the chosen picture and then shows the new avatar', async () => {
    const control = new ControlledActors();
    const actor = createActor(spec0(control), { input: { user } }).start();
    actor.send({ type: 'PROFILE.AVATAR', file: png });
    expect(control.inputs.get('uploadAvatar')).toEqual({ file: png, session: undefined });
    control.settle({ type: 'xstate.done.actor.uploadAvatar', output: '/front/api/file/v1/content/7' });
    await waitFor(actor, (s) => s.matches({ avatar: 'idle' }));
    expect(actor.getSnapshot().context.user).toEqual({
      id: '2',
      userName: 'dev_ent',
      nickName: '林',
      position: 'CTO',
      companyName: '云帆',
      email: '',
      avatarUrl: '/front/api/file/v1/content/7',
    });
    expect(actor.getSnapshot().context.avatarFile).toBeUndefined();
    expect(notify).toHaveBeenCalledWith('头像已更新', 'success');
  });
});

describe('password change and log-off: when they go ahead', () => {
  beforeEach(() => vi.mocked(notify).mockClear());

  it('an incomplete password form shows its messages and sends nothing; a complete one is sent', async () => {
    const control = new ControlledActors();
    const actor = createActor(passwordChangeMachine.provide({ actors: { submitPassword: control.actor() } })).start();
    actor.send({ type: 'PASSWORD.OPEN' });
    actor.send({ type: 'PASSWORD.SUBMIT' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.submitted).toBe(true);
    // Everything filled but the confirmation differs: still not sent.
    actor.send({
      type: 'PASSWORD.CHANGE',
      values: { oldPassword: 'Demo1234', password: 'Next5678', confirm: 'Next5679' },
    });
    actor.send({ type: 'PASSWORD.SUBMIT' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(control.isPending('submitPassword')).toBe(false);

    actor.send({ type: 'PASSWORD.CHANGE', values: { confirm: 'Next5678' } });
    actor.send({ type: 'PASSWORD.SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(control.inputs.get('submitPassword')).toEqual({
      oldPassword: 'Demo1234',
      password: 'Next5678',
      confirm: 'Next5678',
    });
    control.settle({ type: 'xstate.done.actor.submitPassword', output: true });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(actor.getSnapshot().context.draft).toEqual({ oldPassword: '', password: '', confirm: '' });
    expect(notify).toHaveBeenCalledWith('密码修改成功', 'success');
  });

  it('takes the confirmation text with spaces around it, and says the account is gone', async () => {
    const { control, actor } = startedLogOff();
    actor.send({ type: 'LOGOFF.OPEN' });
    actor.send({ type: 'LOGOFF.TYPE', text: ` ${LOG_OFF_CONFIRMATION} ` });
    actor.send({ type: 'LOGOFF.CONFIRM' });
    expect(actor.getSnapshot().value).toBe('deactivating');
    control.settle({ type: 'xstate.done.actor.deactivate', output: true });
    await waitFor(actor, (s) => s.status === 'done');
    expect(notify).toHaveBeenCalledWith('账号已注销', 'success');
  });

  it('finishes without a session to log out (a flow run on its own)', async () => {
    const control = new ControlledActors();
    const actor = createActor(logOffMachine.provide({ actors: { deactivate: control.actor() } }), {
      input: {},
    }).start();
    actor.send({ type: 'LOGOFF.OPEN' });
    actor.send({ type: 'LOGOFF.TYPE', text: LOG_OFF_CONFIRMATION });
    actor.send({ type: 'LOGOFF.CONFIRM' });
    control.settle({ type: 'xstate.done.actor.deactivate', output: true });
    await waitFor(actor, (s) => s.status !== 'active');
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('profile, password change and log-off: the ways back', () => {
  it('a failed upload says why, forgets the file and can be tried again', async () => {
    const control = new ControlledActors();
    const actor = createActor(spec0(control), { input: { user } }).start();
    actor.send({ type: 'PROFILE.AVATAR', file: png });
    control.settle({ type: 'xstate.error.actor.uploadAvatar', error: new Error('上传失败') });
    await flush();
    expect(actor.getSnapshot().matches({ avatar: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ avatarError: '上传失败', avatarFile: undefined });
    actor.send({ type: 'PROFILE.AVATAR', file: png });
    expect(actor.getSnapshot().matches({ avatar: 'uploading' })).toBe(true);
    expect(actor.getSnapshot().context.avatarError).toBeUndefined();
  });

  it('a refused password change stays open with the server’s message and what was typed', async () => {
    const control = new ControlledActors();
    const actor = createActor(passwordChangeMachine.provide({ actors: { submitPassword: control.actor() } })).start();
    const typed = { oldPassword: 'Demo1234', password: 'Next5678', confirm: 'Next5678' };
    actor.send({ type: 'PASSWORD.OPEN' });
    actor.send({ type: 'PASSWORD.CHANGE', values: typed });
    actor.send({ type: 'PASSWORD.SUBMIT' });
    control.settle({ type: 'xstate.error.actor.submitPassword', error: new Error('原密码错误') });
    await flush();
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context).toMatchObject({ error: '原密码错误', draft: typed });
  });

  it('closing the password dialog and opening it again starts blank, with no message shown', () => {
    const actor = createActor(passwordChangeMachine).start();
    actor.send({ type: 'PASSWORD.OPEN' });
    actor.send({ type: 'PASSWORD.CHANGE', values: { oldPassword: 'Demo1234' } });
    actor.send({ type: 'PASSWORD.SUBMIT' });
    actor.send({ type: 'PASSWORD.CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'PASSWORD.OPEN' });
    expect(actor.getSnapshot().context).toEqual({
      draft: { oldPassword: '', password: '', confirm: '' },
      submitted: false,
      error: undefined,
    });
  });

  it('a refused log-off stays on the confirmation with the server’s message; 取消 and opening again start blank', async () => {
    const { control, session, actor } = startedLogOff();
    actor.send({ type: 'LOGOFF.OPEN' });
    actor.send({ type: 'LOGOFF.TYPE', text: LOG_OFF_CONFIRMATION });
    actor.send({ type: 'LOGOFF.CONFIRM' });
    control.settle({ type: 'xstate.error.actor.deactivate', error: new Error('账户余额未结清') });
    await flush();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context).toMatchObject({ error: '账户余额未结清', typed: LOG_OFF_CONFIRMATION });
    expect(session.send).not.toHaveBeenCalled();
    actor.send({ type: 'LOGOFF.CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'LOGOFF.OPEN' });
    expect(actor.getSnapshot().context).toMatchObject({ typed: '', error: undefined });
  });
});

/** The log-off flow with its deactivation answered by the test, for a session that records what it is sent. */
function startedLogOff() {
  const control = new ControlledActors();
  const session = { send: vi.fn() };
  const actor = createActor(logOffMachine.provide({ actors: { deactivate: control.actor() } }), {
    input: { session: session as never },
  }).start();
  return { control, session, actor };
}

function spec0(control: ControlledActors) {
  return profileMachine.provide({ actors: { saveProfile: control.actor(), uploadAvatar: control.actor() } });
}
