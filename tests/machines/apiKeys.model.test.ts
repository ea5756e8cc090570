import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ScopedApiKey, ScopedCreatedKey } from '../../src/domain/types/keys.types';
import { apiKeysMachine, inputOfForm } from '../../src/machines/apiKeys';
import { createListMachine } from '../../src/machines/listMachine';
import { notify } from '../../src/machines/notify';
import { ControlledActors, expectEveryStateReachable, flush, settled } from './modelHarness';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));

const key: ScopedApiKey = {
  id: '7',
  name: '生产环境',
  maskedKey: 'sk-****abcd',
  status: 1,
  createTime: '2026-06-01T00:00:00Z',
  lastUsedTime: '',
  allowedModels: ['qwen-max'],
  ipAllowlist: ['203.0.113.0/24'],
  expireDate: '',
  monthlyCap: 50,
  state: 'active',
  previousKey: null,
  usage: { monthCost: 0, monthCalls: 0, totalCalls: 0 },
};
const created: ScopedCreatedKey = { ...key, id: '9', name: '新密钥', maskedKey: 'sk-****beef', secret: 'sk-0000beef' };
const models = [
  { id: 'qwen-max', name: '通义千问 Max', chat: true },
  { id: 'glm-4', name: 'GLM-4', chat: true },
];

function harness() {
  const control = new ControlledActors();
  // The list's loads are the test's to answer: the page must show the server's truth after every change.
  const list = createListMachine<ScopedApiKey, Record<string, never>>().provide({
    actors: {
      loadPage: control.actor(),
    },
  });
  const machine = apiKeysMachine.provide({
    actors: {
      list,
      loadModels: control.actor(),
      saveKey: control.actor(),
      rotateKey: control.actor(),
      deleteKey: control.actor(),
      setKeyStatus: control.actor(),
      copyToClipboard: control.actor(),
    },
  });
  return { control, machine, actor: createActor(machine) };
}

async function started() {
  const h = harness();
  h.actor.start();
  h.control.settle({ type: 'xstate.done.actor.loadModels', output: models });
  await flush();
  return h;
}

/** Whether the list child is (again) asking the server for the keys. */
const listLoading = (actor: ReturnType<typeof harness>['actor']) =>
  (actor.getSnapshot().children.list?.getSnapshot() as { value: unknown } | undefined)?.value === 'loading';

