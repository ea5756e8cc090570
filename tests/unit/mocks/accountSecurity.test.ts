/** The simulator's account-security rules: server-side logout, private answers, sessions, two-step sign-in. */
import { describe, expect, it } from 'vitest';
import { paths, TOKEN_HEADER } from '../../../src/api/paths';
import { ORIGIN, get, loginAs, post, serveSimulatorPerTest } from './client';

serveSimulatorPerTest();

describe('logout', () => {
  it("ends this token at once and leaves the account's other sessions signed in", async () => {
    const here = await loginAs('dev_ent');
    const elsewhere = await loginAs('dev_ent');
    expect((await post(paths.user.logout, {}, here)).data).toBe(true);
    expect((await get(paths.user.myDetail, here)).status).toBe(401);
    expect((await post(paths.user.logout, {}, here)).status).toBe(401);
    expect((await get(paths.user.myDetail, elsewhere)).code).toBe(200);
  });
});

describe('caching', () => {
  it("marks every answer no-store, refusals included, so no browser or proxy keeps a user's data", async () => {
    const token = await loginAs('dev_ent');
    for (const [method, path, withToken] of [
      ['GET', paths.user.myDetail, true],
      ['GET', paths.user.myDetail, false],
      ['POST', paths.permission.mine, true],
    ] as const) {
      const response = await fetch(new URL(path, ORIGIN), { method, headers: withToken ? { [TOKEN_HEADER]: token } : {} });
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});
