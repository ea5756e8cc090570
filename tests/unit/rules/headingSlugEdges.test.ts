import { describe, expect, it } from 'vitest';
import { headingSlug } from '../../../src/domain/headingSlug';

describe('heading ids', () => {
  it('joins words with one hyphen when dropped symbols leave several spaces', () => {
    // "安装 & 配置" loses the ampersand, leaving two spaces between the words.
    expect(headingSlug('安装 & 配置')).toBe('安装-配置');
    expect(headingSlug('Quick   Start')).toBe('quick-start');
  });
});
