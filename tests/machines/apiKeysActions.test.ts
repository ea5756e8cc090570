import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { resetSimulator } from '../../mocks/node';
import { modelCatalogue } from '../../mocks/seed/models';
import type { ScopedApiKey } from '../../src/domain/types/keys.types';
import { apiKeysMachine } from '../../src/machines/apiKeys';
import { storeToken } from '../../src/machines/credentials';
import { createListMachine } from '../../src/machines/listMachine';
import { notify } from '../../src/machines/notify';
import { loginAs } from '../unit/mocks/client';
import { ControlledActors, flush } from './modelHarness';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));

const key: ScopedApiKey = {
  id: '7',
  name: '生产环境',
  maskedKey: 'sk-****abcd',
  status: 1,
  createTime: '2026-06-01T00:00:00Z',
  lastUsedTime: '',
  allowedModels: [],
  ipAllowlist: ['203.0.113.0/24', '198.51.100.7'],
  expireDate: '',
  monthlyCap: null,
  state: 'active',
  previousKey: null,
  usage: { monthCost: 0, monthCalls: 0, totalCalls: 0 },
};
const disabledKey: ScopedApiKey = { ...key, id: '8', name: '测试环境', status: 0, state: 'disabled' };
const created = { ...key, id: '9', name: '新密钥', maskedKey: 'sk-****beef', secret: 'sk-0000beef' };

/** The machine with every call answered by the test; the model list is already loaded. */
async function started() {
  const control = new ControlledActors();
  const list = createListMachine<ScopedApiKey, Record<string, never>>().provide({
    actors: { loadPage: control.actor() },
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
  const actor = createActor(machine).start();
  control.settle({ type: 'xstate.done.actor.loadModels', output: [] });
  await flush();
  return { control, actor };
}

describe('apiKeys machine: what each call is asked', () => {
  beforeEach(() => vi.mocked(notify).mockClear());

  it('opens a key for editing with one allowlist entry a line and no cap as an empty field', async () => {
    const { actor } = await started();
    actor.send({ type: 'KEYS.EDIT', key });
    expect(actor.getSnapshot().context.form).toEqual({
      name: '生产环境',
      allowedModels: [],
      ipAllowlist: '203.0.113.0/24\n198.51.100.7',
      expireDate: '',
      monthlyCap: '',
    });
  });

  it('sends an empty or blank cap as no cap, and the edited key by its id', async () => {
    const { actor, control } = await started();
    actor.send({ type: 'KEYS.EDIT', key });
    actor.send({ type: 'KEYS.FIELD', field: 'monthlyCap', value: '  ' });
    actor.send({ type: 'KEYS.SUBMIT' });
    expect(control.inputs.get('saveKey')).toEqual({
      mode: 'edit',
      id: '7',
      input: {
        name: '生产环境',
        allowedModels: [],
        ipAllowlist: ['203.0.113.0/24', '198.51.100.7'],
        expireDate: '',
        monthlyCap: null,
      },
    });
    control.settle({ type: 'xstate.error.actor.saveKey', error: new Error('密钥不存在') });
    await flush();
    actor.send({ type: 'KEYS.FIELD', field: 'monthlyCap', value: '' });
    actor.send({ type: 'KEYS.SUBMIT' });
    expect(control.inputs.get('saveKey')).toMatchObject({ input: { monthlyCap: null } });
    actor.send({ type: 'KEYS.CANCEL' });
  });

  it.each([
    ['到期日期不能早于今天', 'expireDate'],
    ['请选择正确的到期日期', 'expireDate'],
    ['月度消费上限须为不小于0的金额（元），最多两位小数', 'monthlyCap'],
    ['模型不存在或已下线：gpt-9', 'allowedModels'],
    ['IP白名单最多20条', 'ipAllowlist'],
    ['最多可创建10个密钥', 'name'],
  ])('shows the refusal %s under %s', async (message, field) => {
    const { actor, control } = await started();
    actor.send({ type: 'KEYS.EDIT', key });
    actor.send({ type: 'KEYS.SUBMIT' });
    control.settle({ type: 'xstate.error.actor.saveKey', error: new Error(message) });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ [field]: message });
  });

  it('rotates the key it was asked to; a refused rotation says why as an error', async () => {
    const { actor, control } = await started();
    actor.send({ type: 'KEYS.ROTATE', key });
    actor.send({ type: 'KEYS.CONFIRM' });
    expect(control.inputs.get('rotateKey')).toEqual({ id: '7', graceHours: 24 });
    control.settle({ type: 'xstate.error.actor.rotateKey', error: new Error('密钥不存在') });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(notify).toHaveBeenCalledWith('密钥不存在', 'error');
  });

  it('copies the revealed secret itself', async () => {
    const { actor, control } = await started();
    actor.send({ type: 'KEYS.NEW' });
    actor.send({ type: 'KEYS.FIELD', field: 'name', value: '新密钥' });
    actor.send({ type: 'KEYS.SUBMIT' });
    control.settle({ type: 'xstate.done.actor.saveKey', output: created });
    await flush();
    actor.send({ type: 'KEYS.COPY' });
    expect(control.inputs.get('copyToClipboard')).toEqual({ text: 'sk-0000beef' });
  });

  it('deletes the key it was asked to', async () => {
    const { actor, control } = await started();
    actor.send({ type: 'KEYS.DELETE', key: disabledKey });
    actor.send({ type: 'KEYS.CONFIRM' });
    expect(control.inputs.get('deleteKey')).toEqual({ id: '8' });
  });

  it('a switch disables an enabled key and enables a disabled one, and says which', async () => {
    const { actor, control } = await started();
    actor.send({ type: 'KEYS.TOGGLE', key });
    expect(control.inputs.get('setKeyStatus')).toEqual({ id: '7', status: 0 });
    control.settle({ type: 'xstate.done.actor.setKeyStatus', output: true });
    await flush();
    expect(notify).toHaveBeenLastCalledWith('密钥已停用', 'success');
    actor.send({ type: 'KEYS.TOGGLE', key: disabledKey });
    expect(control.inputs.get('setKeyStatus')).toEqual({ id: '8', status: 1 });
    control.settle({ type: 'xstate.done.actor.setKeyStatus', output: true });
    await flush();
    expect(notify).toHaveBeenLastCalledWith('密钥已启用', 'success');
  });
});

