import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import { chatMachine, isAnswering, type ChatMessage, type StreamAnswerInput } from '../../src/machines/chat';
import { expectEveryStateReachable } from './modelHarness';

const history: ChatMessage[] = [
  { id: 'h1', role: 'user', content: '你好', status: 'done' },
  { id: 'h2', role: 'assistant', content: '您好！', status: 'done' },
];

const events = [
  { type: 'CHAT.SEND', text: '平台怎么计费？' },
  { type: 'CHAT.SEND', text: '   ' },
  { type: 'CHAT.STOP' },
  { type: 'CHAT.REGENERATE' },
  { type: 'CHAT.RETRY' },
  { type: 'CHAT.RESET' },
  { type: 'CHAT.RESET', messages: history },
  { type: 'CHAT.PARAMS', params: { temperature: 0.3 } },
  { type: 'CHAT.DELTA', text: '按调用量' },
  { type: 'CHAT.DONE' },
  { type: 'CHAT.FAILED', error: '模型繁忙' },
];

/** A streamAnswer that records what it was asked and whether it was stopped (aborted). */
function recordingStream() {
  const calls: { input: StreamAnswerInput; stopped: boolean }[] = [];
  const actor = fromCallback<AnyEventObject, StreamAnswerInput>(({ input }) => {
    const call = { input, stopped: false };
    calls.push(call);
    return () => {
      call.stopped = true;
    };
  });
  return { calls, machine: chatMachine.provide({ actors: { streamAnswer: actor } }) };
}

// The guards read how many questions exist; state value + that count identifies a state.
const serialize = (s: { value: unknown; context: { messages: ChatMessage[] } }) =>
  `${JSON.stringify(s.value)}|${s.context.messages.some((m) => m.role === 'user')}`;

