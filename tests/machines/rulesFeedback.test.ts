import { describe, expect, it } from 'vitest';
import {
  addImages,
  emptyFeedbackForm,
  imageFileError,
  truncateTheme,
  unreadPlatformCount,
  validateFeedbackForm,
} from '../../src/domain/feedback';

// SPEC sections 5 and 9: feedback form limits, image rules and the display rules.
const MB = 1024 * 1024;
const png = (name: string, size: number) => ({ name, size, type: 'image/png' });
const form = (fields: Partial<ReturnType<typeof emptyFeedbackForm>>) => ({
  feedbackType: 1 as const,
  content: '很好用',
  contactName: '',
  contactInfo: '',
  ...fields,
});

describe('feedback display rules', () => {
  it('shows a theme of 50 characters whole and cuts a longer one at 50 with an ellipsis', () => {
    const fifty = '题'.repeat(50);
    expect(truncateTheme(fifty)).toBe(fifty);
    expect(truncateTheme(`${fifty}尾`)).toBe(`${fifty}...`);
    expect(truncateTheme('短主题')).toBe('短主题');
  });

  it('counts only the unread messages from the platform', () => {
    const list = [
      { msgFromType: 3 as const, userIsRead: false },
      { msgFromType: 3 as const, userIsRead: true },
      { msgFromType: 1 as const, userIsRead: false },
      { msgFromType: 2 as const, userIsRead: false },
      { msgFromType: 3 as const, userIsRead: false },
    ];
    expect(unreadPlatformCount(list)).toBe(2);
  });
});

describe('feedback form rules', () => {
  it('starts with every field empty', () => {
    expect(emptyFeedbackForm()).toEqual({ feedbackType: 0, content: '', contactName: '', contactInfo: '' });
  });

  it('accepts content, contact name and contact info at exactly their maximum lengths', () => {
    const email100 = `${'a'.repeat(88)}@example.com`;
    expect(email100).toHaveLength(100);
    expect(
      validateFeedbackForm(form({ content: '字'.repeat(500), contactName: '名'.repeat(10), contactInfo: email100 })),
    ).toEqual({});
  });

  it('calls contact info over 100 characters too long, not malformed', () => {
    expect(validateFeedbackForm(form({ contactInfo: `${'a'.repeat(89)}@example.com` })).contactInfo).toBe(
      '联系方式不能超过100个字',
    );
  });

  it('reads contact info with blanks around it, and blank contact info as not filled', () => {
    expect(validateFeedbackForm(form({ contactInfo: ' 13800138000 ' }))).toEqual({});
    expect(validateFeedbackForm(form({ contactInfo: ' user@example.com ' }))).toEqual({});
    expect(validateFeedbackForm(form({ contactInfo: '   ' }))).toEqual({});
    expect(validateFeedbackForm(form({ contactInfo: '12345' })).contactInfo).toBe('请输入正确的手机号或邮箱');
  });
});

describe('feedback image rules', () => {
  it('judges an image without a part type by its file name ending', () => {
    expect(imageFileError({ name: 'photo.jpg', size: MB, type: '' })).toBeUndefined();
    expect(imageFileError({ name: 'photo.JPEG', size: MB, type: '' })).toBeUndefined();
    expect(imageFileError({ name: 'photo.png.exe', size: MB, type: '' })).toBe('仅支持上传jpeg、png、jpg格式图片');
  });

  it('accepts an image of exactly 3 MB and refuses one byte more', () => {
    expect(imageFileError(png('a.png', 3 * MB))).toBeUndefined();
    expect(imageFileError(png('a.png', 3 * MB + 1))).toBe('图片大小不能超过3MB');
  });

  it('refuses a duplicate only when both name and size match', () => {
    const first = png('a.png', 1000);
    expect(addImages([first], [png('a.png', 2000), png('b.png', 1000)])).toEqual({
      images: [first, png('a.png', 2000), png('b.png', 1000)],
      error: undefined,
    });
    expect(addImages([first], [png('a.png', 1000)])).toEqual({ images: [first], error: '该图片已添加，请勿重复上传' });
  });
});
