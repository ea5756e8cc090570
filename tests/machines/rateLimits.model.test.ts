/**
 * The rate limits page and its request-for-more dialog, against a small model of what a user sees:
 * the limits load (a failure offers 重试); 申请提额 opens a form on a model that takes calls and has
 * no request under review, starting from its present limits; a request handed over from a refused
 * call (LIMITS.PREFILL) opens by itself once the limits are in and the model allows it; 提交 shows
 * the form's messages and sends only a valid form (numbers as numbers, the reason trimmed), judged
 * against that model's own limits; a refusal keeps what was typed beside the server's reason, which
 * the next edit clears; a request sent says so, closes the dialog and loads the limits again;
 * 取消 closes the dialog and forgets the form.
 */
import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import type { RateLimitRequest, RateLimitRequestInput, RateLimitStatus } from '../../src/domain/types/spend.types';
import { rateLimitRequestErrors, type RateLimitForm } from '../../src/domain/rateLimit';
import { rateLimitsMachine } from '../../src/machines/rateLimits';
import { ControlledActors, flush, seededWalks, tally } from './modelHarness';
import { noticesHeard } from '../notices';

const request = (model: string, status: 1 | 2 | 3): RateLimitRequest => ({
  id: '7',
  model,
  rpm: 1,
  tpm: 1,
  reason: '扩容',
  status,
  createTime: '2026-11-01T00:00:00.000Z',
});
const limit = (model: string, rpm: number, tpm: number, review: RateLimitRequest | null = null): RateLimitStatus => ({
  model,
  modelName: model,
  rpm,
  tpm,
  usedRpm: 0,
  usedTpm: 0,
  request: review,
});

/** Two answers of the limits: which model has a request under review changes between them. */
const answers: RateLimitStatus[][] = [
  [limit('qwen-max', 300, 300_000), limit('glm-4', 60, 60_000, request('glm-4', 1))],
  [limit('qwen-max', 300, 300_000, request('qwen-max', 2)), limit('glm-4', 60, 60_000)],
];
const models = ['qwen-max', 'glm-4', 'no-such-model'];
const patches: Array<Partial<Omit<RateLimitForm, 'model'>>> = [
  { reason: '  双十一晚高峰扩容  ' },
  { rpm: ' 600 ' },
  { rpm: '100' },
  { tpm: '500000' },
  { tpm: '0' },
  { rpm: '1.5' },
  { reason: '' },
];
const prefills: RateLimitForm[] = [
  { model: 'glm-4', rpm: '120', tpm: '60000', reason: '调用被限流' },
  { model: 'qwen-max', rpm: '300', tpm: '300000', reason: '' },
  { model: 'no-such-model', rpm: '10', tpm: '10', reason: '调用被限流' },
];

interface Seen {
  phase: 'loading' | 'failed' | 'idle' | 'editing' | 'submitting';
  limits?: RateLimitStatus[];
  loadError?: string;
  form?: RateLimitForm;
  submitted: boolean;
  serverError?: string;
  prefill?: RateLimitForm;
  sent: RateLimitRequestInput[];
  notices: Array<{ message: string; kind: string }>;
}

type Step =
  | { type: 'loaded'; limits: RateLimitStatus[] }
  | { type: 'loadFailed'; reason: string }
  | { type: 'refused'; reason: string }
  | { type: 'retry' | 'submit' | 'cancel' }
  | { type: 'accepted' }
  | { type: 'request'; model: string }
  | { type: 'edit'; patch: Partial<Omit<RateLimitForm, 'model'>> }
  | { type: 'prefill'; form: RateLimitForm };

/** A model the dialog may open on: it takes calls here and has no request under review. */
const open = (limits: RateLimitStatus[] | undefined, model: string) =>
  limits?.find((l) => l.model === model && l.request?.status !== 1);

/** On the page with no dialog open, a handed-over request opens at once when its model allows it. */
function settle(seen: Seen): Seen {
  if (seen.phase !== 'idle' || !seen.prefill || !open(seen.limits, seen.prefill.model)) return seen;
  return { ...seen, phase: 'editing', form: seen.prefill, prefill: undefined, submitted: false };
}

const closed = { form: undefined, submitted: false, serverError: undefined };

function step(seen: Seen, s: Step): Seen {
  if (s.type === 'prefill') return settle({ ...seen, prefill: s.form });
  switch (seen.phase) {
    case 'loading':
      if (s.type === 'loaded') return settle({ ...seen, phase: 'idle', limits: s.limits, loadError: undefined });
      if (s.type === 'loadFailed') return { ...seen, phase: 'failed', loadError: s.reason };
      return seen;
    case 'failed':
      return s.type === 'retry' ? { ...seen, phase: 'loading' } : seen;
    case 'idle': {
      const present = s.type === 'request' ? open(seen.limits, s.model) : undefined;
      if (!present) return seen;
      const form = { model: present.model, rpm: String(present.rpm), tpm: String(present.tpm), reason: '' };
      return { ...seen, phase: 'editing', form, submitted: false, serverError: undefined };
    }
    case 'editing': {
      const form = seen.form as RateLimitForm;
      if (s.type === 'edit') return { ...seen, form: { ...form, ...s.patch }, serverError: undefined };
      if (s.type === 'cancel') return settle({ ...seen, phase: 'idle', ...closed });
      if (s.type !== 'submit') return seen;
      const current = seen.limits?.find((l) => l.model === form.model);
      if (Object.keys(rateLimitRequestErrors(form, current)).length > 0) return { ...seen, submitted: true };
      const sent = { model: form.model, rpm: Number(form.rpm), tpm: Number(form.tpm), reason: form.reason.trim() };
      return { ...seen, phase: 'submitting', submitted: true, sent: [...seen.sent, sent] };
    }
    case 'submitting':
      if (s.type === 'refused') return { ...seen, phase: 'editing', serverError: s.reason };
      if (s.type !== 'accepted') return seen;
      return {
        ...seen,
        phase: 'loading',
        ...closed,
        notices: [...seen.notices, { message: '提额申请已提交，审核结果将通过站内信通知', kind: 'success' }],
      };
  }
}

