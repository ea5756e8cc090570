import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { url } from '../../../../mocks/rules/respond';
import { modelCatalogue } from '../../../../mocks/seed/models';
import { paths } from '../../../../src/api/paths';
import { storeToken } from '../../../../src/machines/credentials';
import { prefetchFirstScreen } from '../../firstScreen';
import { ModelSquarePage } from '../../../../src/ui/pages/console/ModelSquarePage';
import { loginAs } from '../../../unit/mocks/client';
import { renderSignedIn, serveSimulator } from '../../signedIn';

serveSimulator();

const SQUARE = '/console/model-square';
const cardNames = () => screen.getAllByTestId('model-card').map((c) => within(c).getAllByRole('link')[0].textContent);
const visionNames = modelCatalogue.filter((m) => m.modelType === 'vision').map((m) => m.name);

async function renderSquare(path: string, token?: string) {
  const rendered = await renderSignedIn(<ModelSquarePage />, 'dev_ent', path, token);
  /** Where the page has navigated to last (path and query string). */
  const current = () => rendered.location.history?.at(-1);
  return { ...rendered, current };
}

describe('ModelSquarePage: landing on it', () => {
  it("shows the route's prefetched answer in its first render, with no skeleton, and does not ask again", async () => {
    const asked: string[] = [];
    const count = ({ request }: { request: Request }) =>
      void (new URL(request.url).pathname === paths.model.list && asked.push(request.url));
    server.events.on('request:start', count);
    try {
      const token = await loginAs('dev_ent');
      storeToken(token);
      await prefetchFirstScreen('ModelSquarePage');
      expect(asked).toHaveLength(1);
      await renderSquare(SQUARE, token);
      // Synchronously after the first render: nothing awaited in between.
      expect(screen.getAllByTestId('model-card')).toHaveLength(9);
      expect(screen.queryByText('正在加载模型…')).toBeNull();
      expect(document.querySelector('[aria-busy="true"]')).toBeNull();
      await act(() => Promise.resolve());
      expect(screen.getAllByTestId('model-card')).toHaveLength(9);
      expect(asked).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });
});

describe('ModelSquarePage: filters live in the URL', () => {
  it('reads the filters from a shared URL', async () => {
    await renderSquare(`${SQUARE}?type=vision&license=open&sort=newest`);
    await screen.findAllByTestId('model-card');
    expect(screen.getByLabelText('模型类型')).toHaveProperty('value', 'vision');
    expect(screen.getByLabelText('授权')).toHaveProperty('value', 'open');
    expect(screen.getByLabelText('排序')).toHaveProperty('value', 'newest');
    const expected = modelCatalogue.filter((m) => m.modelType === 'vision' && m.openSource);
    expect(cardNames().sort()).toEqual(expected.map((m) => m.name).sort());
    expect(screen.getByText(`共 ${expected.length} 个模型`)).toBeTruthy();
  });

  it('writes each filter change to the URL and loads what it says', async () => {
    const { user, current } = await renderSquare(`${SQUARE}?page=2`);
    await screen.findAllByTestId('model-card');
    await user.selectOptions(screen.getByLabelText('模型类型'), 'vision');
    // A filter change goes back to page 1.
    await waitFor(() => expect(current()).toBe(`${SQUARE}?type=vision`));
    await waitFor(() => expect(cardNames().sort()).toEqual([...visionNames].sort()));

    await user.type(screen.getByLabelText('关键词'), 'GLM');
    // Typing alone does not touch the URL; 搜索 does.
    expect(current()).toBe(`${SQUARE}?type=vision`);
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(current()).toBe(`${SQUARE}?q=GLM&type=vision`));
    await waitFor(() => expect(cardNames()).toEqual(['GLM-4V 视觉理解']));
  });

  it('follows the URL when it changes from outside (back button, shared link)', async () => {
    const { location } = await renderSquare(`${SQUARE}?type=vision`);
    await waitFor(() => expect(cardNames().sort()).toEqual([...visionNames].sort()));
    act(() => location.navigate(`${SQUARE}?type=speech`));
    await waitFor(() => expect(screen.getByLabelText('模型类型')).toHaveProperty('value', 'speech'));
    const speech = modelCatalogue.filter((m) => m.modelType === 'speech').map((m) => m.name);
    await waitFor(() => expect(cardNames().sort()).toEqual([...speech].sort()));
  });

  it('pages through the URL', async () => {
    const { user, current } = await renderSquare(SQUARE);
    await screen.findAllByTestId('model-card');
    const firstPage = cardNames();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(current()).toBe(`${SQUARE}?page=2`));
    await waitFor(() => expect(cardNames()).not.toEqual(firstPage));
  });

  it('shows the empty state, and 清除筛选 clears the URL', async () => {
    const { user, current } = await renderSquare(`${SQUARE}?q=${encodeURIComponent('不存在的模型')}`);
    expect(await screen.findByText('暂无符合条件的模型')).toBeTruthy();
    expect(screen.getByLabelText('关键词')).toHaveProperty('value', '不存在的模型');
    await user.click(screen.getAllByRole('button', { name: '清除筛选' })[0]);
    await waitFor(() => expect(current()).toBe(SQUARE));
    await screen.findAllByTestId('model-card');
    expect(screen.getByLabelText('关键词')).toHaveProperty('value', '');
  });

  it('shows skeletons while loading, then an error with retry', async () => {
    // The first answer waits for the test, so the skeletons are seen however slow the machine is.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const busy = async () => {
      await held;
      return HttpResponse.json({ code: 500, msg: '模型服务繁忙', data: null });
    };
    server.use(http.get(url(paths.model.list), busy, { once: true }));
    const { user } = await renderSquare(`${SQUARE}?type=text`);
    expect(screen.getAllByTestId('model-card-skeleton').length).toBeGreaterThan(0);
    answer();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('模型服务繁忙'));
    await user.click(screen.getByRole('button', { name: '重试' }));
    await screen.findAllByTestId('model-card');
    expect(screen.getByLabelText('模型类型')).toHaveProperty('value', 'text');
  });

  it('offers 立即体验 only to users who may enter the experience center', async () => {
    await renderSquare(SQUARE);
    expect((await screen.findAllByRole('link', { name: /^立即体验：/ })).length).toBeGreaterThan(0);
  });

  it('a user without a trial sees the models but no 立即体验', async () => {
    await renderSignedIn(<ModelSquarePage />, 'trial_none', SQUARE);
    await screen.findAllByTestId('model-card');
    expect(screen.getAllByRole('link', { name: /^查看详情：/ }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: /^立即体验：/ })).toBeNull();
  });
});
