import { flatRoutes, matchRoute, resolve, type Access, type FlatRoute } from '../routes/resolve';
import { paths } from '../../routes/paths';

/** What a palette action needs from the app to run. */
export interface PaletteEffects {
  navigate: (path: string) => void;
  openFeedback: () => void;
  openConsultation: () => void;
  /** Opens 新建密钥 on the key page once it is there (see arrivalIntent.ts). */
  createKey: (keyPagePath: string) => void;
  /** Light to dark or back (the header's 主题 menu keeps the choice). */
  toggleTheme: () => void;
}

export interface PaletteEntry {
  /** Unique among entries: the combobox's value. */
  id: string;
  group: '最近访问' | '页面' | '操作';
  title: string;
  /** Where it sits (the page's sections) or what it does, shown under the title. */
  detail: string;
  /** Matched besides the title: paths, section names. */
  keywords: string[];
  run: (effects: PaletteEffects) => void;
}

export const KEY_PAGE_PATH = paths.secretKeys();

/**
 * A page the palette may offer: it renders something, needs no parameter, and is not a detail
 * page reached from a list (those are hidden children: model-detail, app-detail, …). Top-level
 * hidden pages (文档中心) are real destinations; /404 and /test skip every check and are not.
 */
export function isDestination(route: FlatRoute): boolean {
  const { def } = route;
  if (!def.page || def.skipChecks || route.fullPath.includes(':')) return false;
  return !def.hidden || route.ancestors.length === 0;
}

const destinations = flatRoutes.filter(isDestination);

/** Exactly the guard's answer: the palette never offers a page the guard would refuse. */
export const mayOpen = (route: FlatRoute, access: Access) => resolve(route.fullPath, access).kind === 'render';

const sectionsOf = (route: FlatRoute) => route.ancestors.map((d) => d.title);

function pageEntry(route: FlatRoute, group: PaletteEntry['group']): PaletteEntry {
  const sections = sectionsOf(route);
  return {
    id: `${group === '最近访问' ? 'recent' : 'page'}:${route.fullPath}`,
    group,
    title: route.def.title,
    detail: sections.length ? sections.join(' › ') : route.fullPath,
    keywords: [route.fullPath, ...(route.def.aliases ?? []), ...sections],
    run: (effects) => effects.navigate(route.fullPath),
  };
}

function actions(access: Access): PaletteEntry[] {
  const keyPage = matchRoute(KEY_PAGE_PATH)?.route;
  const list: PaletteEntry[] = [];
  if (keyPage && mayOpen(keyPage, access))
    list.push({
      id: 'action:new-key',
      group: '操作',
      title: '新建密钥',
      detail: '在密钥管理中创建 API 密钥',
      keywords: ['api key', KEY_PAGE_PATH],
      run: (e) => e.createKey(KEY_PAGE_PATH),
    });
  list.push(
    {
      id: 'action:feedback',
      group: '操作',
      title: '意见反馈',
      detail: '提交问题或建议',
      keywords: ['feedback'],
      run: (e) => e.openFeedback(),
    },
    {
      id: 'action:consultation',
      group: '操作',
      title: '合作咨询',
      detail: '留下联系方式，商务人员联系您',
      keywords: ['consultation'],
      run: (e) => e.openConsultation(),
    },
    {
      id: 'action:theme',
      group: '操作',
      title: '切换主题',
      detail: '在浅色与深色之间切换',
      keywords: ['theme', 'dark', '深色', '浅色', '暗色'],
      run: (e) => e.toggleTheme(),
    },
  );
  return list;
}

/** Every entry for this visitor: recent pages first (only those they may still open), then pages, then actions. */
export function paletteEntries(access: Access, recentPaths: string[], currentPath: string): PaletteEntry[] {
  const recent = recentPaths
    .filter((p) => p !== currentPath)
    .map((p) => destinations.find((r) => r.fullPath === p))
    .filter((r): r is FlatRoute => Boolean(r) && mayOpen(r!, access))
    .map((r) => pageEntry(r, '最近访问'));
  const pages = destinations.filter((r) => mayOpen(r, access)).map((r) => pageEntry(r, '页面'));
  return [...recent, ...pages, ...actions(access)];
}

const normalized = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/**
 * Typed text narrows the list: every word must appear in the title, the sections or a path
 * (case and spaces ignored). While filtering, recent pages are dropped: they repeat the pages.
 */
export function filterEntries(entries: PaletteEntry[], query: string): PaletteEntry[] {
  const words = query.trim().split(/\s+/).filter(Boolean).map(normalized);
  if (words.length === 0) return entries;
  return entries
    .filter((e) => e.group !== '最近访问')
    .filter((e) => {
      const haystack = normalized([e.title, e.detail, ...e.keywords].join('|'));
      return words.every((w) => haystack.includes(w));
    });
}
