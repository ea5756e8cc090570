// `npm run bench:pool -- <bench.json> <bench.json>…`: the paint part's ratios over the loads of
// several runs of one build, judged against the same targets as one run. A run of 15 interleaved
// loads still moves a signed-in page's ratio by ±0.1 around the pooled figure on this machine
// (docs/performance.md, "Measuring"), so a verdict near a line is taken from pooled runs. Keep each
// run's file (BENCH_RESULTS) and skip the build between runs (BENCH_SKIP_BUILD=1) so that every run
// measures the same build.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { pageRatios } from './paint.mjs';
import { paintMark, paintRatios, paintVerdicts } from './targets.mjs';

/** The runs' paint results (one profile) as one: each page's ratios over every load, paired run by run with the floors'. */
export function poolPaint(paints) {
  const [first] = paints;
  const floorLcps = Object.fromEntries(
    Object.keys(first.floors).map((name) => [name, paints.flatMap((paint) => paint.floors[name].lcpSamples)]),
  );
  const pages = {};
  for (const [key, page] of Object.entries(first.pages)) {
    const ofRuns = paints.map((paint) => {
      const same = paint.pages[key];
      if (!same?.lcpSamples) throw new Error(`a run has no loads of ${key}: pool runs of the same parts and pages`);
      return same;
    });
    const loads = {
      lcps: ofRuns.flatMap((run) => run.lcpSamples),
      firstDatas: page.firstDataSamples ? ofRuns.flatMap((run) => run.firstDataSamples) : undefined,
    };
    pages[key] = {
      site: page.site,
      kind: page.kind,
      loads: loads.lcps.length,
      ...pageRatios(page.kind, loads, floorLcps),
    };
  }
  return { runs: paints.length, pages };
}

/** Each paint part the runs all measured (`paint`, `paintPhone`), pooled; and what misses its target. */
export function poolResults(results) {
  const pooled = {};
  for (const part of ['paint', 'paintPhone'])
    if (results.every((r) => r[part])) pooled[part] = poolPaint(results.map((r) => r[part]));
  return { pooled, missed: paintVerdicts(pooled) };
}

function main(files) {
  if (files.length === 0) throw new Error('usage: npm run bench:pool -- <bench.json> <bench.json>…');
  const { pooled, missed } = poolResults(files.map((file) => JSON.parse(readFileSync(file, 'utf8'))));
  for (const [part, { runs, pages }] of Object.entries(pooled))
    for (const [key, p] of Object.entries(pages)) {
      const profile = part === 'paint' ? 'desktop' : 'phone';
      console.log(
        `${profile} ${key}`.padEnd(60),
        `${runs} run${runs === 1 ? '' : 's'}, ${p.loads} loads: ${paintRatios(p)}`.padEnd(120),
        paintMark(p),
      );
    }
  console.log(
    missed.length ? `\n[bench] pooled, targets missed:\n- ${missed.join('\n- ')}` : '\n[bench] pooled, all targets met',
  );
  process.exitCode = missed.length ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
