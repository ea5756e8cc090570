import { afterEach, describe, expect, it, vi } from 'vitest';
import { environment, newEventId, trackOfElement } from '../../src/machines/trackerEnv';

/** The window-reading side of the analytics collector's common fields, and delegated clicks. */
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('environment', () => {
  it('gives the screen and the viewport as width x height, and the page', () => {
    vi.spyOn(window.screen, 'width', 'get').mockReturnValue(1440);
    vi.spyOn(window.screen, 'height', 'get').mockReturnValue(900);
    vi.stubGlobal('innerWidth', 390);
    vi.stubGlobal('innerHeight', 844);
    window.history.replaceState(null, '', '/model-square?id=7');
    expect(environment()).toMatchObject({
      screen: '1440x900',
      viewport: '390x844',
      page: { path: '/model-square', url: `${window.location.origin}/model-square?id=7` },
    });
  });
});

describe('event ids', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  // Date.now() and 8 random characters, both base 36.
  const FALLBACK = /^[0-9a-z]+-[0-9a-z]{1,8}$/;

  it('are UUIDs where the browser offers them', () => {
    const [a, b] = [newEventId(), newEventId()];
    expect(a).toMatch(UUID);
    expect(b).not.toBe(a);
  });

  it('fall back to time and randomness on a plain-http host, where randomUUID is missing', () => {
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    const [a, b] = [newEventId(), newEventId()];
    expect(a).toMatch(FALLBACK);
    expect(b).not.toBe(a);
  });

  it('fall back too where there is no crypto at all', () => {
    vi.stubGlobal('crypto', undefined);
    expect(newEventId()).toMatch(FALLBACK);
  });
});

describe('delegated clicks', () => {
  it('takes only data-track-* attributes as props, and module.name only with a module before the dot', () => {
    document.body.innerHTML = [
      '<a id="card" data-id="9" data-track="modelSquare.card_click" data-track-model-id="m1" data-tracker="x" data-backtrack-step="2">卡片</a>',
      '<b id="solo" data-track="solo">单独</b>',
      '<i id="nomodule" data-track=".solo">点</i>',
      '<u id="blank" data-track="">空</u>',
    ].join('');
    expect(trackOfElement(document.getElementById('card'))).toEqual({
      module: 'modelSquare',
      name: 'card_click',
      props: { modelId: 'm1' },
    });
    expect(trackOfElement(document.getElementById('solo'))).toEqual({ module: 'page', name: 'solo', props: {} });
    expect(trackOfElement(document.getElementById('nomodule'))).toEqual({ module: 'page', name: '.solo', props: {} });
    expect(trackOfElement(document.getElementById('blank'))).toBeUndefined();
    expect(trackOfElement(null)).toBeUndefined();
  });
});
