import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { paths } from '../../../src/api/paths';
import { docsCenterMachine } from '../../../src/machines/docsCenter';
import { buildDocsIndex, searchDocs, terms } from '../../../src/machines/docsSearch';
import { headingSlug, uniqueSlugger } from '../../../src/domain/headingSlug';
import { Markdown } from '../../../src/ui/components/Markdown';
import { apiCalls } from '../../../src/ui/pages/docs/apiReference';
import { system } from '../../../src/ui/chakraSystem';
import { docOfPath, docs, docsIndex, markdownOf } from '../../../src/ui/pages/docs/docsContent';

describe('docs content', () => {
  it('ships the guide documents and the generated API reference, in order', () => {
    expect([...docsIndex.outline.values()].map((d) => d.title)).toEqual([
      '快速开始',
      '认证与密钥',
      '模型与计费',
      '应用中心',
      '知识库',
      '意见反馈',
      '常见问题',
      'API 参考',
    ]);
  });

  it('computes the same heading ids as the rendered documents', () => {
    for (const doc of docs) {
      const { container, unmount } = render(
        <ChakraProvider value={system}>
          <Markdown>{doc.markdown}</Markdown>
        </ChakraProvider>,
      );
      const rendered = [...container.querySelectorAll('h1,h2,h3,h4,h5,h6')].map((h) => h.id);
      expect(rendered, doc.slug).toEqual(docsIndex.outline.get(doc.slug)!.headings.map((h) => h.id));
      unmount();
    }
  });

  it('lists every call of src/api/paths.ts in the API reference, grouped by area', () => {
    const reference = markdownOf('api-reference');
    for (const call of apiCalls()) expect(reference).toContain(`\`${call.path}\``);
    expect(apiCalls().length).toBeGreaterThan(100);
    expect(reference).toContain('| GET | `/front/api/user/v1/detail/{id}` | user.detail |');
    expect(reference).toContain(`| POST | \`${paths.user.mobileLogin}\` | user.mobileLogin |`);
    expect(reference).toContain('## 知识库文件');
  });

  it('reads documents from guide paths', () => {
    expect(docOfPath('/docs/platform-guide/faq')).toBe('faq');
    expect(docOfPath('/docs/platform-guide/faq/')).toBe('faq');
    expect(docOfPath('/docs/platform-guide')).toBeUndefined();
    expect(docOfPath('/docs-center')).toBeUndefined();
  });
});

describe('docs search', () => {
  const index = buildDocsIndex([
    {
      slug: 'a',
      markdown:
        '# 甲文档\n\n## 知识库上传\n\n支持 PDF 与 Word。\n\n```\n代码里的知识库不算\n```\n\n## 其他\n\n与知识库有关的说明。',
    },
    { slug: 'b', markdown: '# 乙文档\n\n## Token 计费\n\n按千 token 计费。' },
  ]);

  it('splits Chinese into character pairs and Latin into words', () => {
    expect(terms('知识库 PDF')).toEqual(['知识', '识库', 'pdf']);
    expect(terms('库')).toEqual(['库']);
  });

  it('finds headings first, then paragraphs, with a snippet', () => {
    const results = searchDocs(index, '知识库');
    expect(results.map((r) => r.heading)).toEqual(['知识库上传', '其他']);
    expect(results[1]).toMatchObject({ doc: 'a', docTitle: '甲文档', headingId: '其他' });
    expect(results[1].snippet).toEqual({ before: '与', match: '知识库', after: '有关的说明。' });
  });

  it('is case-insensitive for Latin words and needs every word', () => {
    expect(searchDocs(index, 'TOKEN').map((r) => r.headingId)).toEqual(['token-计费']);
    expect(searchDocs(index, 'token 知识库')).toEqual([]);
    expect(searchDocs(index, '   ')).toEqual([]);
    expect(searchDocs(index, '不存在的词')).toEqual([]);
  });

  it('does not index code blocks', () => {
    expect(searchDocs(index, '代码里')).toEqual([]);
  });

  it('searches the real guide', () => {
    const hit = searchDocs(docsIndex, '授权码')[0];
    expect(hit).toMatchObject({ doc: 'auth-and-keys', heading: '授权码管理', headingId: '授权码管理' });
  });

  it('slugs like the renderer and keeps repeats apart', () => {
    expect(headingSlug('Token 计费！')).toBe('token-计费');
    const slug = uniqueSlugger();
    expect([slug('A'), slug('A'), slug('A')]).toEqual(['a', 'a-1', 'a-2']);
  });
});

describe('docs center machine', () => {
  it('opens documents and headings, follows the address, keeps the search', () => {
    const actor = createActor(docsCenterMachine, {
      input: { index: docsIndex, doc: 'faq', heading: '邀请码格式错误' },
    }).start();
    expect(actor.getSnapshot().context).toMatchObject({ doc: 'faq', heading: '邀请码格式错误', jump: 0 });
    actor.send({ type: 'DOCS.SEARCH', query: '密钥' });
    expect(actor.getSnapshot().context.results.length).toBeGreaterThan(0);
    actor.send({ type: 'DOCS.OPEN', doc: 'knowledge-base' });
    expect(actor.getSnapshot().context).toMatchObject({
      doc: 'knowledge-base',
      heading: undefined,
      jump: 1,
      query: '密钥',
    });
    actor.send({ type: 'DOCS.OPEN', doc: 'no-such-doc' });
    expect(actor.getSnapshot().context.doc).toBe('knowledge-base');
    // The address echoing what the reader chose is no new request.
    actor.send({ type: 'DOCS.ROUTE', doc: 'knowledge-base' });
    expect(actor.getSnapshot().context.jump).toBe(1);
    actor.send({ type: 'DOCS.ROUTE', doc: 'faq', heading: '为什么有些菜单看不到' });
    expect(actor.getSnapshot().context).toMatchObject({ doc: 'faq', heading: '为什么有些菜单看不到', jump: 2 });
  });

  it('starts at the first document for an unknown one', () => {
    const actor = createActor(docsCenterMachine, { input: { index: docsIndex, doc: 'nope', heading: 'x' } }).start();
    expect(actor.getSnapshot().context).toMatchObject({ doc: 'quick-start', heading: undefined });
  });
});
