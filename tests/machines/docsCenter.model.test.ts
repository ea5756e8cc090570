import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { docsCenterMachine } from '../../src/machines/docsCenter';
import { buildDocsIndex } from '../../src/machines/docsSearch';

// Two small documents: a (甲文档, headings 上传 and 计费) and b (乙文档, heading 上传).
const index = buildDocsIndex([
  { slug: 'a', markdown: '# 甲文档\n\n## 上传\n\n支持 PDF。\n\n## 计费\n\n按量计费。' },
  { slug: 'b', markdown: '# 乙文档\n\n## 上传\n\n批量上传。' },
]);
const start = (input: { doc?: string; heading?: string } = {}) =>
  createActor(docsCenterMachine, { input: { index, ...input } }).start();
const context = (actor: ReturnType<typeof start>) => actor.getSnapshot().context;

describe('docs center reading state', () => {
  it('starts on the first document with no search, or where the address points', () => {
    expect(context(start())).toMatchObject({ doc: 'a', heading: undefined, jump: 0, query: '', results: [] });
    expect(context(start({ doc: 'b', heading: '上传' }))).toMatchObject({ doc: 'b', heading: '上传', jump: 0 });
    // A heading of a document that does not exist is not carried to the first one.
    expect(context(start({ doc: 'zzz', heading: '上传' }))).toMatchObject({ doc: 'a', heading: undefined });
  });

  it('has no document to open in an empty guide', () => {
    expect(
      createActor(docsCenterMachine, { input: { index: buildDocsIndex([]) } })
        .start()
        .getSnapshot().context.doc,
    ).toBe('');
  });

  it('opens a chosen document or heading, each choice a new jump even to the same place', () => {
    const actor = start();
    actor.send({ type: 'DOCS.OPEN', doc: 'a', heading: '计费' });
    expect(context(actor)).toMatchObject({ doc: 'a', heading: '计费', jump: 1 });
    actor.send({ type: 'DOCS.OPEN', doc: 'a', heading: '计费' });
    expect(context(actor).jump).toBe(2);
    actor.send({ type: 'DOCS.OPEN', doc: 'nope' });
    expect(context(actor)).toMatchObject({ doc: 'a', heading: '计费', jump: 2 });
  });

  it('follows the address to another document or another heading, but not to where it already is or to no document', () => {
    const actor = start({ doc: 'a' });
    actor.send({ type: 'DOCS.ROUTE', doc: 'a' });
    expect(context(actor).jump).toBe(0);
    // Another document, the same (no) heading.
    actor.send({ type: 'DOCS.ROUTE', doc: 'b' });
    expect(context(actor)).toMatchObject({ doc: 'b', heading: undefined, jump: 1 });
    // The same document, another heading.
    actor.send({ type: 'DOCS.ROUTE', doc: 'b', heading: '上传' });
    expect(context(actor)).toMatchObject({ doc: 'b', heading: '上传', jump: 2 });
    actor.send({ type: 'DOCS.ROUTE', doc: 'nope', heading: '上传' });
    expect(context(actor)).toMatchObject({ doc: 'b', heading: '上传', jump: 2 });
  });

  it('keeps the query and its results apart from the open document', () => {
    const actor = start({ doc: 'b' });
    actor.send({ type: 'DOCS.SEARCH', query: '计费' });
    expect(context(actor)).toMatchObject({ doc: 'b', jump: 0, query: '计费' });
    expect(context(actor).results.map((r) => [r.doc, r.heading])).toEqual([['a', '计费']]);
  });
});
