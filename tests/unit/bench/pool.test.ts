import { poolPaint, poolResults, type PaintRun } from '../../../scripts/bench/pool.mjs';

const square = 'real /console/model-square';
const home = 'real /home';

/** One run's paint results as bench.json keeps them: every load's LCP (and first data) in run order. */
function run(
  floors: { chakra: number[]; console: number[] },
  square: number[],
  home: number[],
  site = 'real',
): PaintRun {
  return {
    floors: { chakra: { lcpSamples: floors.chakra }, console: { lcpSamples: floors.console } },
    pages: {
      [`${site} /console/model-square`]: {
        site,
        kind: 'data',
        lcpSamples: square,
        firstDataSamples: square.map((ms) => ms - 50),
      },
      [`${site} /home`]: { site, kind: 'static', lcpSamples: home },
    },
  };
}

const quiet = run({ chakra: [400, 400, 400], console: [600, 600, 600] }, [700, 720, 740], [220, 230, 240]);
const busy = run({ chakra: [500, 500, 500], console: [700, 700, 700] }, [900, 950, 1000], [280, 290, 300]);

describe('runs of the bench pooled', () => {
  it('takes each ratio over every load of every run', () => {
    const { runs, pages } = poolPaint([quiet, busy]);
    expect(runs).toBe(2);
    // Six loads each: the page's upper median 900 ms, the console floor's 700, Chakra's 500.
    expect(pages[square]).toMatchObject({
      loads: 6,
      lcpRatioConsole: 1.29,
      firstDataRatioConsole: 1.21,
      lcpRatio: 1.8,
    });
    // /home: 280 ms against 500.
    expect(pages[home]).toMatchObject({ loads: 6, lcpRatio: 0.56 });
    expect(pages[home].lcpRatioConsole).toBeUndefined();
  });

  it('keeps a page’s load paired with the floors’ loads of the same run', () => {
    // The machine swings between runs; in every load the page is 1.1× the console floor of its run.
    const swinging = [
      run({ chakra: [400, 410], console: [500, 520] }, [550, 572], [200, 205]),
      run({ chakra: [700, 720], console: [900, 940] }, [990, 1034], [350, 360]),
    ];
    expect(poolPaint(swinging).pages[square].lcpRatioConsoleInterval).toEqual([1.1, 1.1]);
  });

  it('judges the pooled figures against the targets, and not a baseline’s', () => {
    const withBaseline = (r: PaintRun): PaintRun => ({
      floors: r.floors,
      pages: {
        ...r.pages,
        ...Object.fromEntries(
          Object.entries(r.pages).map(([key, page]) => [`baseline ${key}`, { ...page, site: 'baseline real' }]),
        ),
      },
    });
    // The quiet run alone meets 1.25× (720 / 600 ms); pooled with the busy one, LCP misses (1.29×)
    // and first data meets (850 / 700 ms = 1.21×). The baseline's same figures are information.
    expect(poolResults([{ paint: quiet }]).missed).toEqual([]);
    const { pooled, missed } = poolResults([{ paint: withBaseline(quiet) }, { paint: withBaseline(busy) }]);
    expect(Object.keys(pooled)).toEqual(['paint']);
    expect(missed).toEqual([
      expect.stringMatching(
        /^desktop real \/console\/model-square: LCP 1\.29× \(.+\) the console floor \(target ≤ 1\.25×\)$/,
      ),
    ]);
  });

  it('misses a guest page over 0.6× the bare Chakra page', () => {
    const slowHome = run({ chakra: [400, 400, 400], console: [600, 600, 600] }, [700, 720, 740], [250, 260, 270]);
    // 260 ms against 400.
    expect(poolResults([{ paint: slowHome }]).missed).toEqual([
      expect.stringMatching(/^desktop real \/home: LCP 0\.65× \(.+\) the Chakra floor \(target ≤ 0\.6×\)$/),
    ]);
  });

  it('pools the phone only when every run measured it, and refuses runs of other pages', () => {
    expect(Object.keys(poolResults([{ paint: quiet, paintPhone: quiet }, { paint: busy }]).pooled)).toEqual(['paint']);
    const other = { ...busy, pages: { [home]: busy.pages[home] } };
    expect(() => poolPaint([quiet, other])).toThrow(/no loads of real \/console\/model-square/);
  });
});
