import { describe, expect, it } from 'vitest';
import { markdownText } from '../../../src/domain/markdownText';

describe('user text inside rendered markdown', () => {
  it('leaves Chinese, letters, digits and spaces as typed', () =>
    expect(markdownText('我的应用 App 2')).toBe('我的应用 App 2'));

  it('puts a backslash before every ASCII punctuation mark', () => {
    const marks = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
    expect(markdownText(marks)).toBe([...marks].map((c) => `\\${c}`).join(''));
  });

  it('keeps a link, an image or a heading as plain text', () => {
    expect(markdownText('[点我](http://x.cn)')).toBe('\\[点我\\]\\(http\\:\\/\\/x\\.cn\\)');
    expect(markdownText('![a](b)')).toBe('\\!\\[a\\]\\(b\\)');
    expect(markdownText('# 标题')).toBe('\\# 标题');
  });

  it('flattens every run of line breaks to one space', () => {
    expect(markdownText('第一行\r\n\r\n第二行\n第三行\r第四行')).toBe('第一行 第二行 第三行 第四行');
  });

  it('leaves punctuation outside ASCII alone', () => expect(markdownText('你好，世界！')).toBe('你好，世界！'));
});