describe('apiKeys machine against the simulator', () => {
  beforeEach(() => resetSimulator());

  type ListSnapshot = { value: unknown; context: { records: ScopedApiKey[] } };
  const listOf = (actor: AnyActorRef) => actor.getSnapshot().children.list as AnyActorRef;
  const listed = (actor: AnyActorRef) => listOf(actor).getSnapshot() as ListSnapshot;
  const names = (actor: AnyActorRef) =>
    listed(actor)
      .context.records.map((k) => k.name)
      .sort();
  /** The list child settled (its snapshots are its own; the parent's do not change with them). */
  const listSettled = (actor: AnyActorRef) => waitFor(listOf(actor), (s: ListSnapshot) => s.value !== 'loading');

  it("lists the developer's keys and every listed model, creates a key and edits another's scope", async () => {
    storeToken(await loginAs('dev_ent'));
    const actor = createActor(apiKeysMachine).start();
    await waitFor(actor, (s) => s.context.models !== undefined);
    await listSettled(actor);
    // dev_ent's seeded keys (mocks/seed/trade.ts), and the whole catalogue: more than one default page of it.
    expect(names(actor)).toEqual(['测试环境', '生产环境']);
    const models = actor.getSnapshot().context.models ?? [];
    expect(modelCatalogue.length).toBeGreaterThan(9);
    expect(models.map((m) => m.id).sort()).toEqual(modelCatalogue.map((m) => m.id).sort());
    expect(models.every((m) => typeof m.name === 'string' && m.name !== '' && typeof m.chat === 'boolean')).toBe(true);

    actor.send({ type: 'KEYS.NEW' });
    actor.send({ type: 'KEYS.FIELD', field: 'name', value: '新密钥' });
    actor.send({ type: 'KEYS.SUBMIT' });
    await waitFor(actor, (s) => s.value !== 'saving');
    expect(actor.getSnapshot().matches('revealing')).toBe(true);
    expect(actor.getSnapshot().context.revealed?.secret).toMatch(/^sk-/);
    actor.send({ type: 'KEYS.CLOSE' });
    await listSettled(actor);
    expect(names(actor)).toEqual(['新密钥', '测试环境', '生产环境'].sort());

    const testing = listed(actor).context.records.find((k) => k.name === '测试环境');
    if (!testing) throw new Error('测试环境 not listed');
    actor.send({ type: 'KEYS.EDIT', key: testing });
    actor.send({ type: 'KEYS.FIELD', field: 'name', value: '预发环境' });
    actor.send({ type: 'KEYS.SUBMIT' });
    await waitFor(actor, (s) => s.value !== 'saving');
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(actor.getSnapshot().value).toBe('idle');
    await listSettled(actor);
    expect(names(actor)).toEqual(['新密钥', '预发环境', '生产环境'].sort());
    actor.stop();
  });
});
