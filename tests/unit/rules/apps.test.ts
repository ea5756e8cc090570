import { describe, expect, it } from 'vitest';
import type { AppForm } from '../../../src/domain/types/app.types';
import {
  appFormErrors,
  appTypeName,
  emptyAppForm,
  sessionTitleFrom,
  sortSessions,
  withImpliedLevels,
  withoutLevel,
} from '../../../src/domain/apps';

/**
 * The app center's pure rules. SPEC is silent on the publish form's wording and limits, so the
 * texts are the portal's own clear Chinese and the limits (name 20, short description 50,
 * description 1000, guide 500 characters) are written out by hand at their boundaries. The
 * level rules follow SPEC section 6 (checking :auth ties in :read and :edit).
 */
const valid = (patch: Partial<AppForm> = {}): AppForm => ({
  ...emptyAppForm(),
  appName: '周报助手',
  appType: 4,
  iconUrl: '/icons/a.png',
  appShortDesc: '一句话简介',
  appDesc: '详细描述',
  ...patch,
});
const chars = (n: number): string => '字'.repeat(n);

describe('app types', () => {
  it('names the five categories and calls anything else 其他', () => {
    expect([1, 2, 3, 4, 5].map(appTypeName)).toEqual(['智能客服', '知识问答', '内容创作', '办公助手', '行业应用']);
    expect(appTypeName(0)).toBe('其他');
    expect(appTypeName(6)).toBe('其他');
    expect(appTypeName(999999)).toBe('其他');
  });
});

describe('publish form', () => {
  it('a blank form is entirely empty and asks for every required field', () => {
    expect(emptyAppForm()).toEqual({
      appName: '',
      appType: 0,
      abilityName: '',
      industryName: '',
      iconUrl: '',
      bgUrl: '',
      jumpUrl: '',
      appShortDesc: '',
      demoJson: '',
      appDesc: '',
      openFlag: 1,
      guideDesc: '',
    });
    const required = {
      appName: '请输入应用名称',
      appType: '请选择应用类型',
      iconUrl: '请上传应用图标',
      appShortDesc: '请输入应用简介',
      appDesc: '请输入应用描述',
    };
    expect(appFormErrors(emptyAppForm())).toEqual(required);
    // A partial draft (fields never touched) is refused the same way, not crashed on.
    expect(appFormErrors({})).toEqual(required);
  });

  it('a complete form passes', () => {
    expect(appFormErrors(valid())).toEqual({});
  });

  it('whitespace-only texts count as empty', () => {
    expect(appFormErrors(valid({ appName: '   ', appShortDesc: ' \n ', appDesc: '\t' }))).toEqual({
      appName: '请输入应用名称',
      appShortDesc: '请输入应用简介',
      appDesc: '请输入应用描述',
    });
  });

  it('the type must be one of the five categories', () => {
    expect(appFormErrors(valid({ appType: 0 }))).toEqual({ appType: '请选择应用类型' });
    expect(appFormErrors(valid({ appType: 6 }))).toEqual({ appType: '请选择应用类型' });
    expect(appFormErrors(valid({ appType: 1 }))).toEqual({});
    expect(appFormErrors(valid({ appType: 5 }))).toEqual({});
  });

  it('limits lengths at 20 / 50 / 1000 / 500 characters (trimmed where the text is trimmed)', () => {
    expect(
      appFormErrors(
        valid({ appName: chars(20), appShortDesc: chars(50), appDesc: chars(1000), guideDesc: chars(500) }),
      ),
    ).toEqual({});
    expect(
      appFormErrors(valid({ appName: ` ${chars(20)} `, appShortDesc: ` ${chars(50)} `, appDesc: ` ${chars(1000)} ` })),
    ).toEqual({});
    expect(
      appFormErrors(
        valid({ appName: chars(21), appShortDesc: chars(51), appDesc: chars(1001), guideDesc: chars(501) }),
      ),
    ).toEqual({
      appName: '应用名称不能超过20个字',
      appShortDesc: '应用简介不能超过50个字',
      appDesc: '应用描述不能超过1000个字',
      guideDesc: '引导说明不能超过500个字',
    });
  });

  it('the jump link is optional but, when given, a whole http(s) address', () => {
    expect(appFormErrors(valid({ jumpUrl: '' }))).toEqual({});
    expect(appFormErrors(valid({ jumpUrl: 'http://a.cn/x' }))).toEqual({});
    expect(appFormErrors(valid({ jumpUrl: 'https://a.cn/x?y=1' }))).toEqual({});
    expect(appFormErrors(valid({ jumpUrl: '  https://a.cn  ' }))).toEqual({});
    for (const bad of ['a.cn', 'ftp://a.cn', 'see https://a.cn', 'https://a.cn and more', 'https://'])
      expect(appFormErrors(valid({ jumpUrl: bad })), bad).toEqual({ jumpUrl: '请输入正确的跳转链接' });
  });

  it('sample data is optional but, when given, valid JSON', () => {
    expect(appFormErrors(valid({ demoJson: '' }))).toEqual({});
    expect(appFormErrors(valid({ demoJson: '   ' }))).toEqual({});
    expect(appFormErrors(valid({ demoJson: '{"q":"你好"}' }))).toEqual({});
    expect(appFormErrors(valid({ demoJson: '[1, 2]' }))).toEqual({});
    expect(appFormErrors(valid({ demoJson: '{q: 你好}' }))).toEqual({ demoJson: '示例数据需为合法的JSON' });
  });
});

