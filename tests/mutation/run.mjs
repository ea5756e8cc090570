// Mutation testing (`npm run test:mutation`): StrykerJS over mocks/rules, src/api and src/machines,
// one folder after another, and a score per folder at the end.
//
//   npm run test:mutation                        all three folders
//   npm run test:mutation -- src/api             the folders named
//   npm run test:mutation -- src/api --report    only print the scores of the cached results
//   npm run test:mutation -- src/machines --only loginDialog,listMachine   some files of a folder
//   npm run test:mutation -- src/machines --static --only keyGuard   machines with their whole
//       definition (static mutants too), file by file against their model tests; with --report,
//       --survivors or --unaccounted, the same commands over those results
//   npm run test:mutation -- src/machines --tidy   drop results superseded by newer ones (after a merge)
//   npm run test:mutation -- --survivors src/machines/app.ts   the surviving and uncovered mutants
//                                                               of a file, from the cached results
//   npm run test:mutation -- --unaccounted   the survivors tests/mutation/survivors.md does not account for
//
// src/api and src/machines run in batches of one source file (or a few small ones in a row),
// against the test files that import that file (its unit and model tests), or, when none does, the
// test files that import a module importing it, plus tests that load the whole folder. A
// whole-folder run against every related test reran hundreds of simulator tests per mutant of a
// shared module (estimated at 16–31 h on this machine); batch by batch it is minutes per batch. Each batch keeps its own incremental file under
// .cache/mutation/<folder>/ (git-ignored), so a stopped run continues where it stopped and
// a rerun only tests the mutants whose code or tests changed. The folder's score adds up the
// batches' results the way Stryker does: (killed + timeout) / (killed + timeout + survived + no
// coverage); static mutants are ignored (see stryker.config.mjs).
//
// mocks/rules still runs as one batch (STRYKER_TESTS narrows its tests, see tests/mutation-summary.md).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { calculateMetrics } from 'mutation-testing-metrics';
import config, { mutationCache } from '../../stryker.config.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const FOLDERS = ['mocks/rules', 'src/domain', 'src/api', 'src/machines'];
const BATCHED = ['src/api', 'src/machines'];
const TEST_DIRS = ['tests/unit', 'tests/machines'];

const args = process.argv.slice(2);
const reportOnly = args.includes('--report');
const staticRun = args.includes('--static');
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1].split(',') : undefined;
const valueAt = (flag) => (args.includes(flag) ? args.indexOf(flag) + 1 : -1);
const asked = args.filter((arg, i) => !arg.startsWith('--') && i !== valueAt('--only') && i !== valueAt('--survivors'));
const unknown = asked.filter((f) => !FOLDERS.includes(f));
if (unknown.length > 0) {
  console.error(`Unknown folder ${unknown.join(', ')}; mutation testing covers ${FOLDERS.join(', ')}.`);
  process.exit(2);
}
// A machine's definition is module-level code; elsewhere that is only constant tables.
if (staticRun && asked.some((f) => f !== 'src/machines')) {
  console.error('--static runs src/machines only, each machine against its model tests.');
  process.exit(2);
}

const globToRegExp = (glob) =>
  new RegExp(
    `^${glob
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*\*\//g, '(.*/)?')
      .replace(/\*/g, '[^/]*')}$`,
  );
const excluded = config.mutate.filter((glob) => glob.startsWith('!')).map((glob) => globToRegExp(glob.slice(1)));
const listTs = (dir) => readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((f) => `${dir}/${f}`);

/** The source files of a folder that Stryker mutates, one batch each. */
const sourcesOf = (folder) =>
  listTs(folder)
    .filter((f) => f.endsWith('.ts') && !excluded.some((re) => re.test(f)))
    .sort();

