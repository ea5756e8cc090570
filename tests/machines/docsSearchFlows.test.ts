import { describe, expect, it } from 'vitest';
import { buildDocsIndex, searchDocs, terms } from '../../src/machines/docsSearch';

// Four-letter words five characters apart, so the snippets' cuts can be worked out by hand:
// word k starts at 5k; "Hhhh" (k = 7) starts at 35; the text is 16 × 5 − 1 = 79 characters long.
const letters = 'aaaa bbbb cccc dddd eeee ffff gggg Hhhh iiii jjjj kkkk llll mmmm nnnn oooo pppp';
// 54 characters, with no "install" in it.
const digits = '0123456789 0123456789 0123456789 0123456789 0123456789';

const index = buildDocsIndex([
  {
    slug: 'sample',
    markdown: [
      '# 示例',
      '',
      '## 字母',
      '',
      letters,
      '',
      '## Install',
      '',
      digits,
      '',
      '## 安装步骤',
      '',
      '先下载程序包，再按提示完成。',
    ].join('\n'),
  },
]);

const snippetFor = (query: string) => searchDocs(index, query).map((r) => r.snippet);

describe('docs search snippets', () => {
  it('cuts 24 characters either side of a match in the middle, marks both cuts, and keeps the text’s case', () => {
    // start = 35 − 24 = 11, end = 35 + 4 + 24 = 63 < 79.
    expect(snippetFor('hhhh')).toEqual([
      { before: '…ccc dddd eeee ffff gggg ', match: 'Hhhh', after: ' iiii jjjj kkkk llll mmm…' },
    ]);
  });

  it('has nothing before a match at the very start', () => {
    // start = 0, end = 0 + 4 + 24 = 28.
    expect(snippetFor('aaaa')).toEqual([{ before: '', match: 'aaaa', after: ' bbbb cccc dddd eeee fff…' }]);
  });

  it('shows the first 48 characters of a long text when only the heading matched', () => {
    expect(snippetFor('install')).toEqual([
      { before: '0123456789 0123456789 0123456789 0123456789 0123', match: '', after: '…' },
    ]);
  });

  it('shows a short text whole, with no cut mark, when only the heading matched', () => {
    expect(snippetFor('安装')).toEqual([{ before: '先下载程序包，再按提示完成。', match: '', after: '' }]);
  });

  it('ignores blanks around the query', () => {
    expect(snippetFor('  hhhh')).toEqual([
      { before: '…ccc dddd eeee ffff gggg ', match: 'Hhhh', after: ' iiii jjjj kkkk llll mmm…' },
    ]);
  });
});

describe('docs search terms', () => {
  it('has no terms for text without letters, digits or Chinese', () => {
    expect(terms('—— ！？ ...')).toEqual([]);
  });
});
