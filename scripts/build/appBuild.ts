/**
 * Whether a build is the app's own (its entry, src/main.tsx, among its modules). The build checks
 * in this folder fail only the app's build: the bench's floor pages are built with the same plugins.
 */
export const isAppBuild = (moduleIds: Iterable<string>): boolean =>
  [...moduleIds].some((id) => id.endsWith('/src/main.tsx'));