describe('session order', () => {
  const s = (id: string, updateTime: string, top = false, topTime?: number) => ({ id, updateTime, top, topTime });
  const ids = (list: { id: string }[]) => list.map((x) => x.id);

  it('puts topped sessions first, newest top first, then the most recently active', () => {
    const list = [
      s('old', '2026-01-01 10:00:00'),
      s('topA', '2026-01-01 08:00:00', true, 1),
      s('new', '2026-01-03 10:00:00'),
      s('topB', '2026-01-01 07:00:00', true, 3),
      s('topC', '2026-01-01 09:00:00', true, 2),
    ];
    expect(ids(sortSessions(list))).toEqual(['topB', 'topC', 'topA', 'new', 'old']);
    expect(ids(list)).toEqual(['old', 'topA', 'new', 'topB', 'topC']);
  });

  it('falls back to activity when top times tie or are unknown', () => {
    expect(ids(sortSessions([s('a', '2026-01-01', true, 5), s('b', '2026-01-02', true, 5)]))).toEqual(['b', 'a']);
    expect(ids(sortSessions([s('a', '2026-01-01', true), s('b', '2026-01-02', true, 5)]))).toEqual(['b', 'a']);
    expect(ids(sortSessions([s('a', '2026-01-01', true, 5), s('b', '2026-01-02', true)]))).toEqual(['b', 'a']);
    expect(ids(sortSessions([s('a', '2026-01-01', true), s('b', '2026-01-02', true)]))).toEqual(['b', 'a']);
  });

  it('ignores a stale top time on sessions that are no longer topped', () => {
    expect(ids(sortSessions([s('a', '2026-01-01', false, 9), s('b', '2026-01-02', false, 1)]))).toEqual(['b', 'a']);
  });
});

describe('session title', () => {
  it('is the first question, whitespace collapsed, cut at 20 characters with an ellipsis', () => {
    expect(sessionTitleFrom('  你好 \n\t  世界  ')).toBe('你好 世界');
    expect(sessionTitleFrom(chars(20))).toBe(chars(20));
    expect(sessionTitleFrom(`${'一二三四五六七八九十'.repeat(2)}多`)).toBe(`${'一二三四五六七八九十'.repeat(2)}…`);
    expect(sessionTitleFrom('   ')).toBe('新会话');
  });
});

describe('functional permission levels', () => {
  const sorted = (list: string[]) => [...list].sort();

  it('checking a level ties in the lower ones, per app', () => {
    expect(sorted(withImpliedLevels(['7:read']))).toEqual(['7:read']);
    expect(sorted(withImpliedLevels(['7:edit']))).toEqual(['7:edit', '7:read']);
    expect(sorted(withImpliedLevels(['7:auth', '8:edit']))).toEqual(['7:auth', '7:edit', '7:read', '8:edit', '8:read']);
  });

  it('skips ids without an app or a level', () => {
    expect(withImpliedLevels(['7', ':read', '7:', ''])).toEqual([]);
  });

  it('unchecking a level drops the levels that imply it, on that app only', () => {
    const all = ['7:read', '7:edit', '7:auth', '8:read', '8:edit', '8:auth'];
    expect(withoutLevel(all, '7:read')).toEqual(['8:read', '8:edit', '8:auth']);
    expect(withoutLevel(all, '7:edit')).toEqual(['7:read', '8:read', '8:edit', '8:auth']);
    expect(withoutLevel(all, '7:auth')).toEqual(['7:read', '7:edit', '8:read', '8:edit', '8:auth']);
    expect(withoutLevel(all, '9:read')).toEqual(all);
  });

  it('unchecking an id that is not a level id drops only that id', () => {
    expect(withoutLevel(['7', '7:read', '7:auth'], '7')).toEqual(['7:read', '7:auth']);
  });
});
