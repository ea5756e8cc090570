/**
 * 告警通知 against a small model written from what the product says of it, not from the machine:
 * "the page loads the settings and the delivery log together; a failed load shows the server's
 * message and 刷新 tries again. The form shows the stored thresholds and webhook address; the
 * signing secret is never shown back (its field starts empty). Typing into a field clears that
 * field's message only. 保存设置 checks the form first — error rate a whole number 1–100,
 * reminder days 1–90, rate-limit reminder 50–100, a webhook address (if any) an absolute http(s)
 * URL, and a secret of 16–128 characters, required with an address unless one is stored — and
 * shows every message at once without sending; a valid form is sent, and the server's answer
 * fills the form again (secret empty) with 告警设置已保存. A refusal keeps what was typed and shows
 * the server's message under the field it names (错误率…, 到期…, 速率…, Webhook…, 签名密钥… and
 * the secret's 填写 Webhook 地址时须设置签名密钥); one that names no field (no permission, the
 * network) shows beside the buttons until the next edit or save. 发送测试 needs a saved webhook
 * address (otherwise a warning says to save one); a sent test says so and reloads the log. 刷新
 * reloads the log; a failure is an error notice. Typing goes on while a test is sent or the log
 * reloads; while the form is being saved, or loading, it takes nothing."
 * Seeded random walks drive both with the same steps and compare what the user sees after each.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getAlertSettings, listWebhookDeliveries, saveAlertSettings, sendWebhookTest } from '../../src/api/webhook';
import type { AlertSettingsForm } from '../../src/domain/alerts';
import type { AlertSettings, WebhookDelivery } from '../../src/domain/types/alerts.types';
import { alertSettingsMachine } from '../../src/machines/alertSettings';
import type { Notice } from '../../src/machines/notify';
import { ControlledActors, expectEveryStateReachable, flush, seededWalks, settled, tally } from './modelHarness';
import { noticesHeard } from '../notices';

vi.mock('../../src/api/webhook', () => ({
  getAlertSettings: vi.fn(),
  listWebhookDeliveries: vi.fn(),
  saveAlertSettings: vi.fn(),
  sendWebhookTest: vi.fn(),
}));

const heard = noticesHeard();

// The invoke ids XState gives the machine's requests (it names none itself).
const LOAD = '0.alertSettings.loading';
const SAVE = '0.alertSettings.saving';
const TEST = '0.alertSettings.testing';
const LOG = '0.alertSettings.refreshing';

type Field = keyof AlertSettingsForm;
const FIELDS: Field[] = ['errorRatePercent', 'expiryDays', 'rateLimitPercent', 'webhookUrl', 'webhookSecret'];

const msg = {
  errorRate: '错误率阈值须为 1 到 100 之间的整数（%）',
  expiryDays: '到期提醒天数须为 1 到 90 之间的整数',
  rateLimit: '速率提醒阈值须为 50 到 100 之间的整数（%）',
  urlInvalid: 'Webhook 地址须为 http:// 或 https:// 开头的完整网址',
  secretRequired: '填写 Webhook 地址时须设置签名密钥',
  secretShort: '签名密钥至少16个字符',
  secretLong: '签名密钥不能超过128个字符',
  noWebhook: '请先保存 Webhook 地址与签名密钥',
  saved: '告警设置已保存',
  testSent: '测试消息已发送，请查看投递记录',
};

const delivery = (id: string, status: WebhookDelivery['status']): WebhookDelivery => ({
  id,
  event: 'test',
  eventName: 'webhook.test',
  url: 'https://hooks.demo.test/alerts',
  body: `{"id":"${id}"}`,
  createTime: '2026-11-01T08:00:00Z',
  status,
  nextAttemptAt: status === 'pending' ? '2026-11-01T08:01:00Z' : '',
  attempts: [
    { n: 1, time: '2026-11-01T08:00:00Z', timestamp: 1793520000, signature: 'sha256=ab', outcome: 200, durationMs: 35 },
  ],
});
const logs: WebhookDelivery[][] = [
  [],
  [delivery('d1', 'delivered')],
  [delivery('d2', 'pending'), delivery('d1', 'delivered')],
];

/** What the server may hold: nothing set up, or an address with a stored secret. */
const stored: AlertSettings[] = [
  { errorRatePercent: 20, expiryDays: 7, rateLimitPercent: 80, webhookUrl: '', webhookSecretTail: '' },
  {
    errorRatePercent: 10,
    expiryDays: 3,
    rateLimitPercent: 90,
    webhookUrl: 'https://hooks.demo.test/alerts',
    webhookSecretTail: 'cdef',
  },
];

