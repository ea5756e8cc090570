/**
 * The analytics collector. The real one lives on another host and answers nothing useful; the
 * simulator keeps what it receives (the newest batches only, so the demo's storage stays small)
 * and lists it back for tests and the demo console.
 */
import { http, HttpResponse } from 'msw';
import { paths } from '../../src/api/paths';
import { tables } from '../db/models';
import { now } from '../rules/clock';
import { ok, open, query, readJson, refuse, url, withAdmin } from '../rules/respond';

/** Reading what was collected is the admin console's (any staff member who may enter it). */
export const ANALYTICS_READ = ['MC:read'];

/** Kept batches; older ones are dropped first. */
export const KEPT_BATCHES = 200;
/** The client sends at most 20 events a batch (SPEC section 9); the collector refuses floods. */
const MAX_EVENTS = 100;

interface Batch {
  common: Record<string, unknown>;
  events: { id?: unknown; module?: unknown; name?: unknown; ts?: unknown }[];
}

function isEvent(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const { id, module, name, ts } = e as Record<string, unknown>;
  return typeof id === 'string' && typeof module === 'string' && typeof name === 'string' && typeof ts === 'number';
}

async function store(batch: Partial<Batch>): Promise<void> {
  if (typeof batch.common !== 'object' || batch.common === null) refuse('common 字段缺失', 400);
  if (!Array.isArray(batch.events) || batch.events.length === 0 || batch.events.length > MAX_EVENTS)
    refuse('events 字段不正确', 400);
  if (!batch.events.every(isEvent)) refuse('事件格式不正确', 400);
  await tables.trackBatch.insert({
    common: JSON.stringify(batch.common),
    events: JSON.stringify(batch.events),
    receivedAt: now(),
  });
  const all = tables.trackBatch.all();
  for (const row of all.slice(0, Math.max(0, all.length - KEPT_BATCHES))) tables.trackBatch.remove(row.id);
}

export const analyticsHandlers = [
  // sendBeacon posts text/plain or a JSON blob: read the body as text either way.
  http.post(
    url(paths.analytics.collect),
    open(async ({ request }) => {
      await store(await readJson<Batch>(request));
      return new HttpResponse(null, { status: 204 });
    }),
  ),

  /**
   * What the collector stored, newest last; `module` narrows to batches holding that module's
   * events. Every visitor's ids and pages are in it: platform staff only.
   */
  http.get(
    url(paths.analytics.list),
    withAdmin(ANALYTICS_READ, ({ request }) => {
      const module = query(request).get('module');
      const batches = tables.trackBatch.all().map((row) => ({
        id: row.id,
        receivedAt: row.receivedAt,
        common: JSON.parse(row.common) as Record<string, unknown>,
        events: JSON.parse(row.events) as Batch['events'],
      }));
      return ok(module ? batches.filter((b) => b.events.some((e) => e.module === module)) : batches);
    }),
  ),
];
