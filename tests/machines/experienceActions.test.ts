import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, waitFor, type AnyEventObject } from 'xstate';
import type { MeetingMinutes } from '../../src/api/chat';
import type { ModelSummary } from '../../src/domain/types/model.types';
import { chatMachine, type StreamAnswerInput } from '../../src/machines/chat';
import { experienceMachine } from '../../src/machines/experience';
import { searchModels } from '../../src/api/model';
import { storeToken } from '../../src/machines/credentials';
import { loginAs, serveSimulatorPerTest } from '../unit/mocks/client';
import { ControlledActors } from './modelHarness';

const audio = new File([new Uint8Array(10)], '例会.mp3', { type: 'audio/mpeg' });

/** The chat child records what each question would send, and never answers. */
function recordingChat() {
  const asked: StreamAnswerInput[] = [];
  const chat = chatMachine.provide({
    actors: { streamAnswer: fromCallback<AnyEventObject, StreamAnswerInput>(({ input }) => void asked.push(input)) },
  });
  return { chat, asked };
}

function withStandIns() {
  const control = new ControlledActors();
  const { chat, asked } = recordingChat();
  const machine = experienceMachine.provide({
    actors: {
      chat,
      loadChatModels: control.actor<ModelSummary[]>(),
      transcribe: control.actor<MeetingMinutes, File>(),
    },
  });
  return { control, machine, asked };
}

describe('the experience center', () => {
  it('offers no model list until it is loaded', () => {
    const { machine } = withStandIns();
    const actor = createActor(machine, { input: {} }).start();
    expect(actor.getSnapshot().context.models).toEqual([]);
  });

  it('asks the first question with the settings it was opened with, untouched', () => {
    const { machine, asked } = withStandIns();
    const actor = createActor(machine, { input: { scenario: 'persona', model: 'glm-4' } }).start();
    actor.getSnapshot().children.chat?.send({ type: 'CHAT.SEND', text: '介绍一下你自己' });
    // Starting values: temperature 0.7, 1024 tokens, voice setting 0 (system default, SPEC section 3), persona 1 (知性贴心).
    expect(asked[0].params).toEqual({
      scenario: 'persona',
      model: 'glm-4',
      temperature: 0.7,
      maxTokens: 1024,
      voice: 0,
      persona: 1,
    });
  });

  it('transcribes the audio file that was chosen', () => {
    const { control, machine } = withStandIns();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'EXP.AUDIO', file: audio });
    expect(actor.getSnapshot().matches({ audio: 'uploading' })).toBe(true);
    expect(control.inputs.get('transcribe')).toBe(audio);
  });
});

describe('the experience center against the simulator', () => {
  serveSimulatorPerTest();

  it('offers the models that can chat, never a speech-only one', async () => {
    // The experience center is a console page: the model list answers signed-in users.
    storeToken(await loginAs('dev_person'));
    const { chat } = recordingChat();
    const actor = createActor(experienceMachine.provide({ actors: { chat } }), { input: {} }).start();
    await waitFor(actor, (s) => !s.matches({ models: 'loading' }));
    expect(actor.getSnapshot().matches({ models: 'ready' })).toBe(true);
    const ids = actor.getSnapshot().context.models.map((m) => m.id);
    // Seeded: sky-omni-pro chats; paraformer-asr only transcribes speech.
    expect(ids).toContain('sky-omni-pro');
    expect(ids).not.toContain('paraformer-asr');
    expect(actor.getSnapshot().context.models.filter((m) => m.modelType === 'speech')).toEqual([]);
    // Every model of the catalogue that chats, most used first, not a first page of them.
    const catalogue = await searchModels({ pageNum: 1, pageSize: 1000, sort: 'popular' });
    expect(catalogue.records.length).toBeGreaterThan(10);
    expect(ids).toEqual(catalogue.records.filter((m) => m.modelType !== 'speech').map((m) => m.id));
  });
});
