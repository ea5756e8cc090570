// Medians and how far a ratio of medians can be trusted, for the bench's interleaved runs.

/** The median (the upper one of an even count), rounded to the millisecond; null for no values. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)]) : null;
};

/** A seeded generator (Numerical Recipes' LCG, its high bits): the same samples print the same interval. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/**
 * The range that median(page) / median(floor) falls in for 90% of resamplings of the runs (a
 * percentile bootstrap). Whole runs are drawn, a page's load with the floor's load of the same run,
 * since both met the machine's load of that moment. Its bounds have two decimals, as the bench's
 * ratios do.
 */
export function ratioInterval(page, floor, { draws = 2000, level = 0.9, seed = 1 } = {}) {
  const runs = Math.min(page.length, floor.length);
  if (runs === 0) return null;
  const random = seeded(seed);
  const ratios = [];
  for (let draw = 0; draw < draws; draw++) {
    const picks = Array.from({ length: runs }, () => Math.floor(random() * runs));
    ratios.push(median(picks.map((i) => page[i])) / median(picks.map((i) => floor[i])));
  }
  ratios.sort((a, b) => a - b);
  const at = (q) => Number(ratios[Math.min(draws - 1, Math.floor(q * draws))].toFixed(2));
  return [at((1 - level) / 2), at(1 - (1 - level) / 2)];
}
