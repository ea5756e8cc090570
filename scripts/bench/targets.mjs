// The bench's targets, and how a page's figures are judged against them: for one run
// (index.mjs) and for several runs pooled (pool.mjs) alike.

export const targets = {
  /** LCP of /home and /docs-center ≤ 0.6 × the bare Chakra page's, real build and demo, desktop and phone. */
  lcpRatioStatic: 0.6,
  /**
   * LCP and navigation start → the first card or row of data of the signed-in model square and
   * user management ≤ 1.25 × the console floor's LCP (the same content with no session, request,
   * router or machine), real build and demo, desktop and phone.
   */
  dataRatioConsole: 1.25,
  /** Lighthouse's mobile preset (slow 4G, 4× CPU), demo mode, on every page the paint part measures. */
  lighthouseScore: 95,
  lighthouseTbtMs: 150,
  lighthouseCls: 0,
  /** The 10,000-item list keeps the whole document under this many elements. */
  listDomNodes: 1500,
  longTaskMs: 50,
  /** One page (10 rows) of the simulator over 100,000 records, median, handed to its handlers (msw/node's fetch reported beside it). */
  simulatorQueryMs: 10,
  /** The in-browser simulator from opening IndexedDB to a world in memory, seeded or loaded (median of visits). */
  simulatorColdStartMs: 150,
  /**
   * One write, answered once stored, with 50 MB of uploads stored: in the browser and on the HTTP
   * server (median of the simulator's own time, its Server-Timing; the round trip, a call writing
   * nothing and a bare durable write are reported beside it).
   */
  simulatorWriteMs: 5,
};

const isBaseline = (site) => site.startsWith('baseline');
/**
 * A ratio with the range it takes in 90% of resamplings of the runs (scripts/bench/stats.mjs): a
 * target inside that range is not told apart from the figure by these loads.
 */
const ratio = (value, interval) => (interval ? `${value}× (${interval[0]}–${interval[1]})` : `${value}×`);
export const mark = (ok) => (ok ? 'ok' : 'MISSED');

/** A paint page's mark in the table: a baseline's figures are information, not judged. */
export const paintMark = (page) => (isBaseline(page.site) ? 'info' : mark(paintMisses(page).length === 0));

/** What a page of the paint part misses, on one profile: none, or the reasons. */
export function paintMisses(page) {
  if (page.kind === 'static')
    return page.lcpRatio > targets.lcpRatioStatic
      ? [`LCP ${ratio(page.lcpRatio, page.lcpRatioInterval)} the Chakra floor (target ≤ ${targets.lcpRatioStatic}×)`]
      : [];
  const misses = [];
  if (page.lcpRatioConsole > targets.dataRatioConsole)
    misses.push(
      `LCP ${ratio(page.lcpRatioConsole, page.lcpRatioConsoleInterval)} the console floor (target ≤ ${targets.dataRatioConsole}×)`,
    );
  if (page.firstDataRatioConsole > targets.dataRatioConsole)
    misses.push(
      `first data ${ratio(page.firstDataRatioConsole, page.firstDataRatioConsoleInterval)} the console floor's LCP (target ≤ ${targets.dataRatioConsole}×)`,
    );
  return misses;
}

/** A paint page's ratios as the bench prints them, each with its range and its target. */
export const paintRatios = (p) =>
  p.kind === 'static'
    ? `LCP ${ratio(p.lcpRatio, p.lcpRatioInterval)} Chakra (target ≤ ${targets.lcpRatioStatic}×)`
    : `LCP ${ratio(p.lcpRatioConsole, p.lcpRatioConsoleInterval)}, first data ${ratio(p.firstDataRatioConsole, p.firstDataRatioConsoleInterval)} the console floor (target ≤ ${targets.dataRatioConsole}×; ${p.lcpRatio}× Chakra)`;

/** The paint parts' misses (`paint`, `paintPhone`, as bench.json keeps them), named by profile. */
export function paintVerdicts(results) {
  const missed = [];
  for (const [profile, paint] of [
    ['desktop', results.paint],
    ['phone', results.paintPhone],
  ])
    for (const [name, page] of Object.entries(paint?.pages ?? {}))
      if (!isBaseline(page.site)) for (const miss of paintMisses(page)) missed.push(`${profile} ${name}: ${miss}`);
  return missed;
}
