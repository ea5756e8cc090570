import { fromCallback, type AnyEventObject } from 'xstate';
import { errorMessage } from '../api/http';
import { streamAppAnswer } from '../api/qa';
import { chatMachine, type StreamAnswerInput } from './chat';

/**
 * The shared chat machine answering through an app session: the question goes to the app
 * dialogue stream with the session id (params.sessionId), and the platform records it there.
 */
export const streamAppSessionAnswer = fromCallback<AnyEventObject, StreamAnswerInput>(({ sendBack, input }) => {
  const controller = new AbortController();
  const question = [...input.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  streamAppAnswer(
    { sessionId: typeof input.params.sessionId === 'string' ? input.params.sessionId : '', question },
    { onDelta: (text) => sendBack({ type: 'CHAT.DELTA', text }), signal: controller.signal },
  )
    .then(() => sendBack({ type: 'CHAT.DONE' }))
    .catch((error: unknown) => {
      if (!controller.signal.aborted) sendBack({ type: 'CHAT.FAILED', error: errorMessage(error) });
    });
  return () => controller.abort();
});

export const appChatMachine = chatMachine.provide({ actors: { streamAnswer: streamAppSessionAnswer } });