describe('apiKeys machine', () => {
  it('reaches every state', () =>
    expectEveryStateReachable(harness().machine, {
      events: [
        { type: 'KEYS.NEW' },
        { type: 'KEYS.EDIT', key },
        { type: 'KEYS.ROTATE', key },
        { type: 'KEYS.DELETE', key },
        { type: 'KEYS.TOGGLE', key },
        { type: 'KEYS.FIELD', field: 'name', value: '新密钥' },
        { type: 'KEYS.SUBMIT' },
        { type: 'KEYS.CONFIRM' },
        { type: 'KEYS.CANCEL' },
        { type: 'KEYS.COPY' },
        { type: 'KEYS.CLOSE' },
        ...settled('saveKey', created, '到期日期不能早于今天'),
        ...settled('rotateKey', created, '密钥不存在'),
        { type: 'xstate.done.actor.copyToClipboard' },
        { type: 'xstate.error.actor.copyToClipboard', error: new Error('denied') },
        ...settled('deleteKey', true, '密钥不存在'),
        ...settled('setKeyStatus', true, 'down'),
      ],
      serialize: ((s: { value: unknown; context: { form: { name: string }; mode: string } }) =>
        JSON.stringify([s.value, s.context.form.name, s.context.mode])) as never,
    }));

  it('refuses bad scope fields before sending, all at once, and keeps what was typed', async () => {
    const { actor, control } = await started();
    actor.send({ type: 'KEYS.NEW' });
    actor.send({ type: 'KEYS.FIELD', field: 'name', value: '分析' });
    actor.send({ type: 'KEYS.FIELD', field: 'allowedModels', value: ['gpt-9'] });
    actor.send({ type: 'KEYS.FIELD', field: 'ipAllowlist', value: '10.0.0.1/8' });
    actor.send({ type: 'KEYS.FIELD', field: 'expireDate', value: '2000-01-01' });
    actor.send({ type: 'KEYS.FIELD', field: 'monthlyCap', value: '-5' });
    actor.send({ type: 'KEYS.SUBMIT' });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(control.isPending('saveKey')).toBe(false);
    expect(context.errors).toEqual({
      allowedModels: '模型不存在或已下线：gpt-9',
      ipAllowlist: 'IP白名单格式不正确：10.0.0.1/8（示例：203.0.113.5 或 203.0.113.0/24）',
      expireDate: '到期日期不能早于今天',
      monthlyCap: '月度消费上限须为不小于0的金额（元），最多两位小数',
    });
    expect(context.form).toEqual({
      name: '分析',
      allowedModels: ['gpt-9'],
      ipAllowlist: '10.0.0.1/8',
      expireDate: '2000-01-01',
      monthlyCap: '-5',
    });
    // Fixing a field clears its message only.
    actor.send({ type: 'KEYS.FIELD', field: 'monthlyCap', value: '' });
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['allowedModels', 'ipAllowlist', 'expireDate']);
  });

  it('sends the scope as the API takes it, shows the full key once, forgets it on close and reloads the list', async () => {
    const { actor, control } = await started();
    control.settle({
      type: 'xstate.done.actor.loadPage',
      output: { records: [key], total: 1, pageNum: 1, pageSize: 10, pages: 1 },
    });
    await flush();
    actor.send({ type: 'KEYS.NEW' });
    actor.send({ type: 'KEYS.FIELD', field: 'name', value: ' 新密钥 ' });
    actor.send({ type: 'KEYS.FIELD', field: 'allowedModels', value: ['glm-4'] });
    actor.send({ type: 'KEYS.FIELD', field: 'ipAllowlist', value: '203.0.113.5\n198.51.100.0/24，' });
    actor.send({ type: 'KEYS.FIELD', field: 'monthlyCap', value: '12.5' });
    actor.send({ type: 'KEYS.SUBMIT' });
    expect(control.isPending('saveKey')).toBe(true);
    expect(inputOfForm(actor.getSnapshot().context.form)).toEqual({
      name: '新密钥',
      allowedModels: ['glm-4'],
      ipAllowlist: ['203.0.113.5', '198.51.100.0/24'],
      expireDate: '',
      monthlyCap: 12.5,
    });
    expect(listLoading(actor)).toBe(false);
    control.settle({ type: 'xstate.done.actor.saveKey', output: created });
    await flush();
    expect(actor.getSnapshot().matches('revealing')).toBe(true);
    expect(actor.getSnapshot().context.revealed?.secret).toBe('sk-0000beef');
    expect(listLoading(actor)).toBe(true);
    expect(notify).toHaveBeenCalledWith('密钥创建成功', 'success');
    actor.send({ type: 'KEYS.CLOSE' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.revealed).toBeUndefined();
  });

  it('editing saves without revealing anything; a server refusal lands under its field', async () => {
    const { actor, control } = await started();
    actor.send({ type: 'KEYS.EDIT', key });
    expect(actor.getSnapshot().context.form).toEqual({
      name: '生产环境',
      allowedModels: ['qwen-max'],
      ipAllowlist: '203.0.113.0/24',
      expireDate: '',
      monthlyCap: '50.00',
    });
    actor.send({ type: 'KEYS.SUBMIT' });
    control.settle({ type: 'xstate.error.actor.saveKey', error: new Error('IP白名单格式不正确：x') });
    await flush();
    expect(actor.getSnapshot().context.errors).toEqual({ ipAllowlist: 'IP白名单格式不正确：x' });
    expect(actor.getSnapshot().context.form.name).toBe('生产环境');
    actor.send({ type: 'KEYS.SUBMIT' });
    control.settle({ type: 'xstate.error.actor.saveKey', error: new Error('最多可创建10个密钥') });
    await flush();
    expect(actor.getSnapshot().context.errors).toMatchObject({ name: '最多可创建10个密钥' });
    actor.send({ type: 'KEYS.SUBMIT' });
    control.settle({ type: 'xstate.done.actor.saveKey', output: key });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.revealed).toBeUndefined();
    expect(notify).toHaveBeenCalledWith('密钥设置已保存', 'success');
  });

  it('rotates only after confirmation, then reveals the new key once', async () => {
    const { actor, control } = await started();
    actor.send({ type: 'KEYS.ROTATE', key });
    actor.send({ type: 'KEYS.CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'KEYS.ROTATE', key });
    expect(control.isPending('rotateKey')).toBe(false);
    actor.send({ type: 'KEYS.CONFIRM' });
    control.settle({ type: 'xstate.done.actor.rotateKey', output: created });
    await flush();
    expect(actor.getSnapshot().context.revealed?.secret).toBe('sk-0000beef');
    expect(notify).toHaveBeenCalledWith('密钥已轮换，旧密钥将在1 天后失效', 'success');
  });

  it('deletes only after confirmation; a switch flips the key it was pressed on', async () => {
    const { actor, control } = await started();
    actor.send({ type: 'KEYS.DELETE', key });
    expect(control.isPending('deleteKey')).toBe(false);
    actor.send({ type: 'KEYS.CONFIRM' });
    expect(control.isPending('deleteKey')).toBe(true);
    control.settle({ type: 'xstate.done.actor.deleteKey', output: true });
    await flush();
    expect(actor.getSnapshot().context.target).toBeUndefined();
    actor.send({ type: 'KEYS.TOGGLE', key });
    expect(actor.getSnapshot().matches('toggling')).toBe(true);
    expect(actor.getSnapshot().context.target?.id).toBe('7');
    control.settle({ type: 'xstate.done.actor.setKeyStatus', output: true });
    await flush();
    expect(notify).toHaveBeenCalledWith('密钥已停用', 'success');
  });
});

describe('apiKeys machine: the ways back, and the list after each change', () => {
  /** Started, with the list's first page answered, so that a reload shows as loading again. */
  async function listed() {
    const h = await started();
    h.control.settle({
      type: 'xstate.done.actor.loadPage',
      output: { records: [key], total: 1, pageNum: 1, pageSize: 10, pages: 1 },
    });
    await flush();
    expect(listLoading(h.actor)).toBe(false);
    return h;
  }

  async function revealed() {
    const h = await listed();
    h.actor.send({ type: 'KEYS.ROTATE', key });
    h.actor.send({ type: 'KEYS.CONFIRM' });
    h.control.settle({ type: 'xstate.done.actor.rotateKey', output: created });
    await flush();
    return h;
  }

  it('passes the list’s paging on to it', async () => {
    const { actor } = await listed();
    actor.send({ type: 'LIST.PAGE', pageNum: 2 });
    expect(listLoading(actor)).toBe(true);
  });

  it('取消 on a form, a rotation or a deletion forgets the key, and 新建 after an edit starts blank', async () => {
    const { actor } = await listed();
    for (const open of [
      { type: 'KEYS.EDIT', key },
      { type: 'KEYS.ROTATE', key },
      { type: 'KEYS.DELETE', key },
    ] as const) {
      actor.send(open);
      actor.send({ type: 'KEYS.CANCEL' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.target).toBeUndefined();
    }
    actor.send({ type: 'KEYS.EDIT', key });
    actor.send({ type: 'KEYS.FIELD', field: 'monthlyCap', value: '-1' });
    actor.send({ type: 'KEYS.SUBMIT' });
    actor.send({ type: 'KEYS.CANCEL' });
    actor.send({ type: 'KEYS.NEW' });
    expect(actor.getSnapshot().context).toMatchObject({
      mode: 'create',
      target: undefined,
      form: { name: '', allowedModels: [], ipAllowlist: '', expireDate: '', monthlyCap: '' },
      errors: {},
    });
  });

  it('forgets the key once its edit is saved', async () => {
    const { actor, control } = await listed();
    actor.send({ type: 'KEYS.EDIT', key });
    actor.send({ type: 'KEYS.SUBMIT' });
    control.settle({ type: 'xstate.done.actor.saveKey', output: key });
    await flush();
    expect(actor.getSnapshot().context.target).toBeUndefined();
    expect(listLoading(actor)).toBe(true);
  });

  it('rotates with the grace period chosen, shows the new key, reloads the list and forgets the key on 关闭', async () => {
    const { actor, control } = await listed();
    actor.send({ type: 'KEYS.ROTATE', key });
    actor.send({ type: 'KEYS.GRACE', hours: 72 });
    actor.send({ type: 'KEYS.CONFIRM' });
    expect(control.inputs.get('rotateKey')).toEqual({ id: '7', graceHours: 72 });
    control.settle({ type: 'xstate.done.actor.rotateKey', output: created });
    await flush();
    expect(actor.getSnapshot().matches('revealing')).toBe(true);
    expect(listLoading(actor)).toBe(true);
    actor.send({ type: 'KEYS.CLOSE' });
    expect(actor.getSnapshot().context).toMatchObject({ target: undefined, revealed: undefined });
  });

  it('a refused rotation forgets the key', async () => {
    const { actor, control } = await listed();
    actor.send({ type: 'KEYS.ROTATE', key });
    actor.send({ type: 'KEYS.CONFIRM' });
    control.settle({ type: 'xstate.error.actor.rotateKey', error: new Error('密钥不存在') });
    await flush();
    expect(actor.getSnapshot().context.target).toBeUndefined();
  });

  it('says whether the key was copied, and stays on it either way', async () => {
    const { actor, control } = await revealed();
    vi.mocked(notify).mockClear();
    actor.send({ type: 'KEYS.COPY' });
    control.settle({ type: 'xstate.done.actor.copyToClipboard' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ revealing: 'shown' });
    expect(notify).toHaveBeenLastCalledWith('已复制到剪贴板', 'success');
    actor.send({ type: 'KEYS.COPY' });
    control.settle({ type: 'xstate.error.actor.copyToClipboard', error: new Error('denied') });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ revealing: 'shown' });
    expect(notify).toHaveBeenLastCalledWith('复制失败，请手动复制', 'error');
  });

  it('after a deletion or a switch, done or refused, forgets the key and shows the list as the server has it', async () => {
    const cases = [
      { open: { type: 'KEYS.DELETE', key }, src: 'deleteKey', output: true },
      { open: { type: 'KEYS.TOGGLE', key }, src: 'setKeyStatus', output: true },
    ] as const;
    for (const { open, src, output } of cases) {
      for (const refused of [false, true]) {
        const { actor, control } = await listed();
        vi.mocked(notify).mockClear();
        actor.send(open);
        actor.send({ type: 'KEYS.CONFIRM' });
        control.settle(
          refused
            ? { type: `xstate.error.actor.${src}`, error: new Error('密钥不存在') }
            : { type: `xstate.done.actor.${src}`, output },
        );
        await flush();
        expect(actor.getSnapshot().value).toBe('idle');
        expect(actor.getSnapshot().context.target).toBeUndefined();
        expect(listLoading(actor)).toBe(true);
        if (!refused && src === 'deleteKey') expect(notify).toHaveBeenCalledWith('密钥已删除', 'success');
      }
    }
  });
});
