import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { server } from '../../mocks/node';
import { ok, url } from '../../mocks/rules/respond';
import { paths } from '../../src/api/paths';
import type { Page } from '../../src/domain/types/common.types';
import type { ModelSummary } from '../../src/domain/types/model.types';
import { storeToken } from '../../src/machines/credentials';
import { loginAs, serveSimulatorPerTest } from '../unit/mocks/client';
import {
  hasFilters,
  modelListMachine,
  modelRequestFor,
  modelSearchFor,
  modelsFirstScreen,
  parseModelSearch,
} from '../../src/machines/modelSquare';

const first = parseModelSearch('');
const vision = parseModelSearch('type=vision');

serveSimulatorPerTest();

describe('model square list', () => {
  it("joins the route's prefetch of its first page while it is on its way: one request, not two", async () => {
    storeToken(await loginAs('dev_ent'));
    const asked: string[] = [];
    const page: Page<ModelSummary> = { records: [], total: 0, pageNum: 2, pageSize: 9, pages: 0 };
    server.use(http.get(url(paths.model.list), ({ request }) => (asked.push(new URL(request.url).search), ok(page))));
    const search = 'type=vision&sort=newest&page=2';
    for (const request of modelsFirstScreen(search)) void request.prefetch();
    // As the page starts it: the URL's filters, page and page size.
    const { query, pageNum, pageSize } = modelRequestFor(search);
    const list = createActor(modelListMachine, { input: { query, pageNum, pageSize } }).start();
    await waitFor(list, (s) => !s.matches('loading'));
    expect(list.getSnapshot().context.error).toBeUndefined();
    expect(asked.map((q) => Object.fromEntries(new URLSearchParams(q)))).toEqual([
      { pageNum: '2', pageSize: '9', modelType: 'vision', sort: 'newest' },
    ]);
    list.stop();
  });

  it("starts ready with the route's prefetched first page once it is in, asking for nothing", async () => {
    storeToken(await loginAs('dev_ent'));
    const search = 'type=vision';
    await Promise.all(modelsFirstScreen(search).map((request) => request.prefetch()));
    const asked: string[] = [];
    const count = ({ request }: { request: Request }) => void asked.push(request.url);
    server.events.on('request:start', count);
    try {
      const { query, pageNum, pageSize } = modelRequestFor(search);
      const list = createActor(modelListMachine, { input: { query, pageNum, pageSize } });
      expect(list.getSnapshot().value).toEqual({ ready: 'idle' });
      expect(list.getSnapshot().context.records.length).toBeGreaterThan(0);
      expect(list.getSnapshot().context.records.every((m) => m.modelType === 'vision')).toBe(true);
      list.start();
      await Promise.resolve();
      expect(asked).toEqual([]);
      list.stop();
    } finally {
      server.events.removeListener('request:start', count);
    }
  });
});

describe('model square URL', () => {
  it('reads every filter from the query string and ignores invalid values', () => {
    expect(
      parseModelSearch('q=GLM&type=vision&provider=智谱AI&tag=OCR&ctx=32768&license=open&sort=newest&page=2'),
    ).toEqual({
      pageNum: 2,
      pageSize: 9,
      keyword: 'GLM',
      modelType: 'vision',
      provider: '智谱AI',
      tag: 'OCR',
      minContext: 32768,
      license: 'open',
      sort: 'newest',
    });
    expect(parseModelSearch('type=robot&license=free&sort=x&page=-1&ctx=abc')).toMatchObject({
      pageNum: 1,
      modelType: undefined,
      license: undefined,
      sort: 'popular',
      minContext: undefined,
    });
  });

  it('writes a short query string and goes back to page 1 on a filter change', () => {
    const onPage3 = parseModelSearch('type=text&page=3');
    expect(modelSearchFor(onPage3, { provider: '百度' })).toBe('type=text&provider=%E7%99%BE%E5%BA%A6');
    expect(modelSearchFor(onPage3, { pageNum: 4 })).toBe('type=text&page=4');
    expect(modelSearchFor(first, {})).toBe('');
    expect(parseModelSearch(modelSearchFor(first, { keyword: '千问', sort: 'price' }))).toMatchObject({
      keyword: '千问',
      sort: 'price',
    });
    expect(hasFilters(first)).toBe(false);
    expect(hasFilters(vision)).toBe(true);
  });
});
