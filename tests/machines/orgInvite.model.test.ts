/**
 * The invitation flow against a small model written from what the product says of it, not from
 * the machine: "invite members by phone (11 digits, 1 then 3-9), with a role and an optional
 * monthly cap (yuan, ≥ 0, two decimals at most); bad input gets its message and nothing is sent;
 * a refusal is shown and nothing typed is lost; a sent invitation closes the dialog and the list
 * shows it". Seeded random walks drive both with the same events, any event in any state, and
 * compare what the user sees after each step.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { orgInviteMachine, type InviteForm } from '../../src/machines/orgInvite';
import { ControlledActors, flush, seededWalks, tally } from './modelHarness';
import { noticesHeard } from '../notices';

const heard = noticesHeard();

type Field = keyof InviteForm;
type Step =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'edit'; field: Field; value: string }
  | { type: 'submit' }
  | { type: 'serverAccepts' }
  | { type: 'serverRefuses'; message: string };

/** The model: what the user sees. */
interface Seen {
  open: boolean;
  sending: boolean;
  form: InviteForm;
  /** Fields with a message under them. */
  flagged: Field[];
  refusal: string;
  sentCount: number;
  /** What reached the server, in order. */
  sent: Array<{ phone: string; role: string; monthlyCap: string | null }>;
}

const blank = (): InviteForm => ({ phone: '', role: '', cap: '' });

/** The product's rules, restated: which fields are wrong. */
function wrongFields(form: InviteForm): Field[] {
  const wrong: Field[] = [];
  if (!/^1[3-9][0-9]{9}$/.test(form.phone.trim())) wrong.push('phone');
  if (!['admin', 'developer', 'billing'].includes(form.role)) wrong.push('role');
  const cap = form.cap.trim();
  if (cap !== '' && !/^[0-9]+(\.[0-9]{1,2})?$/.test(cap)) wrong.push('cap');
  return wrong;
}

function step(seen: Seen, s: Step): Seen {
  const editable = seen.open && !seen.sending;
  switch (s.type) {
    case 'open':
      return seen.open ? seen : { ...seen, open: true, form: blank(), flagged: [], refusal: '' };
    case 'close':
      return editable ? { ...seen, open: false } : seen;
    case 'edit':
      return editable
        ? {
            ...seen,
            form: { ...seen.form, [s.field]: s.value },
            flagged: seen.flagged.filter((f) => f !== s.field),
            refusal: '',
          }
        : seen;
    case 'submit': {
      if (!editable) return seen;
      const wrong = wrongFields(seen.form);
      if (wrong.length) return { ...seen, flagged: wrong };
      const cap = seen.form.cap.trim();
      return {
        ...seen,
        sending: true,
        sent: [...seen.sent, { phone: seen.form.phone.trim(), role: seen.form.role, monthlyCap: cap || null }],
      };
    }
    case 'serverAccepts':
      return seen.sending ? { ...seen, sending: false, open: false, sentCount: seen.sentCount + 1 } : seen;
    case 'serverRefuses':
      return seen.sending ? { ...seen, sending: false, refusal: s.message } : seen;
  }
}

const values: Record<Field, string[]> = {
  phone: ['13800000002', '13800000003', '1380000000', '12800000002', ' 13912345678 ', '', 'abc'],
  role: ['developer', 'billing', 'admin', 'developer', '', 'owner'],
  cap: ['', '50', '0', '12.345', '-1', ' 8.5 '],
};
const refusals = ['该手机号未注册平台账号', '该用户已加入其他组织', '已邀请该用户，等待对方接受'];

/**
 * Any event in any state, weighted so walks get somewhere: mostly typing and sending while the
 * dialog is open, mostly answers while something is being sent.
 */
function pick(next: (n: number) => number, seen: Seen): Step {
  const roll = next(20);
  if (seen.sending && roll < 14)
    return roll < 8 ? { type: 'serverAccepts' } : { type: 'serverRefuses', message: refusals[next(refusals.length)] };
  if (roll < 2) return { type: 'open' };
  if (roll < 3) return { type: 'close' };
  if (roll < 12) {
    const field = (['phone', 'role', 'cap'] as const)[next(3)];
    return { type: 'edit', field, value: values[field][next(values[field].length)] };
  }
  if (roll < 17) return { type: 'submit' };
  if (roll < 19) return { type: 'serverAccepts' };
  return { type: 'serverRefuses', message: refusals[next(refusals.length)] };
}

