import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { indexedHandlers, pathIndex, topLevelPrefixes } from '../../../mocks/indexedHandlers';

const answer = (name: string) => () => HttpResponse.json({ name });
const areas = [
  http.get('*/front/api/user/v1/myDetail', answer('detail')),
  http.post('*/front/api/user/v1/myDetail', answer('detail saved')),
  http.get('*/op-app/api/app/v1/detail/:id', ({ params }) => HttpResponse.json({ name: `app ${String(params.id)}` })),
  http.get('*/op-model/api/model/v1/list', answer('models')),
];
const index = indexedHandlers(pathIndex(areas));
const call = async (path: string, method = 'GET') => {
  const response = await getResponse([index], new Request(`http://localhost:5173${path}`, { method }));
  return response && ((await response.json()) as { name: string }).name;
};

describe('the simulator handlers looked up by path', () => {
  it('answers each path and method with its own handler, params included', async () => {
    expect(await call('/front/api/user/v1/myDetail')).toBe('detail');
    expect(await call('/front/api/user/v1/myDetail', 'POST')).toBe('detail saved');
    expect(await call('/op-app/api/app/v1/detail/1905123456789012345')).toBe('app 1905123456789012345');
    expect(await call('/op-model/api/model/v1/list?pageNum=2&pageSize=9')).toBe('models');
  });

  it('matches as msw does: letter case and a trailing slash do not matter', async () => {
    expect(await call('/front/api/User/v1/myDetail/')).toBe('detail');
  });

  it('leaves what no handler takes to the next one (the network, in demo mode)', async () => {
    expect(await call('/front/api/user/v1/unknown')).toBeUndefined();
    expect(await call('/front/api/user/v1/myDetail', 'DELETE')).toBeUndefined();
    expect(await call('/assets/index.js')).toBeUndefined();
  });

  it('never tries the handlers of other paths', async () => {
    const tried = areas.map((handler) => vi.spyOn(handler, 'parse'));
    await call('/op-model/api/model/v1/list');
    expect(tried.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0, 1]);
  });

  it('refuses a handler path it cannot index', () => {
    expect(() => pathIndex([http.get('/front/api/no-star', answer('x'))])).toThrow('must start with "*/"');
  });

  it('names the top-level folders its paths are under, once each, for the demo worker to route', () => {
    expect(topLevelPrefixes(areas)).toEqual(['/front/', '/op-app/', '/op-model/']);
    expect(topLevelPrefixes([http.get('*/Collector/:kind', answer('x'))])).toEqual(['/collector/']);
    expect(() => topLevelPrefixes([http.get('*/health', answer('x'))])).toThrow('no top-level folder: /health');
  });
});
