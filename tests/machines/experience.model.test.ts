import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import type { MeetingMinutes } from '../../src/api/chat';
import type { ModelSummary } from '../../src/domain/types/model.types';
import type { StreamAnswerInput } from '../../src/machines/chat';
import { chatMachine } from '../../src/machines/chat';
import { DEFAULT_MODEL, experienceMachine } from '../../src/machines/experience';
import { AUDIO_TYPE_MESSAGE } from '../../src/domain/experience';
import { ControlledActors, flush, expectEveryStateReachable, settled } from './modelHarness';

const audio = new File([new Uint8Array(10)], '例会.mp3', { type: 'audio/mpeg' });
const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
const minutes: MeetingMinutes = { fileName: '例会.mp3', durationSeconds: 60, transcript: [], summary: '## 会议摘要' };

const events = [
  { type: 'EXP.AUDIO', file: audio },
  { type: 'EXP.AUDIO', file: text },
  { type: 'EXP.AUDIO_CLEAR' },
  { type: 'EXP.SCENARIO', scenario: 'meetingMinutes' },
  { type: 'EXP.MODEL', model: 'glm-4' },
  { type: 'EXP.TEMPERATURE', value: 0.3 },
  { type: 'EXP.MAX_TOKENS', value: 512 },
  { type: 'EXP.VOICE', value: 1 },
  { type: 'EXP.PERSONA', persona: 3 },
  ...settled('loadChatModels', [], '无权限访问'),
  ...settled('transcribe', minutes, '音频大小不能超过50MB'),
];

function harness() {
  const control = new ControlledActors();
  const asked: StreamAnswerInput[] = [];
  const chat = chatMachine.provide({
    actors: {
      streamAnswer: fromCallback<AnyEventObject, StreamAnswerInput>(({ input }) => {
        asked.push(input);
      }),
    },
  });
  const machine = experienceMachine.provide({
    actors: {
      chat,
      loadChatModels: control.actor<ModelSummary[]>(),
      transcribe: control.actor<MeetingMinutes, File>(),
    },
  });
  return { control, machine, asked };
}

describe('experience machine', () => {
  const input = {};
  // Two EXP.AUDIO events differ only by their file: transitionCases tells them apart by name.
  it('reaches every state', () =>
    expectEveryStateReachable(harness().machine, {
      inputs: [input],
      events,
      serialize: (s) => JSON.stringify(s.value),
    }));

  it('sends the chosen model, parameters and persona with every question', () => {
    const { machine, asked } = harness();
    const actor = createActor(machine, { input: { model: 'glm-4', scenario: 'persona' } }).start();
    actor.send({ type: 'EXP.TEMPERATURE', value: 1.3 });
    actor.send({ type: 'EXP.MAX_TOKENS', value: 99999 });
    actor.send({ type: 'EXP.VOICE', value: 1 });
    actor.send({ type: 'EXP.PERSONA', persona: 2 });
    actor.getSnapshot().children.chat?.send({ type: 'CHAT.SEND', text: '介绍一下你自己' });
    expect(asked[0].params).toEqual({
      scenario: 'persona',
      model: 'glm-4',
      temperature: 1.3,
      maxTokens: 8192,
      voice: 1,
      persona: 2,
    });
  });

  it('each setting changed on its own reaches the next question', () => {
    const changes = [
      [{ type: 'EXP.MODEL', model: 'glm-4' }, { model: 'glm-4' }],
      [{ type: 'EXP.TEMPERATURE', value: 0.2 }, { temperature: 0.2 }],
      [{ type: 'EXP.MAX_TOKENS', value: 300.4 }, { maxTokens: 300 }],
      [{ type: 'EXP.VOICE', value: 1 }, { voice: 1 }],
      [{ type: 'EXP.PERSONA', persona: 3 }, { persona: 3 }],
    ] as const;
    for (const [event, sent] of changes) {
      const { machine, asked } = harness();
      const actor = createActor(machine, { input: {} }).start();
      actor.send(event);
      actor.getSnapshot().children.chat?.send({ type: 'CHAT.SEND', text: '你好' });
      // Opened without a model, the experience centre talks to the platform's flagship model.
      expect(asked[0].params, event.type).toEqual({
        scenario: 'onlineAnswer',
        model: 'sky-omni-pro',
        temperature: 0.7,
        maxTokens: 1024,
        voice: 0,
        persona: 1,
        ...sent,
      });
    }
  });

  it('names the audio file chosen, shows its minutes or why it failed, and forgets it on 清除', async () => {
    const { machine, control } = harness();
    const actor = createActor(machine, { input: {} }).start();
    const audioPart = () => {
      const { value, context } = actor.getSnapshot();
      const { audioName, audioError, minutes } = context;
      return { state: (value as { audio: string }).audio, audioName, audioError, minutes };
    };
    actor.send({ type: 'EXP.AUDIO', file: text });
    expect(audioPart()).toEqual({ state: 'failed', audioName: 'notes.txt', audioError: AUDIO_TYPE_MESSAGE });
    actor.send({ type: 'EXP.AUDIO', file: audio });
    expect(audioPart()).toEqual({ state: 'uploading', audioName: '例会.mp3' });
    control.settle({ type: 'xstate.done.actor.transcribe', output: minutes });
    await flush();
    expect(audioPart()).toEqual({ state: 'done', audioName: '例会.mp3', minutes });
    actor.send({ type: 'EXP.AUDIO_CLEAR' });
    expect(audioPart()).toEqual({ state: 'idle' });
    actor.send({ type: 'EXP.AUDIO', file: audio });
    control.settle({ type: 'xstate.error.actor.transcribe', error: new Error('音频大小不能超过50MB') });
    await flush();
    expect(audioPart()).toEqual({ state: 'failed', audioName: '例会.mp3', audioError: '音频大小不能超过50MB' });
  });

  it('a new scenario starts a new conversation', () => {
    const { machine } = harness();
    const actor = createActor(machine, { input: {} }).start();
    expect(actor.getSnapshot().context.model).toBe(DEFAULT_MODEL);
    const chat = actor.getSnapshot().children.chat;
    chat?.send({ type: 'CHAT.SEND', text: '你好' });
    expect(chat?.getSnapshot().context.messages).toHaveLength(2);
    actor.send({ type: 'EXP.SCENARIO', scenario: 'inspection' });
    expect(chat?.getSnapshot().context.messages).toEqual([]);
    expect(chat?.getSnapshot().context.params.scenario).toBe('inspection');
  });

  it('refuses an audio file of the wrong type without uploading it', async () => {
    const { machine } = harness();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'EXP.AUDIO', file: text });
    await flush();
    expect(actor.getSnapshot().matches({ audio: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.audioError).toBe(AUDIO_TYPE_MESSAGE);
  });
});
