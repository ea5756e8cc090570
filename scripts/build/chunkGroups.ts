import type { Plugin } from 'vite';
import { isAppBuild } from './appBuild.ts';

/** A library path under node_modules, written with `/` (`@zag-js/dialog/`), as a pattern for either separator. */
const underNodeModules = (fragment: string) =>
  new RegExp(`[\\\\/]node_modules[\\\\/]${fragment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('/', '[\\\\/]')}`);

/**
 * The libraries a chunk group takes, each by its path under node_modules. A path that matches no
 * module of the app's build (a library renamed, moved or dropped on an upgrade) fails the build
 * (`chunkPathsMatch`): a group whose pattern silently matched nothing would put its modules back
 * into other chunks, and only a benchmark would notice.
 */
export function libraryPaths(group: string, fragments: readonly string[]) {
  const patterns = fragments.map((fragment) => ({ fragment, pattern: underNodeModules(fragment) }));
  return { group, patterns, test: (id: string) => patterns.some(({ pattern }) => pattern.test(id)) };
}

type LibraryPaths = ReturnType<typeof libraryPaths>;

/** The paths of `groups` that match no module of the app's build, as `group: path`. */
export function unmatchedPaths(groups: readonly LibraryPaths[], moduleIds: readonly string[]): string[] {
  return groups.flatMap(({ group, patterns }) =>
    patterns
      .filter(({ pattern }) => !moduleIds.some((id) => pattern.test(id)))
      .map(({ fragment }) => `${group}: ${fragment}`),
  );
}

/** Fails the app's build when a chunk group's library path matches none of its modules (other pages built with these plugins are left alone). */
export function chunkPathsMatch(groups: readonly LibraryPaths[]): Plugin {
  return {
    name: 'chunk-paths-match',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      if (!isAppBuild(ids)) return;
      const unmatched = unmatchedPaths(groups, ids);
      if (unmatched.length)
        this.error(
          `chunk groups in vite.config.ts name library paths that match no module of the build:\n  ${unmatched.join('\n  ')}`,
        );
    },
  };
}
