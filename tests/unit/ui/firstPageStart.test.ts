import type { ComponentType } from 'react';
import { startFirstPage } from '../../../src/ui/boot/firstPageStart';
import type { FirstScreenRequest } from '../../../src/ui/routes/pages';

const SquarePage: ComponentType = () => null;
const route = { fullPath: '/console/model-square', page: 'ModelSquarePage' };

/** A promise the test settles itself, and the order in which the visit's steps happened. */
function visit(signedIn: boolean, declarationFails = false) {
  const steps: string[] = [];
  let answer!: (requests: FirstScreenRequest[]) => void;
  const asked = new Promise<FirstScreenRequest[]>((resolve) => (answer = resolve));
  const loaded = new Map<string, ComponentType>();
  const started = startFirstPage({
    route,
    signedIn,
    search: '?type=text',
    loaded,
    firstScreen: (page) =>
      page === 'ModelSquarePage'
        ? (search) => {
            steps.push(`declared ${search}`);
            return declarationFails ? Promise.reject(new Error('chunk failed')) : asked;
          }
        : undefined,
    loadPage: (page) => {
      steps.push(`page ${page}`);
      return Promise.resolve({ default: SquarePage });
    },
  });
  /** A request the first screen makes: asking ahead for it is a step of the visit. */
  const request = (name: string): FirstScreenRequest => ({
    prefetch: () => (steps.push(`prefetch ${name}`), new Promise<void>(() => undefined)),
  });
  return { steps, answer, request, loaded, ...started };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the first page's data and code", () => {
  it("a signed-in visit asks ahead for what the page's route declares first, without waiting for the answers, and imports the page's code only once it has been asked for", async () => {
    const v = visit(true);
    await settled();
    expect(v.steps).toEqual(['declared ?type=text']);
    expect(v.loaded.size).toBe(0);
    v.answer([v.request('models'), v.request('counts')]);
    await v.pageLoaded;
    expect(v.steps).toEqual(['declared ?type=text', 'prefetch models', 'prefetch counts', 'page ModelSquarePage']);
    expect(v.loaded.get('/console/model-square')).toBe(SquarePage);
  });

  it("a guest's visit asks for no data and imports the page at once", async () => {
    const v = visit(false);
    await v.pageLoaded;
    expect(v.steps).toEqual(['page ModelSquarePage']);
    expect(v.loaded.get('/console/model-square')).toBe(SquarePage);
  });

  it("a failed declaration (its chunk did not load) does not hold the page's code back", async () => {
    const v = visit(true, true);
    await v.dataAsked;
    await v.pageLoaded;
    expect(v.steps).toEqual(['declared ?type=text', 'page ModelSquarePage']);
  });

  it('a failed page load settles: the page shows its failure when it renders', async () => {
    const loaded = new Map<string, ComponentType>();
    const { pageLoaded } = startFirstPage({
      route,
      signedIn: false,
      search: '',
      loaded,
      firstScreen: () => undefined,
      loadPage: () => Promise.reject(new Error('chunk failed')),
    });
    await expect(pageLoaded).resolves.toBeUndefined();
    expect(loaded.size).toBe(0);
  });

  it('an address without a page (or no address, at build time) loads nothing', async () => {
    const loaded = new Map<string, ComponentType>();
    const loadPage = vi.fn();
    const { dataAsked, pageLoaded } = startFirstPage({
      signedIn: true,
      search: '',
      loaded,
      firstScreen: () => undefined,
      loadPage,
    });
    await Promise.all([dataAsked, pageLoaded]);
    expect(loadPage).not.toHaveBeenCalled();
  });
});
