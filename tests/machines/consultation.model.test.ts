import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ConsultationValues } from '../../src/domain/consultationForm';
import type { ConsultationForm } from '../../src/domain/types/operation.types';
import { codeSenderMachine } from '../../src/machines/codeSender';
import { CONSULTATION_SENDER, consultationMachine } from '../../src/machines/consultation';
import { ControlledActors, flush, expectEveryStateReachable, settled, tally, seededWalks } from './modelHarness';
import { noticesHeard } from '../notices';

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
  const notices = noticesHeard();

  it('runs a type-5 code sender whose 60 s countdown goes on through a close and reopen', async () => {
    vi.useFakeTimers();
    try {
      const control = new ControlledActors();
      const codeSender = codeSenderMachine.provide({ actors: { sendCode: control.actor<boolean>() } });
      const actor = createActor(consultationMachine.provide({ actors: { codeSender } })).start();
      actor.send({ type: 'CONSULTATION.OPEN' });
      const sender = actor.getSnapshot().children[CONSULTATION_SENDER];
      expect(sender?.getSnapshot().context.type).toBe(5);
      sender?.send({ type: 'CAPTCHA.VERIFIED', sign: 's1' });
      sender?.send({ type: 'CODE.SEND', phone: '13912345678' });
      await vi.advanceTimersByTimeAsync(1000);
      control.answer('sendCode', { output: true });
      await vi.advanceTimersByTimeAsync(10_000);
      actor.send({ type: 'CONSULTATION.CLOSE' });
      actor.send({ type: 'CONSULTATION.OPEN' });
      const reopened = actor.getSnapshot().children[CONSULTATION_SENDER];
      expect(reopened).toBe(sender);
      expect(reopened?.getSnapshot().context.remaining).toBe(50);
      await vi.advanceTimersByTimeAsync(50_000);
      expect(reopened?.getSnapshot().context.remaining).toBe(0);
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
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
    expect(notices).toContainEqual({ message: '提交失败，请重试', kind: 'error' });
  });

  it('a success says 提交成功, thanks the user and starts afresh', async () => {
    const { actor, control } = submittedFilledForm();
    control.settle({ type: 'xstate.done.actor.save', output: true });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ open: 'submitted' });
    expect(notices).toContainEqual({ message: '提交成功', kind: 'success' });
    expect(actor.getSnapshot().context.values.companyName).toBe('');
  });
});

/**
 * The consultation dialog, restated from SPEC section 3: closing keeps what was typed; a form with
 * a required field blank (company, name, phone, code, industry) is not sent; a sent form is the
 * trimmed values with source 0; a failure says 提交失败，请重试, shows the server's reason and clears
 * only the code; a success says 提交成功, thanks the user and starts a blank form for 再次提交.
 */
const edits: Array<Partial<ConsultationValues>> = [
  filled,
  filled,
  filled,
  { companyName: ' 杭州云帆数据科技有限公司 ' },
  { email: 'lin@yunfan.cn', demand: '  知识库问答  ' },
  { companyName: '' },
  { phone: '   ' },
  { code: '' },
  { code: '654321' },
  { industry: '' },
];
const REQUIRED = ['companyName', 'userName', 'phone', 'code', 'industry'] as const;
const sendable = (v: ConsultationValues) => REQUIRED.every((field) => v[field].trim() !== '');
const wire = (v: ConsultationValues): ConsultationForm => ({
  companyName: v.companyName.trim(),
  userName: v.userName.trim(),
  phone: v.phone.trim(),
  code: v.code.trim(),
  industry: v.industry,
  ...(v.email.trim() ? { email: v.email.trim() } : {}),
  ...(v.demand.trim() ? { demand: v.demand.trim() } : {}),
  source: 0,
});
const blankForm = (): ConsultationValues => ({
  companyName: '',
  userName: '',
  phone: '',
  code: '',
  industry: '',
  email: '',
  demand: '',
});

interface Seen {
  phase: 'closed' | 'editing' | 'submitting' | 'submitted';
  values: ConsultationValues;
  error?: string;
  sent: ConsultationForm[];
  notices: Array<{ message: string; kind: string }>;
}

type Step =
  | { type: 'open' | 'close' | 'submit' | 'again' | 'saved' }
  | { type: 'change'; values: Partial<ConsultationValues> }
  | { type: 'refused'; reason: string };

