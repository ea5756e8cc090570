import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { searchModelListings } from '../../../src/api/model';
import { paths } from '../../../src/api/paths';
import { prefetch, query } from '../../../src/api/requestCache';
import { storeToken } from '../../../src/machines/credentials';
import { loginAs, serveSimulatorPerTest } from '../mocks/client';

serveSimulatorPerTest();

describe('the model square’s first page, asked for ahead', () => {
  it('is what the square then gets, from one request to the simulator', async () => {
    storeToken(await loginAs('dev_ent'));
    const listCalls: string[] = [];
    const count = ({ request }: { request: Request }) =>
      void (new URL(request.url).pathname === paths.model.list && listCalls.push(request.url));
    server.events.on('request:start', count);
    try {
      const params = { pageNum: 1, pageSize: 12 };
      void prefetch(searchModelListings, params);
      const page = await query(searchModelListings, params);
      expect(page.records.length).toBeGreaterThan(0);
      expect(page.pageNum).toBe(1);
      expect(listCalls).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });
});
