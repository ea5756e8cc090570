/**
 * The streamed answer of an app dialogue (paths.qa.appStream, assumed): the app's "model"
 * answers in the app's voice, and the question with its answer becomes a dialogue record of
 * the session (retitling a new session by its first question), as the platform records them.
 */
import { paths } from '../../src/api/paths';
import { NEW_SESSION_TITLE, PLACEHOLDER_APP_ID, PLACEHOLDER_APP_NAME, sessionTitleFrom } from '../../src/domain/apps';
import { tables } from '../db/models';
import { composeAnswer } from '../rules/answers';
import { nowIso } from '../rules/clock';
import { refuse, sessionPost, text } from '../rules/respond';
import { checkLengths } from '../rules/textLimits';
import { chunkText, streamResponse } from '../rules/stream';
import { ownSession } from './appSession';

export const dialogueMessages = { emptyQuestion: '请输入问题' } as const;

/** Real-time pauses between chunks; tests set 0 so a whole answer arrives at once. */
let chunkDelayMs: number | undefined;
export function setAppStreamDelay(ms: number | undefined): void {
  chunkDelayMs = ms;
}

export const appDialogueHandlers = [
  sessionPost<{ sessionId: string; question: string }>(paths.qa.appStream, async (body, { user, request }) => {
    const session = ownSession(text(body.sessionId), user);
    const question = text(body.question);
    if (!question) refuse(dialogueMessages.emptyQuestion, 400);
    checkLengths({ question });
    const appName =
      session.appId === PLACEHOLDER_APP_ID
        ? PLACEHOLDER_APP_NAME
        : (tables.app.get(session.appId)?.appName ?? PLACEHOLDER_APP_NAME);
    const answer = composeAnswer({ prompt: question, appName, origin: new URL(request.url).origin });
    const time = nowIso();
    await tables.dialogueRecord.insert({
      sessionId: session.id,
      userId: user.id,
      question,
      answer,
      hidden: false,
      createTime: time,
    });
    await tables.appSession.patch(session.id, {
      updateTime: time,
      ...(session.title === NEW_SESSION_TITLE ? { title: sessionTitleFrom(question) } : {}),
    });
    return streamResponse(chunkText(answer), {
      signal: request.signal,
      ...(chunkDelayMs === undefined ? {} : { delayMs: chunkDelayMs }),
    });
  }),
];