function step(seen: Seen, s: Step): Seen {
  if (s.type === 'open') return seen.phase === 'closed' ? { ...seen, phase: 'editing' } : seen;
  if (seen.phase === 'closed') return seen;
  switch (s.type) {
    case 'close':
      return { ...seen, phase: 'closed' };
    case 'change':
      return seen.phase === 'editing' ? { ...seen, values: { ...seen.values, ...s.values }, error: undefined } : seen;
    case 'submit':
      if (seen.phase !== 'editing' || !sendable(seen.values)) return seen;
      return { ...seen, phase: 'submitting', sent: [...seen.sent, wire(seen.values)] };
    case 'saved':
      if (seen.phase !== 'submitting') return seen;
      return {
        ...seen,
        phase: 'submitted',
        values: blankForm(),
        error: undefined,
        notices: [...seen.notices, { message: '提交成功', kind: 'success' }],
      };
    case 'refused':
      if (seen.phase !== 'submitting') return seen;
      return {
        ...seen,
        phase: 'editing',
        values: { ...seen.values, code: '' },
        error: s.reason,
        notices: [...seen.notices, { message: '提交失败，请重试', kind: 'error' }],
      };
    case 'again':
      return seen.phase === 'submitted' ? { ...seen, phase: 'editing' } : seen;
  }
}

function pick(next: (n: number) => number): Step {
  const roll = next(12);
  if (roll < 1) return { type: 'open' };
  if (roll < 2) return { type: 'close' };
  if (roll < 5) return { type: 'change', values: edits[next(edits.length)] };
  if (roll < 7) return { type: 'submit' };
  if (roll < 8) return { type: 'again' };
  if (roll < 10) return { type: 'saved' };
  return { type: 'refused', reason: ['验证码错误', '请求错误，请稍后重试'][next(2)] };
}

describe('the consultation dialog, against the model', () => {
  const heard = noticesHeard();
  /** What the walks reached. */
  const reached = tally({ sent: 10, held: 10, saved: 10, refused: 10, reopened: 5, again: 5 });
  seededWalks({
    seeds: 80,
    steps: 50,
    initial: { phase: 'closed', values: blankForm(), sent: [], notices: [] },
    start: () => {
      const { machine, control } = harness();
      return { actor: createActor(machine).start(), control, sent: [] as ConsultationForm[] };
    },
    pick,
    step,
    count: (s, before, seen) => {
      if (seen.sent.length > before.sent.length) reached.sent += 1;
      if (s.type === 'submit' && before.phase === 'editing' && seen.phase === 'editing') reached.held += 1;
      if (s.type === 'saved' && before.phase === 'submitting') reached.saved += 1;
      if (s.type === 'refused' && before.phase === 'submitting') reached.refused += 1;
      if (s.type === 'open' && before.phase === 'closed' && before.values.companyName) reached.reopened += 1;
      if (s.type === 'again' && before.phase === 'submitted') reached.again += 1;
    },
    drive: async ({ actor, control, sent }, s) => {
      const saving = actor.getSnapshot().matches({ open: 'submitting' });
      if (s.type === 'saved' || s.type === 'refused') {
        if (saving)
          control.settle(
            s.type === 'refused'
              ? { type: 'xstate.error.actor.save', error: new Error(s.reason) }
              : { type: 'xstate.done.actor.save', output: true },
          );
      } else {
        actor.send(
          s.type === 'change'
            ? { type: 'CONSULTATION.CHANGE', values: s.values }
            : ({ type: `CONSULTATION.${s.type.toUpperCase()}` } as never),
        );
        const child = actor.getSnapshot().children.save;
        if (!saving && child) sent.push(control.inputs.get('save') as ConsultationForm);
      }
      await flush();
    },
    check: ({ actor, sent }, seen, where) => {
      const snapshot = actor.getSnapshot();
      expect(snapshot.value, where).toEqual(seen.phase === 'closed' ? 'closed' : { open: seen.phase });
      expect(snapshot.context.values, where).toEqual(seen.values);
      expect(snapshot.context.error, where).toBe(seen.error);
      expect(sent, where).toEqual(seen.sent);
      expect(heard, where).toEqual(seen.notices);
    },
    end: ({ actor }) => actor.stop(),
  });
});
