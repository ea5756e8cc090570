import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSimulatedPath, simulatedPrefixes } from '../../../mocks/handlers';
import { FILE_CONTENT_PREFIX } from '../../../mocks/rules/uploads';
import { apiFolders, GATEWAY_BASE_PATH, paths } from '../../../src/api/paths';

// The demo's service worker answers exactly these paths; every other request goes to the network.
describe('the paths the simulator answers', () => {
  it('takes the platform API, with parameters and in any letter case, the collector and uploaded files included', () => {
    for (const path of [
      paths.user.myDetail,
      paths.model.list,
      paths.permission.listById(7),
      paths.analytics.collect,
      `${FILE_CONTENT_PREFIX}12-abc`,
      '/FRONT/api/user/v1/myDetail/',
    ]) {
      expect(isSimulatedPath(path), path).toBe(true);
    }
  });

  it('leaves the pages, their files, the worker itself and its controls to others', () => {
    for (const path of [
      '/',
      '/home',
      '/console/model-square',
      '/assets/index-abc.js',
      '/favicon.svg',
      '/simulator-sw.js',
      '/__simulator/reset',
      '/front/api/user/v9/nothing',
    ]) {
      expect(isSimulatedPath(path), path).toBe(false);
    }
  });

  // The demo's worker sends everything outside these folders to the network before it starts.
  it('lies in the API folders, which are the folders a deployment passes to the backend', () => {
    expect(simulatedPrefixes).toEqual(apiFolders);
    const proxied = (file: string, pattern: RegExp) => {
      const folders = pattern.exec(readFileSync(join(process.cwd(), file), 'utf8'))?.[1].split('|');
      return folders?.map((folder) => `/${folder}/`).sort();
    };
    expect(proxied('deploy/nginx.conf', /location ~ \^\/\(([^)]+)\)\//)).toEqual(apiFolders);
    // The bench's server for the real build stands in for nginx.
    expect(proxied('scripts/bench/serve.mjs', /apiPrefix = \/\^\\\/\(([^)]+)\)\\\/\//)).toEqual(apiFolders);
  });

  it('has every client path in an API folder', () => {
    const clientPaths = (tree: object): string[] =>
      Object.values(tree).flatMap((value: unknown) =>
        typeof value === 'string'
          ? [value]
          : typeof value === 'function'
            ? [String((value as (id: number) => unknown)(7))]
            : clientPaths(value as object),
      );
    const all = [...clientPaths(paths), GATEWAY_BASE_PATH];
    expect(all.length).toBeGreaterThan(150);
    expect(all.filter((path) => !apiFolders.some((folder) => path.startsWith(folder)))).toEqual([]);
  });
});
