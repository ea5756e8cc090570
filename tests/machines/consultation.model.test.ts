import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ConsultationForm } from '../../src/domain/types/operation.types';
import { CONSULTATION_SENDER, consultationMachine, consultationMessages } from '../../src/machines/consultation';
import { recordNotices } from '../notices';
import { ControlledActors, flush, expectEveryStateReachable, settled } from './modelHarness';

const filled = {
  companyName: '杭州云帆数据科技有限公司',
  userName: '林宇帆',
  phone: '13912345678',
  code: '123456',
  industry: '金融',
  email: '',
  demand: '私有化部署',
};

const events = [
  { type: 'CONSULTATION.OPEN' },
  { type: 'CONSULTATION.CLOSE' },
  { type: 'CONSULTATION.CHANGE', values: filled },
  { type: 'CONSULTATION.CHANGE', values: { companyName: '' } },
  { type: 'CONSULTATION.SUBMIT' },
  { type: 'CONSULTATION.AGAIN' },
  ...settled('save', true, '验证码错误'),
];

function harness() {
  const control = new ControlledActors();
  const machine = consultationMachine.provide({ actors: { save: control.actor<boolean, ConsultationForm>() } });
  return { control, machine };
}

describe('consultation machine model', () => {
  it('reaches every state', () => expectEveryStateReachable(harness().machine, { events }));
});

describe('consultation machine rules', () => {
  const notices = recordNotices();

  it('runs a type-5 code sender while open', () => {
    const actor = createActor(harness().machine).start();
    expect(actor.getSnapshot().children[CONSULTATION_SENDER]).toBeUndefined();
    actor.send({ type: 'CONSULTATION.OPEN' });
    const sender = actor.getSnapshot().children[CONSULTATION_SENDER];
    expect((sender?.getSnapshot() as { context: { type: number } }).context.type).toBe(5);
  });

  it('sends the trimmed form with source 0 and only the optional fields filled', () => {
    const actor = createActor(harness().machine).start();
    actor.send({ type: 'CONSULTATION.OPEN' });
    actor.send({ type: 'CONSULTATION.CHANGE', values: { ...filled, companyName: ' 杭州云帆数据科技有限公司 ' } });
    actor.send({ type: 'CONSULTATION.SUBMIT' });
    const sent = (actor.getSnapshot().children.save?.getSnapshot() as { input: ConsultationForm }).input;
    const { email: _email, ...rest } = filled;
    expect(sent).toEqual({ ...rest, source: 0 });
  });

  /** The form opened, filled in and submitted; the save waits on `control`. */
  function submittedFilledForm() {
    const { machine, control } = harness();
    const actor = createActor(machine).start();
    actor.send({ type: 'CONSULTATION.OPEN' });
    actor.send({ type: 'CONSULTATION.CHANGE', values: filled });
    actor.send({ type: 'CONSULTATION.SUBMIT' });
    return { actor, control };
  }

  it('a failure clears only the code and says 提交失败，请重试', async () => {
    const { actor, control } = submittedFilledForm();
    control.settle({ type: 'xstate.error.actor.save', error: new Error('验证码错误') });
    await flush();
    expect(actor.getSnapshot().context.values).toEqual({ ...filled, code: '' });
    expect(notices).toContain(consultationMessages.failed);
  });

  it('a success says 提交成功, thanks the user and starts afresh', async () => {
    const { actor, control } = submittedFilledForm();
    control.settle({ type: 'xstate.done.actor.save', output: true });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ open: 'submitted' });
    expect(notices).toContain('提交成功');
    expect(actor.getSnapshot().context.values.companyName).toBe('');
  });
});