function pick(next: (n: number) => number): Step {
  const roll = next(20);
  if (roll < 3) return { type: 'loaded', limits: answers[next(answers.length)] };
  if (roll < 4) return { type: 'loadFailed', reason: '请求错误，请稍后重试' };
  if (roll < 5) return { type: 'retry' };
  if (roll < 8) return { type: 'request', model: models[next(models.length)] };
  if (roll < 9) return { type: 'prefill', form: prefills[next(prefills.length)] };
  if (roll < 13) return { type: 'edit', patch: patches[next(patches.length)] };
  if (roll < 16) return { type: 'submit' };
  if (roll < 17) return { type: 'cancel' };
  if (roll < 19) return { type: 'accepted' };
  return { type: 'refused', reason: '该模型已有审核中的提额申请，请等待审核结果' };
}

const eventOf = (s: Step) => {
  switch (s.type) {
    case 'retry':
      return { type: 'LIMITS.RETRY' } as const;
    case 'request':
      return { type: 'LIMITS.REQUEST', model: s.model } as const;
    case 'prefill':
      return { type: 'LIMITS.PREFILL', form: s.form } as const;
    case 'edit':
      return { type: 'LIMITS.EDIT', patch: s.patch } as const;
    case 'submit':
      return { type: 'LIMITS.SUBMIT' } as const;
    default:
      return { type: 'LIMITS.CANCEL' } as const;
  }
};

describe('rate limits and the request-for-more dialog, against the model', () => {
  const heard = noticesHeard();
  const reached = tally({
    retried: 5,
    opened: 20,
    refusedToOpen: 10,
    prefilledAtOnce: 3,
    prefilledAfterLoad: 3,
    held: 20,
    sent: 10,
    accepted: 5,
    refused: 5,
    cancelled: 5,
  });
  seededWalks({
    seeds: 80,
    steps: 60,
    initial: { phase: 'loading', submitted: false, sent: [], notices: [] },
    start: () => {
      const control = new ControlledActors();
      const actor = createActor(
        rateLimitsMachine.provide({ actors: { loadLimits: control.actor(), sendRequest: control.actor() } }),
      ).start();
      return { control, actor, sent: [] as unknown[] };
    },
    pick,
    step,
    count: (s, before, seen) => {
      if (s.type === 'retry' && before.phase === 'failed') reached.retried += 1;
      if (s.type === 'request' && before.phase === 'idle')
        reached[seen.phase === 'editing' ? 'opened' : 'refusedToOpen'] += 1;
      if (s.type === 'prefill' && seen.phase === 'editing' && before.phase === 'idle') reached.prefilledAtOnce += 1;
      if (s.type === 'loaded' && seen.phase === 'editing') reached.prefilledAfterLoad += 1;
      if (s.type === 'submit' && before.phase === 'editing' && seen.phase === 'editing') reached.held += 1;
      if (seen.sent.length > before.sent.length) reached.sent += 1;
      if (s.type === 'accepted' && before.phase === 'submitting') reached.accepted += 1;
      if (s.type === 'refused' && before.phase === 'submitting') reached.refused += 1;
      if (s.type === 'cancel' && before.phase === 'editing') reached.cancelled += 1;
    },
    drive: async ({ control, actor, sent }, s) => {
      if (s.type === 'loaded' || s.type === 'loadFailed') {
        if (control.isPending('loadLimits'))
          control.settle(
            s.type === 'loaded'
              ? { type: 'xstate.done.actor.loadLimits', output: s.limits }
              : { type: 'xstate.error.actor.loadLimits', error: new Error(s.reason) },
          );
      } else if (s.type === 'accepted' || s.type === 'refused') {
        if (control.isPending('sendRequest'))
          control.settle(
            s.type === 'accepted'
              ? { type: 'xstate.done.actor.sendRequest', output: request('qwen-max', 1) }
              : { type: 'xstate.error.actor.sendRequest', error: new Error(s.reason) },
          );
      } else {
        const sending = control.isPending('sendRequest');
        actor.send(eventOf(s));
        if (!sending && control.isPending('sendRequest')) sent.push(control.inputs.get('sendRequest'));
      }
      await flush();
    },
    check: ({ actor, sent }, seen, where) => {
      const snapshot = actor.getSnapshot();
      const { phase, sent: expectedSent, notices, ...context } = seen;
      expect(snapshot.value, where).toEqual(phase === 'loading' || phase === 'failed' ? phase : { ready: phase });
      expect(snapshot.context, where).toEqual(context);
      expect(sent, where).toEqual(expectedSent);
      expect(heard, where).toEqual(notices);
    },
    end: ({ actor }) => actor.stop(),
  });
});
