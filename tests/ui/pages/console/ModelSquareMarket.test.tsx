import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEPRECATIONS } from '../../../../mocks/seed/modelMarket';
import { modelCatalogue } from '../../../../mocks/seed/models';
import { ModelDetailPage } from '../../../../src/ui/pages/console/ModelDetailPage';
import { ModelSquarePage } from '../../../../src/ui/pages/console/ModelSquarePage';
import { renderSignedIn, serveSimulator } from '../../signedIn';

// The square's market extension (platform, not SPEC): sorts and filters by price per million
// tokens and capability, copying a model's id, deprecation notices, 立即体验 into the playground.
serveSimulator();

const SQUARE = '/console/model-square';
const cards = () => screen.getAllByTestId('model-card');
const nameOf = (card: HTMLElement) => within(card).getAllByRole('link')[0].textContent ?? '';
/** The input price per million tokens a card shows, or undefined for a model not priced by tokens. */
const inputPrice = (card: HTMLElement) => {
  const m = /输入 ¥([\d.]+)[^/]*\/ 百万tokens/.exec(card.textContent ?? '');
  return m ? Number(m[1]) : undefined;
};

async function renderSquare(path: string) {
  const rendered = await renderSignedIn(<ModelSquarePage />, 'dev_ent', path);
  await screen.findAllByTestId('model-card');
  return { ...rendered, current: () => rendered.location.history?.at(-1) };
}

describe('model square: market sorts, filters and notices', () => {
  it('sorts by input price per million tokens, cheapest first, and keeps the sort in the URL', async () => {
    const { user, current } = await renderSquare(SQUARE);
    await user.selectOptions(screen.getByLabelText('排序'), '输入价格从低到高');
    await waitFor(() => expect(current()).toBe(`${SQUARE}?sort=inputPriceAsc`));
    await waitFor(() => {
      const prices = cards().map(inputPrice);
      expect(prices.every((p) => p !== undefined)).toBe(true);
      expect(prices).toEqual([...prices].sort((a, b) => a! - b!));
    });
  });

  it('reads a market sort and filter from a shared URL', async () => {
    await renderSquare(`${SQUARE}?sort=inputPriceDesc&cap=tools`);
    expect(screen.getByLabelText('排序')).toHaveProperty('value', 'inputPriceDesc');
    expect(screen.getByLabelText('模型能力')).toHaveProperty('value', 'tools');
    const prices = cards().map(inputPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b! - a!));
  });

  it('filters by capability: only the models that call tools, all of them', async () => {
    const { user, current } = await renderSquare(SQUARE);
    await user.selectOptions(screen.getByLabelText('模型能力'), '工具调用');
    await waitFor(() => expect(current()).toBe(`${SQUARE}?cap=tools`));
    const callers = modelCatalogue.filter((m) => m.tags.includes('工具调用'));
    expect(await screen.findByText(`共 ${callers.length} 个模型`)).toBeTruthy();
    expect(cards().map(nameOf).sort()).toEqual(callers.map((m) => m.name).sort());
  });

  it('copies a model id from its card and offers 立即体验 into the playground with it', async () => {
    const { user } = await renderSquare(SQUARE);
    const card = cards()[0];
    const name = nameOf(card);
    const id = modelCatalogue.find((m) => m.name === name)!.id;
    await user.click(within(card).getByRole('button', { name: `复制模型ID：${name}` }));
    expect(await within(card).findByRole('button', { name: '已复制' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(id);
    expect(
      within(card)
        .getByRole('link', { name: `立即体验：${name}` })
        .getAttribute('href'),
    ).toBe(`/console/experience-center/playground?model=${id}`);
  });

  it('tells a deprecated model by its date and replacement, on its card and on its page', async () => {
    const [last, replacement] = DEPRECATIONS['ernie-speed'];
    await renderSquare(`${SQUARE}?q=${encodeURIComponent('文心 Speed')}`);
    const card = cards().find((c) => nameOf(c) === '文心 Speed')!;
    expect(within(card).getByTestId('deprecation').textContent).toMatch(new RegExp(`${last} 下线.*${replacement}`));
    const others = cards().filter(
      (c) => !Object.keys(DEPRECATIONS).some((id) => modelCatalogue.find((m) => m.id === id)?.name === nameOf(c)),
    );
    for (const other of others) expect(within(other).queryByTestId('deprecation')).toBeNull();
  });

  it('shows the deprecation notice, a copyable id and 立即体验 on the model page', async () => {
    const { user } = await renderSignedIn(
      <ModelDetailPage />,
      'dev_ent',
      '/console/model-square/model-detail?id=ernie-speed',
    );
    expect(await screen.findByRole('heading', { name: '文心 Speed' })).toBeTruthy();
    expect(screen.getByTestId('deprecation').textContent).toMatch(/2026-12-31 下线.*ernie-4\.0-turbo/);
    await user.click(screen.getByRole('button', { name: '复制模型ID：文心 Speed' }));
    expect(await navigator.clipboard.readText()).toBe('ernie-speed');
    expect(screen.getByRole('link', { name: '立即体验：文心 Speed' }).getAttribute('href')).toBe(
      '/console/experience-center/playground?model=ernie-speed',
    );
  });
});