/** The form showing what the server holds, restated: numbers as text, the secret never shown. */
const formShowing = (s: AlertSettings): AlertSettingsForm => ({
  errorRatePercent: `${s.errorRatePercent}`,
  expiryDays: `${s.expiryDays}`,
  rateLimitPercent: `${s.rateLimitPercent}`,
  webhookUrl: s.webhookUrl,
  webhookSecret: '',
});

/** The form's rules, restated. */
function problems(form: AlertSettingsForm, secretStored: boolean): Partial<Record<Field, string>> {
  const whole = (v: string, min: number, max: number) => /^\d+$/.test(v.trim()) && +v >= min && +v <= max;
  const found: Partial<Record<Field, string>> = {};
  if (!whole(form.errorRatePercent, 1, 100)) found.errorRatePercent = msg.errorRate;
  if (!whole(form.expiryDays, 1, 90)) found.expiryDays = msg.expiryDays;
  if (!whole(form.rateLimitPercent, 50, 100)) found.rateLimitPercent = msg.rateLimit;
  const url = form.webhookUrl.trim();
  const secret = form.webhookSecret.trim();
  if (url && !/^https?:\/\/[^\s/]+/.test(url)) found.webhookUrl = msg.urlInvalid;
  if (url && !secret && !secretStored) found.webhookSecret = msg.secretRequired;
  else if (secret && secret.length < 16) found.webhookSecret = msg.secretShort;
  else if (secret.length > 128) found.webhookSecret = msg.secretLong;
  return found;
}

/** The field a refusal is about, by how the server's message starts; none for the whole save. */
const fieldNamed = (message: string): Field | undefined =>
  message.startsWith('错误率')
    ? 'errorRatePercent'
    : message.startsWith('到期')
      ? 'expiryDays'
      : message.startsWith('速率')
        ? 'rateLimitPercent'
        : message.startsWith('Webhook')
          ? 'webhookUrl'
          : message.startsWith('签名密钥') || message === msg.secretRequired
            ? 'webhookSecret'
            : undefined;

/** What the server answers a save with: what it now holds (the secret only by its tail). */
const answerTo = (form: AlertSettingsForm, before: AlertSettings | undefined): AlertSettings => {
  const url = form.webhookUrl.trim();
  const secret = form.webhookSecret.trim();
  return {
    errorRatePercent: Number(form.errorRatePercent),
    expiryDays: Number(form.expiryDays),
    rateLimitPercent: Number(form.rateLimitPercent),
    webhookUrl: url,
    webhookSecretTail: url ? (secret ? secret.slice(-4) : (before?.webhookSecretTail ?? '')) : '',
  };
};

type Phase = 'loading' | 'failed' | 'editing' | 'saving' | 'testing' | 'refreshing';
type Call = ['load'] | ['save', AlertSettingsForm] | ['test'] | ['log'];
type Step =
  | { type: 'field'; field: Field; value: string }
  | { type: 'save' }
  | { type: 'test' }
  | { type: 'refresh' }
  | { type: 'serverAccepts'; variant: number }
  | { type: 'serverRefuses'; message: string };

interface Seen {
  phase: Phase;
  settings?: AlertSettings;
  form: AlertSettingsForm;
  flagged: Partial<Record<Field, string>>;
  deliveries: WebhookDelivery[];
  loadError?: string;
  /** A refused save that names no field. */
  refusal?: string;
  calls: Call[];
  notices: Notice[];
}

