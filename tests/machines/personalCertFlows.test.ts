import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { personalCertMachine } from '../../src/machines/personalCert';

describe('personal certification form', () => {
  it('started with no input (no session, nothing typed) opens on an empty form', () => {
    const actor = createActor(personalCertMachine, { input: undefined }).start();
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual({ realName: '', idCard: '' });
    expect(actor.getSnapshot().context.session).toBeUndefined();
    actor.stop();
  });
});
