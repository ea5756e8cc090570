import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ApiKey, CreatedApiKey } from '../../src/api/types';
import { apiKeysMachine } from '../../src/machines/apiKeys';
import { keyNameError } from '../../src/machines/rules/apiKey';
import { ControlledActors, flush, expectEveryStateReachable } from './modelHarness';

vi.mock('../../src/machines/notify', () => ({ notify: vi.fn() }));

const listed: ApiKey[] = [{ id: '1', name: '生产环境', maskedKey: 'sk-****abcd', status: 1, createTime: '2026-06-01T00:00:00Z', lastUsedTime: '' }];
const created: CreatedApiKey = { id: '9', name: '新密钥', maskedKey: 'sk-****beef', status: 1, createTime: '2026-11-01T00:00:00Z', lastUsedTime: '', secret: 'sk-0000beef' };

const events = [
  { type: 'xstate.done.actor.loadKeys', output: listed },
  { type: 'xstate.error.actor.loadKeys', error: new Error('down') },
  { type: 'KEYS.RETRY' },
  { type: 'KEYS.NEW' },
  { type: 'KEYS.NAME', name: '' },
  { type: 'KEYS.NAME', name: '新密钥' },
  { type: 'KEYS.SUBMIT' },
  { type: 'KEYS.CANCEL' },
  { type: 'xstate.done.actor.createKey', output: created },
  { type: 'xstate.error.actor.createKey', error: new Error('最多可创建10个密钥') },
  { type: 'KEYS.COPY' },
  { type: 'xstate.done.actor.copyToClipboard' },
  { type: 'xstate.error.actor.copyToClipboard', error: new Error('denied') },
  { type: 'KEYS.CLOSE' },
  { type: 'KEYS.DELETE', id: '1' },
  { type: 'KEYS.CONFIRM' },
  { type: 'xstate.done.actor.deleteKey', output: true },
  { type: 'xstate.error.actor.deleteKey', error: new Error('密钥不存在') },
  { type: 'KEYS.TOGGLE', id: '1' },
  { type: 'xstate.done.actor.setKeyStatus', output: true },
  { type: 'xstate.error.actor.setKeyStatus', error: new Error('down') },
];

function harness() {
  const control = new ControlledActors();
  const machine = apiKeysMachine.provide({
    actors: {
      loadKeys: control.actor(),
      createKey: control.actor(),
      deleteKey: control.actor(),
      setKeyStatus: control.actor(),
      copyToClipboard: control.actor(),
    },
  });
  return { control, machine };
}

// The list grows with each creation, so states are told apart by value and what the guard reads.
const serialize = (s: { value: unknown; context: { name: string } }) => JSON.stringify([s.value, !keyNameError(s.context.name)]);

describe('apiKeys machine', () => {
  it('reaches every state', () => expectEveryStateReachable(harness().machine, { events, serialize: serialize as never }));

  it('holds the full secret only while revealing, and lists the new key masked', async () => {
    const { control, machine } = harness();
    const actor = createActor(machine).start();
    control.settle({ type: 'xstate.done.actor.loadKeys', output: listed });
    await flush();
    actor.send({ type: 'KEYS.NEW' });
    actor.send({ type: 'KEYS.NAME', name: '新密钥' });
    actor.send({ type: 'KEYS.SUBMIT' });
    control.settle({ type: 'xstate.done.actor.createKey', output: created });
    await flush();
    expect(actor.getSnapshot().context.created?.secret).toBe('sk-0000beef');
    expect(JSON.stringify(actor.getSnapshot().context.keys)).not.toContain('sk-0000beef');
    expect(actor.getSnapshot().context.keys.map((k) => k.maskedKey)).toEqual(['sk-****beef', 'sk-****abcd']);
    actor.send({ type: 'KEYS.CLOSE' });
    expect(actor.getSnapshot().context.created).toBeUndefined();
  });

  it('keeps the typed name and shows the refusal when creation fails', async () => {
    const { control, machine } = harness();
    const actor = createActor(machine).start();
    control.settle({ type: 'xstate.done.actor.loadKeys', output: listed });
    await flush();
    actor.send({ type: 'KEYS.NEW' });
    actor.send({ type: 'KEYS.NAME', name: '新密钥' });
    actor.send({ type: 'KEYS.SUBMIT' });
    control.settle({ type: 'xstate.error.actor.createKey', error: new Error('最多可创建10个密钥') });
    await flush();
    expect(actor.getSnapshot().context.name).toBe('新密钥');
    expect(actor.getSnapshot().context.nameError).toBe('最多可创建10个密钥');
  });
});
