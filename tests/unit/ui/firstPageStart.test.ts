import type { ComponentType } from 'react';
import { askFirstScreenData, loadFirstPage } from '../../../src/ui/boot/firstPageStart';
import type { FirstScreenRequest } from '../../../src/ui/routes/pages';

const SquarePage: ComponentType = () => null;
const square = { fullPath: '/console/model-square', page: 'ModelSquarePage' };

/** The model square's first screen as its route would declare it, recording what is asked. */
function squareScreen() {
  const steps: string[] = [];
  const request = (name: string): FirstScreenRequest => ({
    prefetch: () => (steps.push(`prefetch ${name}`), new Promise<void>(() => undefined)),
  });
  const firstScreen = (page: string) =>
    page === 'ModelSquarePage'
      ? (search: string) => (steps.push(`declared ${search}`), [request('models'), request('counts')])
      : undefined;
  return { steps, firstScreen };
}

describe("the first page's data", () => {
  it('a signed-in visit asks ahead at once for what the route declares, for the query string, without waiting for the answers', () => {
    const { steps, firstScreen } = squareScreen();
    askFirstScreenData(square, true, firstScreen, '?type=text');
    expect(steps).toEqual(['declared ?type=text', 'prefetch models', 'prefetch counts']);
  });

  it("a guest's visit asks for nothing", () => {
    const { steps, firstScreen } = squareScreen();
    askFirstScreenData(square, false, firstScreen, '?type=text');
    expect(steps).toEqual([]);
  });

  it('a page whose route declares no first screen, or an address without a page, asks for nothing', () => {
    const { steps, firstScreen } = squareScreen();
    askFirstScreenData({ fullPath: '/console/experience', page: 'ExperienceCenterPage' }, true, firstScreen, '');
    askFirstScreenData({ fullPath: '/console' }, true, firstScreen, '');
    askFirstScreenData(undefined, true, firstScreen, '');
    expect(steps).toEqual([]);
  });
});

describe("the first page's code", () => {
  it('is kept by route path once in', async () => {
    const loaded = new Map<string, ComponentType>();
    const loadPage = vi.fn(() => Promise.resolve({ default: SquarePage }));
    await loadFirstPage(square, loadPage, loaded);
    expect(loadPage).toHaveBeenCalledWith('ModelSquarePage');
    expect(loaded.get('/console/model-square')).toBe(SquarePage);
  });

  it('a failed load settles: the page shows its failure when it renders', async () => {
    const loaded = new Map<string, ComponentType>();
    await expect(
      loadFirstPage(square, () => Promise.reject(new Error('chunk failed')), loaded),
    ).resolves.toBeUndefined();
    expect(loaded.size).toBe(0);
  });

  it('an address without a page (or none) loads nothing', async () => {
    const loaded = new Map<string, ComponentType>();
    const loadPage = vi.fn();
    await Promise.all([
      loadFirstPage({ fullPath: '/console' }, loadPage, loaded),
      loadFirstPage(undefined, loadPage, loaded),
    ]);
    expect(loadPage).not.toHaveBeenCalled();
    expect(loaded.size).toBe(0);
  });
});
