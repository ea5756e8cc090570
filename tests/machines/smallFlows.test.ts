import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { server } from '../../mocks/node';
import { url } from '../../mocks/rules/respond';
import type { Featured } from '../../src/domain/types/home.types';
import { paths } from '../../src/api/paths';
import { beijingToday, now, nowIso, setClock, todayIso } from '../../src/machines/clock';
import { storeToken } from '../../src/machines/credentials';
import { homeFeaturedMachine } from '../../src/machines/homeFeatured';
import { trackEvents } from '../../src/machines/trackEvents';
import { loginAs, serveSimulatorPerTest } from '../unit/mocks/client';

describe("the portal's clock", () => {
  afterEach(() => setClock(() => Date.now()));

  it('reads whatever source it is pointed at (the simulator’s clock in demo mode)', () => {
    setClock(() => Date.UTC(2026, 10, 24, 15, 59, 59));
    expect(now()).toBe(Date.UTC(2026, 10, 24, 15, 59, 59));
    expect(nowIso()).toBe('2026-11-24T15:59:59.000Z');
    expect(todayIso()).toBe('2026-11-24');
    // 23:59:59 in Beijing: still the 24th there.
    expect(beijingToday()).toBe('2026-11-24');
    setClock(() => Date.UTC(2026, 10, 24, 16, 0, 0));
    // Midnight in Beijing: the platform's day has turned, UTC's has not.
    expect(todayIso()).toBe('2026-11-24');
    expect(beijingToday()).toBe('2026-11-25');
  });
});

describe('named analytics events', () => {
  it('names a home capability click after the capability', () => {
    expect(trackEvents.home.capability('vision')).toBe('home.capability_vision');
  });
});

describe("the home page's featured showcase", () => {
  serveSimulatorPerTest();
  const carried: Featured = {
    models: [],
    apps: [{ id: 'carried', appName: '随页带来', industryName: '通用', appShortDesc: '' }],
  };

  it('shows what the page carries until a signed-in user asks for it fresh', async () => {
    storeToken(await loginAs('dev_ent'));
    const actor = createActor(homeFeaturedMachine, { input: { featured: carried } }).start();
    expect(actor.getSnapshot().context.featured).toBe(carried);
    actor.send({ type: 'FEATURED.REFRESH' });
    await waitFor(actor, (s) => s.matches('fresh'));
    const { featured } = actor.getSnapshot().context;
    expect(featured.models.length).toBeGreaterThan(0);
    expect(featured.apps.map((a) => a.id)).not.toContain('carried');
  });

  it('keeps what the page carries when the fresh copy fails', async () => {
    server.use(http.get(url(paths.model.featured), () => HttpResponse.error()));
    const actor = createActor(homeFeaturedMachine, { input: { featured: carried } }).start();
    actor.send({ type: 'FEATURED.REFRESH' });
    await waitFor(actor, (s) => s.matches('fresh'));
    expect(actor.getSnapshot().context.featured).toBe(carried);
  });
});
