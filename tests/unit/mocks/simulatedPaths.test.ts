import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSimulatedPath, simulatedPrefixes } from '../../../mocks/handlers';
import { FILE_CONTENT_PREFIX } from '../../../mocks/rules/uploads';
import { paths } from '../../../src/api/paths';

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
  it('lies in the folders a deployment passes to the backend, and in all of them', () => {
    const conf = readFileSync(join(process.cwd(), 'deploy/nginx.conf'), 'utf8');
    const folders = /location ~ \^\/\(([^)]+)\)\//.exec(conf)?.[1].split('|');
    expect(folders).toBeDefined();
    expect(simulatedPrefixes).toEqual(folders!.map((folder) => `/${folder}/`).sort());
  });
});
