import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/api/paths';
import type { Featured } from '../../../src/domain/types/home.types';
import type { ModelDetail } from '../../../src/domain/types/model.types';
import { KEPT_BATCHES } from '../../../mocks/handlers/analytics';
import { ORIGIN, get, loginAs, post, serveSimulatorPerTest } from './client';

serveSimulatorPerTest();

const event = (n: number) => ({
  id: `e${n}`,
  identifier: 'home.click',
  parentId: null,
  ts: 1_700_000_000_000 + n,
  module: 'home',
  name: 'click',
  props: {},
});
const common = { appCode: 'ai-open-portal', appVersion: '3.2.0', userType: 3 };

interface Stored {
  common: Record<string, unknown>;
  events: { id: string; module: string }[];
}

describe('analytics collector', () => {
  it('stores batches and lists them back', async () => {
    const res = await fetch(new URL(paths.analytics.collect, ORIGIN), {
      method: 'POST',
      body: JSON.stringify({ common, events: [event(1), event(2)] }),
    });
    expect(res.status).toBe(204);
    const admin = await loginAs('admin');
    const list = await get<Stored[]>(paths.analytics.list, admin);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ common, events: [{ id: 'e1' }, { id: 'e2' }] });
    expect((await get<Stored[]>(paths.analytics.list, admin, { module: 'appCenter' })).data).toEqual([]);
  });

  it('refuses malformed batches', async () => {
    expect((await post(paths.analytics.collect, { events: [event(1)] })).code).toBe(400);
    expect((await post(paths.analytics.collect, { common, events: [] })).code).toBe(400);
    expect((await post(paths.analytics.collect, { common, events: [{ id: 1 }] })).code).toBe(400);
    expect((await get<Stored[]>(paths.analytics.list, await loginAs('admin'))).data).toEqual([]);
  });

  it('keeps only the newest batches', async () => {
    for (let i = 0; i < KEPT_BATCHES + 3; i++) {
      await fetch(new URL(paths.analytics.collect, ORIGIN), {
        method: 'POST',
        body: JSON.stringify({ common, events: [event(i)] }),
      });
    }
    const list = (await get<Stored[]>(paths.analytics.list, await loginAs('admin'))).data;
    expect(list).toHaveLength(KEPT_BATCHES);
    expect(list[0].events[0].id).toBe('e3');
  });
});

describe('home showcase', () => {
  it('serves the featured models and apps fresh to a signed-in user, built from the model catalogue', async () => {
    const reply = await get<Featured>(paths.model.featured, await loginAs('dev_ent'));
    expect(reply.code).toBe(200);
    expect(reply.data.models.length).toBeGreaterThanOrEqual(3);
    expect(reply.data.apps.length).toBeGreaterThanOrEqual(3);
    const catalogued = await get<ModelDetail>(paths.model.detail, await loginAs('dev_ent'), {
      id: reply.data.models[0].id,
    });
    expect(reply.data.models[0]).toMatchObject({
      id: 'qwen-72b-chat',
      name: catalogued.data.name,
      description: catalogued.data.description,
    });
  });

  it('asks a guest for a token (SPEC section 7: the portal carries the showcase for guests)', async () => {
    expect((await get<Featured>(paths.model.featured)).code).toBe(401);
  });
});