function step(seen: Seen, s: Step): Seen {
  const { phase } = seen;
  const say = (message: string, kind: Notice['kind']) => [...seen.notices, { message, kind }];
  switch (s.type) {
    case 'field':
      if (!['editing', 'testing', 'refreshing'].includes(phase)) return seen;
      return {
        ...seen,
        refusal: undefined,
        form: { ...seen.form, [s.field]: s.value },
        flagged: Object.fromEntries(Object.entries(seen.flagged).filter(([f]) => f !== s.field)),
      };
    case 'save': {
      if (phase !== 'editing') return seen;
      const found = problems(seen.form, Boolean(seen.settings?.webhookSecretTail));
      if (Object.keys(found).length) return { ...seen, flagged: found };
      return { ...seen, phase: 'saving', refusal: undefined, calls: [...seen.calls, ['save', seen.form]] };
    }
    case 'test':
      if (phase !== 'editing') return seen;
      return seen.settings?.webhookUrl
        ? { ...seen, phase: 'testing', calls: [...seen.calls, ['test']] }
        : { ...seen, notices: say(msg.noWebhook, 'warning') };
    case 'refresh':
      if (phase === 'failed') return { ...seen, phase: 'loading', calls: [...seen.calls, ['load']] };
      return phase === 'editing' ? { ...seen, phase: 'refreshing', calls: [...seen.calls, ['log']] } : seen;
    case 'serverAccepts':
      switch (phase) {
        case 'loading': {
          const settings = stored[s.variant % stored.length];
          return {
            ...seen,
            phase: 'editing',
            settings,
            form: formShowing(settings),
            flagged: {},
            deliveries: logs[s.variant % logs.length],
            loadError: undefined,
          };
        }
        case 'saving': {
          const settings = answerTo(seen.form, seen.settings);
          return {
            ...seen,
            phase: 'editing',
            settings,
            form: formShowing(settings),
            flagged: {},
            notices: say(msg.saved, 'success'),
          };
        }
        case 'testing':
          return {
            ...seen,
            phase: 'refreshing',
            calls: [...seen.calls, ['log']],
            notices: say(msg.testSent, 'success'),
          };
        case 'refreshing':
          return { ...seen, phase: 'editing', deliveries: logs[s.variant % logs.length] };
        default:
          return seen;
      }
    case 'serverRefuses':
      switch (phase) {
        case 'loading':
          return { ...seen, phase: 'failed', loadError: s.message };
        case 'saving': {
          const field = fieldNamed(s.message);
          return field
            ? { ...seen, phase: 'editing', flagged: { [field]: s.message } }
            : { ...seen, phase: 'editing', refusal: s.message };
        }
        case 'testing':
          return { ...seen, phase: 'editing' };
        case 'refreshing':
          return { ...seen, phase: 'editing', notices: say(s.message, 'error') };
        default:
          return seen;
      }
  }
}

const values: Record<Field, string[]> = {
  errorRatePercent: ['20', '1', '100', ' 35 ', '0', '101', '3.5', '', 'abc'],
  expiryDays: ['7', '1', '90', ' 14 ', '0', '91', '-3'],
  rateLimitPercent: ['80', '50', '100', '49', '101', ''],
  webhookUrl: [
    '',
    'https://hooks.demo.test/alerts',
    ' http://timeout.example.com/a ',
    'https://hooks.demo.test/b',
    'ftp://hooks.example.com',
    'hooks.example.com/a',
    'https://',
  ],
  webhookSecret: [
    '',
    '   ',
    '0123456789abcdef',
    ' 0123456789abcdef-long ',
    'short-secret',
    'x'.repeat(128),
    'x'.repeat(129),
  ],
};
const refusals = [
  msg.errorRate,
  msg.expiryDays,
  msg.rateLimit,
  msg.urlInvalid,
  msg.secretShort,
  msg.secretRequired,
  '请求过于频繁，请稍后再试',
  '无权限访问',
];

function pick(next: (n: number) => number, seen: Seen): Step {
  const roll = next(24);
  const pending = !['editing', 'failed'].includes(seen.phase);
  if (pending && roll < 12)
    return roll < 7
      ? { type: 'serverAccepts', variant: next(6) }
      : { type: 'serverRefuses', message: refusals[next(refusals.length)] };
  if (roll < 13) {
    // Mostly good values, so that saves get through.
    const field = FIELDS[next(FIELDS.length)];
    const choices = values[field];
    return { type: 'field', field, value: choices[next(2) ? next(Math.min(3, choices.length)) : next(choices.length)] };
  }
  if (roll < 18) return { type: 'save' };
  if (roll < 20) return { type: 'test' };
  if (roll < 22) return { type: 'refresh' };
  return roll < 23 ? { type: 'serverAccepts', variant: next(6) } : { type: 'serverRefuses', message: '无权限访问' };
}

