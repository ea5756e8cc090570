/**
 * /op-qa/api/dialogueRecord/v1: the records of a session, newest first page by page (the
 * dialogue shows them upward), and hiding a record. The streamed answer that writes records
 * lives in mocks/handlers/appDialogue.ts.
 */
import { http } from 'msw';
import { paths } from '../../src/api/paths';
import type { DialogueRecord } from '../../src/domain/types/qa.types';
import { tables, type DialogueRecordRow } from '../db/models';
import { pageOf } from '../rules/paging';
import { ok, query, refuse, sessionPost, text, url, withSession } from '../rules/respond';
import { ownSession } from './appSession';
import { compareText } from '../../src/domain/ordering';

const toRecord = ({ id, sessionId, question, answer, createTime }: DialogueRecordRow): DialogueRecord => ({
  id,
  sessionId,
  question,
  answer,
  createTime,
});

export const qaHandlers = [
  sessionPost<{ sessionId: string; pageNum: number; pageSize: number }>(paths.qa.sessionPage, (body, { user }) => {
    const session = ownSession(text(body.sessionId), user);
    const rows = tables.dialogueRecord
      .filter((r) => r.sessionId === session.id && !r.hidden)
      .sort((a, b) => compareText(b.createTime, a.createTime) || Number(b.id) - Number(a.id));
    return ok(pageOf(rows, body, toRecord));
  }),

  http.put(
    url(paths.qa.noDisplay(':id')),
    withSession(async ({ params, request, user }) => {
      const session = ownSession(query(request).get('sessionId') ?? '', user);
      const record = tables.dialogueRecord.get(String(params.id));
      if (!record || record.sessionId !== session.id) refuse('对话记录不存在');
      await tables.dialogueRecord.patch(record.id, { hidden: true });
      return ok(true);
    }),
  ),
];