describe('inviting a member, against the model', () => {
  /** What the walks reached. */
  const reached = tally({ sent: 10, refused: 10, flagged: 10 });
  seededWalks({
    seeds: 150,
    steps: 40,
    initial: { open: false, sending: false, form: blank(), flagged: [], refusal: '', sentCount: 0, sent: [] },
    start: () => {
      const control = new ControlledActors();
      let invitedCalls = 0;
      const actor = createActor(
        orgInviteMachine.provide({
          actors: { invite: control.actor() },
          actions: { invited: () => void invitedCalls++ },
        }),
      ).start();
      return { control, actor, invitedCalls: () => invitedCalls, sent: [] as Seen['sent'] };
    },
    pick,
    step,
    count: (s, before, seen) => {
      if (seen.sentCount > before.sentCount) reached.sent += 1;
      if (seen.refusal && seen.refusal !== before.refusal) reached.refused += 1;
      if (s.type === 'submit' && seen.flagged.length && !before.sending && before.open) reached.flagged += 1;
    },
    drive: async ({ control, actor, sent }, s, _before, seen) => {
      if (s.type === 'open') actor.send({ type: 'INVITE.OPEN' });
      else if (s.type === 'close') actor.send({ type: 'INVITE.CLOSE' });
      else if (s.type === 'edit') actor.send({ type: 'INVITE.EDIT', field: s.field, value: s.value });
      else if (s.type === 'submit') {
        actor.send({ type: 'INVITE.SUBMIT' });
        if (control.isPending('invite') && sent.length < seen.sent.length)
          sent.push(control.inputs.get('invite') as never);
      } else if (control.isPending('invite')) {
        control.settle(
          s.type === 'serverAccepts'
            ? { type: 'xstate.done.actor.invite', output: {} }
            : { type: 'xstate.error.actor.invite', error: new Error(s.message) },
        );
        await flush();
      }
    },
    check: ({ actor, invitedCalls }, seen, where) => {
      const snapshot = actor.getSnapshot();
      expect(!snapshot.matches('closed'), where).toBe(seen.open);
      expect(snapshot.matches('sending'), where).toBe(seen.sending);
      if (seen.open) {
        expect(snapshot.context.form, where).toEqual(seen.form);
        expect(
          Object.keys(snapshot.context.errors)
            .filter((f) => snapshot.context.errors[f as Field])
            .sort(),
          where,
        ).toEqual([...seen.flagged].sort());
        expect(snapshot.context.refusal ?? '', where).toBe(seen.refusal);
      }
      expect(invitedCalls(), where).toBe(seen.sentCount);
    },
    end: ({ sent }, seen) => {
      expect(sent).toEqual(seen.sent);
      expect(heard.filter((n) => n.kind === 'success')).toHaveLength(seen.sentCount);
    },
  });
});

describe('inviting a member, the words the user reads', () => {
  const open = () => {
    const control = new ControlledActors();
    const actor = createActor(orgInviteMachine.provide({ actors: { invite: control.actor() } })).start();
    actor.send({ type: 'INVITE.OPEN' });
    return { actor, control };
  };
  const edit = (actor: ReturnType<typeof open>['actor'], form: Partial<InviteForm>) => {
    for (const [field, value] of Object.entries(form))
      actor.send({ type: 'INVITE.EDIT', field: field as Field, value: value as string });
  };

  it('names what is wrong with each field', () => {
    const { actor, control } = open();
    actor.send({ type: 'INVITE.SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ phone: '请输入手机号', role: '请选择可分配的角色' });
    edit(actor, { phone: '1380000000', role: 'owner', cap: '1.234' });
    actor.send({ type: 'INVITE.SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({
      phone: '请输入正确的手机号',
      role: '请选择可分配的角色',
      cap: '月度额度须为不小于0的金额（元），最多两位小数',
    });
    edit(actor, { phone: '13800000002', role: 'developer', cap: '1000000.01' });
    actor.send({ type: 'INVITE.SUBMIT' });
    expect(actor.getSnapshot().context.errors).toEqual({ cap: '月度额度不能超过1000000元' });
    expect(control.isPending('invite')).toBe(false);
  });

  it('says the invitation went, and shows the general message for a refusal without words', async () => {
    const { actor, control } = open();
    edit(actor, { phone: '13800000002', role: 'billing' });
    actor.send({ type: 'INVITE.SUBMIT' });
    control.settle({ type: 'xstate.error.actor.invite', error: 'offline' });
    await flush();
    expect(actor.getSnapshot().context.refusal).toBe('请求错误，请稍后重试');
    actor.send({ type: 'INVITE.SUBMIT' });
    control.settle({ type: 'xstate.done.actor.invite', output: {} });
    await flush();
    expect(heard).toEqual([{ message: '邀请已发送，对方将收到站内信', kind: 'success' }]);
  });
});
