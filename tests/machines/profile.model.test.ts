import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyStateMachine, type EventObject } from 'xstate';
import type { UserDetail } from '../../src/api/user.types';
import { contractDetailMachine } from '../../src/machines/contracts';
import { logOffMachine, passwordChangeMachine, profileMachine } from '../../src/machines/profile';
import { LOG_OFF_CONFIRMATION, passwordErrors, profileErrors } from '../../src/machines/rules/profile';
import { ControlledActors, flush, expectEveryStateReachable, settled } from './modelHarness';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));

const user = { id: '2', userName: 'dev_ent', nickName: '林', position: 'CTO', companyName: '云帆', email: '', avatarUrl: '' } as UserDetail;
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
    build: (c: ControlledActors) => profileMachine.provide({ actors: { saveProfile: c.actor(), uploadAvatar: c.actor() } }),
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
    serialize: (s: { value: unknown; context: { draft: Parameters<typeof profileErrors>[0] } }) => JSON.stringify([s.value, Object.keys(profileErrors(s.context.draft)).length === 0]),
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
    serialize: (s: { value: unknown; context: { draft: Parameters<typeof passwordErrors>[0] } }) => JSON.stringify([s.value, Object.keys(passwordErrors(s.context.draft)).length === 0]),
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
    serialize: (s: { value: unknown; context: { typed: string } }) => JSON.stringify([s.value, s.context.typed === LOG_OFF_CONFIRMATION]),
  } as unknown as Spec,
  {
    name: 'contractDetail',
    build: (c: ControlledActors) => contractDetailMachine.provide({ actors: { loadContract: c.actor(), sign: c.actor() } }),
    input: { id: '3' },
    events: [
      ...settled('loadContract', { id: '3', status: 1 }, '合同不存在'),
      { type: 'CONTRACT.RETRY' },
      { type: 'CONTRACT.SIGN' },
      { type: 'CONTRACT.CANCEL' },
      { type: 'CONTRACT.CONFIRM' },
      ...settled('sign', true, '该合同当前不可签署'),
    ],
    serialize: (s: { value: unknown; context: { contract?: { status: number } } }) => JSON.stringify([s.value, s.context.contract?.status]),
  } as unknown as Spec,
];

describe.each(specs.map((s) => [s.name, s] as const))('%s machine', (_name, spec) => {
  it('reaches every state', () => expectEveryStateReachable(spec.build(new ControlledActors()), { inputs: [spec.input], events: spec.events, serialize: spec.serialize as never }));
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
    expect(actor.getSnapshot().context.draft.companyName).toBe('新公司');
    expect(actor.getSnapshot().context.error).toBe('服务繁忙');
  });

  it('deactivation logs the session out once done', async () => {
    const control = new ControlledActors();
    const session = { send: vi.fn() };
    const actor = createActor(logOffMachine.provide({ actors: { deactivate: control.actor() } }), { input: { session: session as never } }).start();
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

function spec0(control: ControlledActors) {
  return profileMachine.provide({ actors: { saveProfile: control.actor(), uploadAvatar: control.actor() } });
}