/** Relative imports of a file (static, dynamic and vi.mock), resolved to repository paths. */
function importsOf(file) {
  const text = readFileSync(join(root, file), 'utf8');
  const found = [];
  for (const [, spec] of text.matchAll(/(?:from|import\(|vi\.(?:do)?[mM]ock\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const base = normalize(join(dirname(file), spec)).replace(/\.(ts|tsx|js)$/, '');
    const hit = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((candidate) =>
      existsSync(join(root, candidate)),
    );
    if (hit) found.push(hit);
  }
  return found;
}

/** Files a test loads with import.meta.glob (a test over every module of a folder). */
function globsOf(file) {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/import\.meta\.glob[^(]*\(\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map(([, glob]) =>
    globToRegExp(normalize(join(dirname(file), glob))),
  );
}

const testFiles = TEST_DIRS.flatMap(listTs).filter((f) => /\.test\.tsx?$/.test(f));
const testImports = new Map(testFiles.map((f) => [f, importsOf(f)]));
const testGlobs = new Map(testFiles.map((f) => [f, globsOf(f)]));
const sourceFiles = ['src', 'mocks'].flatMap(listTs).filter((f) => /\.tsx?$/.test(f));
let sourceImports;

/**
 * The tests of one source file: the test files importing it, else those importing an importer;
 * and the files that load every module of its folder (import.meta.glob).
 */
function testsOf(file) {
  const globbing = testFiles.filter((t) => testGlobs.get(t).some((re) => re.test(file)));
  const direct = testFiles.filter((t) => testImports.get(t).includes(file));
  if (direct.length > 0) return [...new Set([...direct, ...globbing])].sort();
  sourceImports ??= new Map(sourceFiles.map((f) => [f, importsOf(f)]));
  const importers = sourceFiles.filter((s) => sourceImports.get(s).includes(file));
  const indirect = testFiles.filter((t) => testImports.get(t).some((i) => importers.includes(i)));
  return [...new Set([...indirect, ...globbing])].sort();
}

/** A machine's model tests (tests/machines/): what a run with its static mutants reruns for each. */
const modelTestsOf = (file) => testsOf(file).filter((t) => t.startsWith('tests/machines/'));

const batchName = (folder, file) => relative(folder, file).replace(/\.ts$/, '').replaceAll('/', '-');
const incrementalDir = (folder, withStatic = staticRun) =>
  join(root, mutationCache, `${folder.replaceAll('/', '-')}${withStatic ? '-static' : ''}`);

const STRYKER = join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js');

function stryker(env, extra = []) {
  const run = spawnSync(process.execPath, [STRYKER, 'run', 'stryker.config.mjs', ...extra], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return run.status === 0;
}

/**
 * Starting Stryker costs a minute or two on a loaded machine, so small files that follow one
 * another go in one batch (up to SMALL_BATCH lines); a file of SMALL_FILE lines or more is a batch
 * of its own. The batches only depend on the files' order and sizes, so a rerun finds its
 * incremental files again.
 */
const SMALL_FILE = 150;
const SMALL_BATCH = 300;
function batchesOf(folder, files) {
  const batches = [];
  let current;
  for (const file of files) {
    const lines = readFileSync(join(root, file), 'utf8').split('\n').length;
    if (lines >= SMALL_FILE || !current || current.lines + lines > SMALL_BATCH) {
      current = { files: [], lines: 0 };
      batches.push(current);
    }
    current.files.push(file);
    current.lines += lines;
    if (lines >= SMALL_FILE) current = undefined;
  }
  return batches.map(({ files: batch }) => {
    const names = batch.map((f) => batchName(folder, f));
    return { files: batch, name: names.length === 1 ? names[0] : `${names[0]}..${names.at(-1)}` };
  });
}

function runBatches(folder) {
  let ok = true;
  const all = sourcesOf(folder);
  // --only keeps the order given, so the files that matter most can go first.
  const files = only ? only.map((name) => all.find((f) => batchName(folder, f) === name)).filter(Boolean) : all;
  // A static mutant reruns every test of its batch: one machine at a time, against its model tests.
  const batches = staticRun ? files.map((f) => ({ files: [f], name: batchName(folder, f) })) : batchesOf(folder, files);
  for (const [i, batch] of batches.entries()) {
    const tests = [...new Set(batch.files.flatMap(staticRun ? modelTestsOf : testsOf))].sort();
    if (staticRun && tests.length === 0) {
      console.log(`\n--- ${batch.name}: no model test, not run`);
      continue;
    }
    console.log(
      `\n--- ${folder} batch ${i + 1}/${batches.length}: ${batch.files.join(' ')} against ${tests.length} test files (${new Date().toISOString()})`,
    );
    // No test reaches it: one light test file lets Stryker run, and every mutant counts as no coverage.
    const narrowed = tests.length > 0 ? tests : ['tests/unit/mocks/rules/textLimits.test.ts'];
    const env = { STRYKER_FOLDER: folder, STRYKER_BATCH: batch.name, STRYKER_TESTS: narrowed.join(',') };
    const done = stryker(staticRun ? { ...env, STRYKER_STATIC: '1' } : env, ['--mutate', batch.files.join(',')]);
    if (done) keepOnlyIn(folder, `${batch.name}.json`, batch.files);
    ok = done && ok;
  }
  return ok;
}

/**
 * A file measured again in another grouping leaves its old result in the old batch's file; drop it
 * there, so each file has one result and the report does not depend on file times (a clone gives
 * every file the same one).
 */
function keepOnlyIn(folder, kept, files) {
  const dir = incrementalDir(folder);
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json') && f !== kept)) {
    const result = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    const stale = files.filter((file) => file in result.files);
    if (stale.length === 0) continue;
    for (const file of stale) delete result.files[file];
    if (Object.keys(result.files).length === 0) rmSync(join(dir, name));
    else writeFileSync(join(dir, name), `${JSON.stringify(result, null, 2)}\n`);
  }
}

/**
 * A static mutant after which fewer tests ran than the run holds (every test runs for a static
 * mutant), or a mutant after which none ran: some test files failed to load (an XState machine
 * with no initial state, a `#id` target that no longer resolves, or a state helper that builds
 * nothing throws at import), which fails any run of the suite. Stryker's vitest runner leaves
 * those files out and reports the mutant as survived; here it counts as killed.
 */
const scoredIn = (testsInRun) => (mutant) =>
  mutant.status === 'Survived' && (mutant.testsCompleted === 0 || (mutant.static && mutant.testsCompleted < testsInRun))
    ? { ...mutant, status: 'Killed', statusReason: 'the tests failed to load' }
    : mutant;

/** One cached result, as the scores count it. */
function readResult(path) {
  const result = JSON.parse(readFileSync(path, 'utf8'));
  const testsInRun = Object.values(result.testFiles ?? {}).reduce((n, file) => n + file.tests.length, 0);
  for (const file of Object.values(result.files)) file.mutants = file.mutants.map(scoredIn(testsInRun));
  return result;
}

const pct = (n) => (Number.isNaN(n) ? '—' : `${n.toFixed(2)} %`);

/** Adds up the cached results of a folder's batches and prints a table, one row per file. */
function report(folder) {
  const dir = incrementalDir(folder);
  const files = {};
  // Oldest first: should a file still be in two batches' results, its newest result wins.
  const reports = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort((a, b) => statSync(join(dir, a)).mtimeMs - statSync(join(dir, b)).mtimeMs)
    : [];
  for (const name of reports) Object.assign(files, readResult(join(dir, name)).files);
  const wanted = sourcesOf(folder);
  const measured = Object.fromEntries(Object.entries(files).filter(([path]) => wanted.includes(path)));
  if (staticRun)
    for (const [path, result] of Object.entries(measured))
      result.mutants = countingKillsOf(resultsOf(path))(result.mutants);
  const { childResults, metrics } = calculateMetrics(measured);
  const rows = [];
  const walk = (node, prefix) => {
    for (const child of node) {
      const path = prefix ? `${prefix}/${child.name}` : child.name;
      if (child.file) rows.push([path, child.metrics]);
      else walk(child.childResults, path);
    }
  };
  walk(childResults, '');
  const line = (name, m) =>
    `| ${name} | ${pct(m.mutationScore)} | ${m.killed} | ${m.timeout} | ${m.survived} | ${m.noCoverage} | ${m.ignored} |`;
  const kinds = staticRun
    ? 'static and runtime mutants, against the model tests'
    : 'runtime mutants; static ones ignored';
  console.log(`\n=== ${folder}: mutation score per file (${kinds}) ===`);
  console.log('| file | score | killed | timeout | survived | no coverage | static (ignored) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, m] of rows.sort(([a], [b]) => a.localeCompare(b))) console.log(line(name, m));
  console.log(line(`**${folder}** (${rows.length} of ${wanted.length} files)`, metrics));
  const missing = wanted.filter((f) => !(f in measured));
  if (missing.length > 0)
    console.log(`Not measured yet (${missing.length}): ${missing.map((f) => relative(folder, f)).join(', ')}`);
  return metrics.mutationScore;
}

/**
 * Every cached result of the scores that has mutants of this file: a batched folder's batches,
 * or the `mocks/rules` runs (two of them over some files). The static runs beside them are not in
 * the scores (see tests/mutation-summary.md), so not here either.
 */
function resultsOf(file, withStatic = staticRun) {
  const folder = FOLDERS.find((f) => file.startsWith(`${f}/`));
  const dir = BATCHED.includes(folder) ? incrementalDir(folder, withStatic) : join(root, mutationCache);
  const prefix = BATCHED.includes(folder) ? '' : folder.replaceAll('/', '-');
  const results = (existsSync(dir) ? readdirSync(dir) : [])
    .filter((f) => f.endsWith('.json') && f.startsWith(prefix))
    .map((f) => join(dir, f))
    .map((path) => ({ path, mutants: readResult(path).files[file]?.mutants }))
    .filter((r) => r.mutants);
  // A --static run's tests are the model tests alone: a runtime mutant the ordinary run killed
  // (with the screen tests too) is killed, as a mutant either mocks/rules run killed is.
  return withStatic ? [...results, ...resultsOf(file, false)] : results;
}

const mutantKey = (m) => `${m.location.start.line}:${m.location.start.column} ${m.mutatorName} ${m.replacement}`;

const lives = (m) => m.status === 'Survived' || m.status === 'NoCoverage';

/**
 * A file's mutants as the scores count them: one that any of the file's results killed is killed
 * (in a --static run, the ordinary run's kills count too; see resultsOf).
 */
function countingKillsOf(results) {
  const killed = new Set(
    results.flatMap((r) => r.mutants.filter((m) => m.status === 'Killed' || m.status === 'Timeout').map(mutantKey)),
  );
  return (mutants) =>
    mutants.map((m) =>
      lives(m) && killed.has(mutantKey(m)) ? { ...m, status: 'Killed', statusReason: 'killed by another run' } : m,
    );
}

/** The mutants of one file that no result killed, each once. */
function survivingMutants(file) {
  const results = resultsOf(file);
  const seen = new Set();
  return countingKillsOf(results)(results.flatMap((r) => r.mutants)).filter(
    (m) => lives(m) && !seen.has(mutantKey(m)) && seen.add(mutantKey(m)),
  );
}

/** The mutants of one file that no test killed, with line and replacement. */
function survivors(file) {
  const results = resultsOf(file);
  if (results.length === 0) return console.log(`${file}: not measured yet`);
  console.log(`${file}, from ${results.map((r) => relative(root, r.path)).join(', ')}:`);
  for (const m of survivingMutants(file))
    console.log(
      `  ${m.location.start.line}:${m.location.start.column} ${m.status} ${m.mutatorName} → ${JSON.stringify(m.replacement).slice(0, 100)}`,
    );
}

/**
 * The survivors the ledger (tests/mutation/survivors.md) does not account for: a mutant counts as
 * accounted for when its `line:col` stands in its file's section. After a rescore, a new survivor
 * shows here until it is killed by a test or argued equivalent in the ledger.
 */
function unaccounted() {
  const ledger = readFileSync(join(root, 'tests/mutation/survivors.md'), 'utf8');
  const sections = new Map(
    ledger
      .split(/^### /m)
      .slice(1)
      .map((part) => [part.slice(0, part.indexOf('\n')).trim(), part]),
  );
  let open = 0;
  for (const folder of staticRun ? ['src/machines'] : FOLDERS)
    for (const file of sourcesOf(folder)) {
      const section = sections.get(file) ?? '';
      for (const m of survivingMutants(file)) {
        const at = `${m.location.start.line}:${m.location.start.column}`;
        if (new RegExp(`(^|[^\\d])${at}([^\\d]|$)`).test(section)) continue;
        open++;
        console.log(`${file} ${at} ${m.status} ${m.mutatorName} → ${JSON.stringify(m.replacement).slice(0, 100)}`);
      }
    }
  console.log(open === 0 ? 'Every surviving and uncovered mutant is accounted for.' : `${open} not accounted for.`);
  return open === 0;
}

/** Keeps each file's newest result only (after merging results measured in other groupings). */
function tidy(folder) {
  const dir = incrementalDir(folder);
  if (!existsSync(dir)) return;
  const byAge = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort((a, b) => statSync(join(dir, b)).mtimeMs - statSync(join(dir, a)).mtimeMs);
  for (const name of byAge) {
    if (existsSync(join(dir, name)))
      keepOnlyIn(folder, name, Object.keys(JSON.parse(readFileSync(join(dir, name), 'utf8')).files));
  }
}

if (args.includes('--tidy')) {
  for (const folder of asked.filter((f) => BATCHED.includes(f))) tidy(folder);
  process.exit(0);
}

if (args.includes('--unaccounted')) process.exit(unaccounted() ? 0 : 1);

const survivorsAt = args.indexOf('--survivors');
if (survivorsAt >= 0) {
  survivors(args[survivorsAt + 1]);
  process.exit(0);
}

let failed = false;
const scores = [];
for (const folder of asked.length > 0 ? asked : staticRun ? ['src/machines'] : FOLDERS) {
  if (!reportOnly) {
    console.log(`\n=== Mutation testing ${folder} ===`);
    const ok = BATCHED.includes(folder) ? runBatches(folder) : stryker({ STRYKER_FOLDER: folder });
    if (!ok) failed = true;
  }
  if (BATCHED.includes(folder)) scores.push([folder, report(folder)]);
}
if (scores.length > 0) {
  console.log('\n=== Mutation score per folder ===');
  for (const [folder, score] of scores) console.log(`${folder.padEnd(14)} ${pct(score)}`);
}
process.exit(failed ? 1 : 0);
