import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { paths } from '../../../src/api/paths';
import { clearRequestCache } from '../../../src/api/requestCache';
import { storeToken } from '../../../src/machines/credentials';
import { firstScreenData } from '../../../src/ui/routes/pages';
import { prefetchFirstScreen } from '../../ui/firstScreen';
import { loginAs, serveSimulatorPerTest } from '../mocks/client';

serveSimulatorPerTest();

/** What the simulator is asked while `run` runs: each request's path and query. */
async function askedDuring(run: () => Promise<unknown>) {
  const asked: { path: string; query: Record<string, string> }[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    asked.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
  };
  server.events.on('request:start', record);
  try {
    await run();
  } finally {
    server.events.removeListener('request:start', record);
  }
  return asked;
}

describe("routes' first-screen data", () => {
  it('is declared for the signed-in pages whose first screen is a list of data', () => {
    expect(Object.keys(firstScreenData).sort()).toEqual(['ModelSquarePage', 'UserManagementPage']);
  });

  it("the model square asks for the page of its URL's filters, as its list asks for it", async () => {
    clearRequestCache();
    storeToken(await loginAs('dev_ent'));
    const asked = await askedDuring(() => prefetchFirstScreen('ModelSquarePage', '?q=GLM&type=text&page=2'));
    expect(asked).toEqual([
      {
        path: paths.model.list,
        query: { pageNum: '2', pageSize: '9', keyword: 'GLM', modelType: 'text', sort: 'popular' },
      },
    ]);
  });

  it("user management asks for the users tab's first page and the whole role and group lists its rows name", async () => {
    clearRequestCache();
    storeToken(await loginAs('admin'));
    const asked = await askedDuring(() => prefetchFirstScreen('UserManagementPage'));
    expect(asked.map((request) => request.path).sort()).toEqual(
      [paths.group.search, paths.role.search, paths.user.search].sort(),
    );
  });
});