describe('chat machine', () => {
  it('reaches every state', () => expectEveryStateReachable(chatMachine, { inputs: [{}], events, serialize }));

  it('streams an answer into the last message and passes the conversation and params', () => {
    const { calls, machine } = recordingStream();
    const actor = createActor(machine, { input: { messages: history, params: { scenario: 'onlineAnswer' } } }).start();
    actor.send({ type: 'CHAT.PARAMS', params: { temperature: 0.2 } });
    actor.send({ type: 'CHAT.SEND', text: ' 怎么计费？ ' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(calls[0].input.params).toEqual({ scenario: 'onlineAnswer', temperature: 0.2 });
    expect(calls[0].input.messages.map((m) => m.content)).toEqual(['你好', '您好！', '怎么计费？']);
    actor.send({ type: 'CHAT.DELTA', text: '按' });
    actor.send({ type: 'CHAT.DELTA', text: '调用量计费' });
    expect(actor.getSnapshot().value).toBe('streaming');
    actor.send({ type: 'CHAT.DONE' });
    const last = actor.getSnapshot().context.messages.at(-1);
    expect(last).toMatchObject({ role: 'assistant', content: '按调用量计费', status: 'done' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('stop keeps the partial answer, marks it stopped and aborts the stream', () => {
    const { calls, machine } = recordingStream();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'CHAT.SEND', text: '写一首诗' });
    actor.send({ type: 'CHAT.DELTA', text: '床前' });
    actor.send({ type: 'CHAT.STOP' });
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(calls[0].stopped).toBe(true);
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ content: '床前', status: 'stopped' });
  });

  it('regenerate replaces the last answer and re-asks the same question', () => {
    const { calls, machine } = recordingStream();
    const actor = createActor(machine, { input: { messages: history } }).start();
    actor.send({ type: 'CHAT.REGENERATE' });
    const messages = actor.getSnapshot().context.messages;
    expect(messages).toHaveLength(2);
    expect(messages[1]).toMatchObject({ role: 'assistant', content: '', status: 'streaming' });
    expect(calls[0].input.messages.map((m) => m.content)).toEqual(['你好']);
  });

  it('a failure keeps what arrived, shows the error, and retry asks again', () => {
    const { calls, machine } = recordingStream();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'CHAT.SEND', text: '介绍一下' });
    actor.send({ type: 'CHAT.DELTA', text: '平台' });
    actor.send({ type: 'CHAT.FAILED', error: '模型繁忙' });
    expect(actor.getSnapshot().context.error).toBe('模型繁忙');
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ content: '平台', status: 'error' });
    actor.send({ type: 'CHAT.RETRY' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(actor.getSnapshot().context.messages).toHaveLength(2);
    // The failed answer gives way to a fresh one; the retried request carries only the question.
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ content: '', status: 'streaming' });
    expect(calls[1].input.messages.map((m) => m.content)).toEqual(['介绍一下']);
    expect(calls).toHaveLength(2);
  });

  it('reset during a stream aborts it and loads the given history', () => {
    const { calls, machine } = recordingStream();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'CHAT.SEND', text: '你好' });
    actor.send({ type: 'CHAT.RESET', messages: history });
    expect(calls[0].stopped).toBe(true);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.messages).toEqual(history);
  });

  it('ignores a new question while an answer is on its way', () => {
    const { calls, machine } = recordingStream();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'CHAT.SEND', text: '一' });
    expect(actor.getSnapshot().can({ type: 'CHAT.SEND', text: '二' })).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('a blank question is not sent', () => {
    const { calls, machine } = recordingStream();
    const actor = createActor(machine, { input: { messages: history } }).start();
    for (const text of ['', '   ', ' \n\t ']) actor.send({ type: 'CHAT.SEND', text });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.messages).toEqual(history);
    expect(calls).toHaveLength(0);
  });

  it('regenerate needs a question to re-ask', () => {
    const greeting: ChatMessage = { id: 'g1', role: 'assistant', content: '您好，我是智能助手', status: 'done' };
    for (const messages of [[], [greeting]]) {
      const { calls, machine } = recordingStream();
      const actor = createActor(machine, { input: { messages } }).start();
      actor.send({ type: 'CHAT.REGENERATE' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.messages).toEqual(messages);
      expect(calls).toHaveLength(0);
    }
  });

  it('regenerate after a question left without answer keeps that question', () => {
    const unanswered: ChatMessage[] = [...history, { id: 'h3', role: 'user', content: '怎么计费？', status: 'done' }];
    const { calls, machine } = recordingStream();
    const actor = createActor(machine, { input: { messages: unanswered } }).start();
    actor.send({ type: 'CHAT.REGENERATE' });
    expect(actor.getSnapshot().context.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', '你好'],
      ['assistant', '您好！'],
      ['user', '怎么计费？'],
      ['assistant', ''],
    ]);
    expect(calls[0].input.messages.map((m) => m.content)).toEqual(['你好', '您好！', '怎么计费？']);
  });

  it('gives every message its own id', () => {
    const { machine } = recordingStream();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'CHAT.SEND', text: '一' });
    actor.send({ type: 'CHAT.DONE' });
    actor.send({ type: 'CHAT.SEND', text: '二' });
    const ids = actor.getSnapshot().context.messages.map((m) => m.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).not.toBe('');
  });

  it('stop before the first token keeps the empty answer, marked stopped', () => {
    const { calls, machine } = recordingStream();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'CHAT.SEND', text: '写一首诗' });
    actor.send({ type: 'CHAT.STOP' });
    expect(calls[0].stopped).toBe(true);
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ content: '', status: 'stopped' });
  });

  it('after a stop, regenerate replaces the stopped answer and a blank question is not sent', () => {
    const { calls, machine } = recordingStream();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'CHAT.SEND', text: '写一首诗' });
    actor.send({ type: 'CHAT.DELTA', text: '床前' });
    actor.send({ type: 'CHAT.STOP' });
    actor.send({ type: 'CHAT.SEND', text: '  ' });
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(calls).toHaveLength(1);
    actor.send({ type: 'CHAT.REGENERATE' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context.messages.map((m) => [m.role, m.content, m.status])).toEqual([
      ['user', '写一首诗', 'done'],
      ['assistant', '', 'streaming'],
    ]);
    expect(calls[1].input.messages.map((m) => m.content)).toEqual(['写一首诗']);
  });

  it('after a failure, a new question is asked below the failed answer, and a blank one is not sent', () => {
    const { calls, machine } = recordingStream();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'CHAT.SEND', text: '介绍一下' });
    actor.send({ type: 'CHAT.FAILED', error: '模型繁忙' });
    actor.send({ type: 'CHAT.SEND', text: ' ' });
    expect(actor.getSnapshot().value).toBe('error');
    expect(calls).toHaveLength(1);
    actor.send({ type: 'CHAT.SEND', text: ' 换个问题 ' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context.error).toBeUndefined();
    expect(actor.getSnapshot().context.messages.map((m) => [m.role, m.content, m.status])).toEqual([
      ['user', '介绍一下', 'done'],
      ['assistant', '', 'error'],
      ['user', '换个问题', 'done'],
      ['assistant', '', 'streaming'],
    ]);
  });

  it('a finished or failed answer lets its stream go, with or without a token in', () => {
    for (const end of [{ type: 'CHAT.DONE' }, { type: 'CHAT.FAILED', error: '模型繁忙' }] as const) {
      for (const tokens of [[], ['好']]) {
        const { calls, machine } = recordingStream();
        const actor = createActor(machine, { input: {} }).start();
        actor.send({ type: 'CHAT.SEND', text: '一' });
        for (const text of tokens) actor.send({ type: 'CHAT.DELTA', text });
        actor.send(end);
        expect(calls[0].stopped).toBe(true);
        expect(actor.getSnapshot().children).toEqual({});
      }
    }
  });

  it('answering (the stop button shows) while sending and streaming only', () => {
    const { machine } = recordingStream();
    const actor = createActor(machine, { input: {} }).start();
    const seen: [unknown, boolean][] = [[actor.getSnapshot().value, isAnswering(actor.getSnapshot())]];
    const step = (event: Parameters<typeof actor.send>[0]) => {
      actor.send(event);
      seen.push([actor.getSnapshot().value, isAnswering(actor.getSnapshot())]);
    };
    step({ type: 'CHAT.SEND', text: '一' });
    step({ type: 'CHAT.DELTA', text: '好' });
    step({ type: 'CHAT.STOP' });
    step({ type: 'CHAT.REGENERATE' });
    step({ type: 'CHAT.FAILED', error: '模型繁忙' });
    expect(seen).toEqual([
      ['idle', false],
      ['sending', true],
      ['streaming', true],
      ['stopped', false],
      ['sending', true],
      ['error', false],
    ]);
  });
});
