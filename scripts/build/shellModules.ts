import type { Plugin } from 'vite';

/**
 * What src/ui/boot/mount.tsx imports statically, directly or not: the shell every page's first load
 * runs. Found once the module graph is complete (`buildEnd`, before chunks are made), for a
 * chunking group's `test`.
 */
export function shellModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const modules = new Set<string>();
  return {
    has: (id) => modules.has(id),
    plugin: {
      name: 'shell-modules',
      apply: 'build',
      buildEnd() {
        modules.clear();
        const visit = (id: string) => {
          if (modules.has(id)) return;
          modules.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        const mount = [...this.getModuleIds()].find((id) => id.endsWith('/src/ui/boot/mount.tsx'));
        if (mount) visit(mount);
      },
    },
  };
}