const IDS: Record<Exclude<Phase, 'editing' | 'failed'>, string> = {
  loading: LOAD,
  saving: SAVE,
  testing: TEST,
  refreshing: LOG,
};

function harness() {
  const control = new ControlledActors();
  const actor = createActor(
    alertSettingsMachine.provide({
      actors: {
        load: control.actor(),
        save: control.actor(),
        sendTest: control.actor(),
        loadDeliveries: control.actor(),
      },
    }),
  ).start();
  return { control, actor };
}

/** The messages the user sees under the fields. */
const shown = (errors: Partial<Record<Field, string>>) =>
  Object.fromEntries(Object.entries(errors).filter(([, message]) => message));

describe('告警通知, against the model', () => {
  /** What the walks reached. */
  const reached = tally({ saved: 5, refused: 5, flagged: 5, tested: 5, noWebhook: 5, logFailed: 5, loadFailed: 5 });
  seededWalks({
    seeds: 150,
    steps: 40,
    initial: {
      phase: 'loading',
      form: formShowing(stored[0]),
      flagged: {},
      deliveries: [],
      calls: [['load']],
      notices: [],
    },
    start: () => ({ ...harness(), calls: [['load']] as Call[] }),
    pick,
    step,
    count: (s, before, seen) => {
      if (s.type === 'serverAccepts' && before.phase === 'saving') reached.saved += 1;
      if (s.type === 'serverRefuses' && before.phase === 'saving') reached.refused += 1;
      if (s.type === 'serverRefuses' && before.phase === 'refreshing') reached.logFailed += 1;
      if (s.type === 'serverRefuses' && before.phase === 'loading') reached.loadFailed += 1;
      if (s.type === 'serverAccepts' && before.phase === 'testing') reached.tested += 1;
      if (s.type === 'save' && before.phase === 'editing' && seen.phase === 'editing') reached.flagged += 1;
      if (seen.notices.length > before.notices.length && s.type === 'test') reached.noWebhook += 1;
    },
    drive: async ({ control, actor, calls }, s, before, seen, at) => {
      if (s.type === 'field') actor.send({ type: 'ALERTS.FIELD', field: s.field, value: s.value });
      else if (s.type === 'save') actor.send({ type: 'ALERTS.SAVE' });
      else if (s.type === 'test') actor.send({ type: 'ALERTS.TEST' });
      else if (s.type === 'refresh') actor.send({ type: 'ALERTS.REFRESH' });
      else {
        const id = [LOAD, SAVE, TEST, LOG].find((p) => control.isPending(p));
        if (id) {
          const variant = s.type === 'serverAccepts' ? s.variant : 0;
          const output =
            id === LOAD
              ? { settings: stored[variant % stored.length], deliveries: logs[variant % logs.length] }
              : id === SAVE
                ? answerTo(before.form, before.settings)
                : id === TEST
                  ? delivery('d9', 'pending')
                  : logs[variant % logs.length];
          control.answer(id, s.type === 'serverAccepts' ? { output } : { error: new Error(s.message) });
          await flush();
        }
      }
      if (seen.calls.length > before.calls.length) {
        const last = seen.calls[seen.calls.length - 1];
        const id = IDS[seen.phase as keyof typeof IDS];
        expect(id && control.isPending(id), `${at}: ${last[0]} sent`).toBe(true);
        calls.push(last[0] === 'save' ? ['save', control.inputs.get(SAVE) as AlertSettingsForm] : last);
      }
    },
    check: ({ actor, calls }, seen, where) => {
      const { value, context } = actor.getSnapshot();
      expect(value, where).toBe(seen.phase);
      if (seen.phase === 'failed') expect(context.loadError, where).toBe(seen.loadError);
      else if (seen.phase !== 'loading') {
        expect(context.settings, where).toEqual(seen.settings);
        expect(context.form, where).toEqual(seen.form);
        expect(shown(context.errors), where).toEqual(seen.flagged);
        expect(context.refusal, where).toBe(seen.refusal);
        expect(context.deliveries, where).toEqual(seen.deliveries);
      }
      expect(calls, where).toEqual(seen.calls);
      expect(heard, where).toEqual(seen.notices);
    },
  });
});

describe('alertSettings machine', () => {
  it('reaches every state', () =>
    expectEveryStateReachable(alertSettingsMachine, {
      events: [
        ...settled(LOAD, { settings: stored[1], deliveries: logs[1] }, '无权限访问'),
        ...settled(SAVE, stored[1], msg.urlInvalid),
        ...settled(TEST, delivery('d9', 'pending'), '请求错误，请稍后重试'),
        ...settled(LOG, logs[2], '请求错误，请稍后重试'),
        { type: 'ALERTS.FIELD', field: 'errorRatePercent', value: '30' },
        { type: 'ALERTS.SAVE' },
        { type: 'ALERTS.TEST' },
        { type: 'ALERTS.REFRESH' },
      ],
      serialize: ((s: { value: unknown; context: { form: unknown; settings?: unknown } }) =>
        JSON.stringify([s.value, s.context.form, s.context.settings])) as never,
    }));

  it('before the first answer, holds the defaults every account starts with: 20 %, 7 days, 80 %, no webhook', () => {
    const { actor } = harness();
    expect(actor.getSnapshot().context).toEqual({
      form: { errorRatePercent: '20', expiryDays: '7', rateLimitPercent: '80', webhookUrl: '', webhookSecret: '' },
      errors: {},
      deliveries: [],
    });
  });

  it('keeps a stored secret when its field is left empty, and asks for one when none is stored', async () => {
    const { actor, control } = harness();
    control.settle({ type: `xstate.done.actor.${LOAD}`, output: { settings: stored[1], deliveries: [] } });
    await flush();
    actor.send({ type: 'ALERTS.FIELD', field: 'webhookUrl', value: 'https://hooks.demo.test/b' });
    actor.send({ type: 'ALERTS.SAVE' });
    expect(actor.getSnapshot().value).toBe('saving');
    control.settle({ type: `xstate.done.actor.${SAVE}`, output: stored[0] });
    await flush();
    actor.send({ type: 'ALERTS.FIELD', field: 'webhookUrl', value: 'https://hooks.demo.test/b' });
    actor.send({ type: 'ALERTS.SAVE' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(shown(actor.getSnapshot().context.errors)).toEqual({ webhookSecret: msg.secretRequired });
  });
});

describe('what reaches the server, through the machine’s own requests', () => {
  it('loads settings and log together, sends numbers and trimmed text, tests and reloads the log', async () => {
    const page = (records: WebhookDelivery[]) => ({
      records,
      total: records.length,
      pageNum: 1,
      pageSize: 10,
      pages: 1,
    });
    vi.mocked(getAlertSettings).mockResolvedValue(stored[1]);
    vi.mocked(listWebhookDeliveries).mockResolvedValueOnce(page(logs[1])).mockResolvedValueOnce(page(logs[2]));
    vi.mocked(saveAlertSettings).mockResolvedValue(stored[1]);
    vi.mocked(sendWebhookTest).mockResolvedValue(delivery('d2', 'pending'));
    const actor = createActor(alertSettingsMachine).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      settings: stored[1],
      deliveries: logs[1],
      form: formShowing(stored[1]),
    });

    actor.send({ type: 'ALERTS.FIELD', field: 'errorRatePercent', value: ' 35 ' });
    actor.send({ type: 'ALERTS.FIELD', field: 'expiryDays', value: '14' });
    actor.send({ type: 'ALERTS.FIELD', field: 'rateLimitPercent', value: '95' });
    actor.send({ type: 'ALERTS.FIELD', field: 'webhookUrl', value: ' https://hooks.demo.test/b ' });
    actor.send({ type: 'ALERTS.FIELD', field: 'webhookSecret', value: ' 0123456789abcdef ' });
    actor.send({ type: 'ALERTS.SAVE' });
    await flush();
    expect(saveAlertSettings).toHaveBeenCalledWith({
      errorRatePercent: 35,
      expiryDays: 14,
      rateLimitPercent: 95,
      webhookUrl: 'https://hooks.demo.test/b',
      webhookSecret: '0123456789abcdef',
    });

    actor.send({ type: 'ALERTS.TEST' });
    await flush();
    await flush();
    expect(sendWebhookTest).toHaveBeenCalledTimes(1);
    expect(listWebhookDeliveries).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.deliveries).toEqual(logs[2]);
    expect(heard).toEqual([
      { message: msg.saved, kind: 'success' },
      { message: msg.testSent, kind: 'success' },
    ]);
  });
});
