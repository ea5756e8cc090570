// Runs StrykerJS over the folders it mutates, one after another (each keeps its own incremental
// file, so a rerun only tests what changed). `npm run test:mutation` runs all three;
// `npm run test:mutation -- src/api` runs the folders named.
import { spawnSync } from 'node:child_process';

const FOLDERS = ['mocks/rules', 'src/api', 'src/machines'];
const asked = process.argv.slice(2);
const unknown = asked.filter((f) => !FOLDERS.includes(f));
if (unknown.length > 0) {
  console.error(`Unknown folder ${unknown.join(', ')}; mutation testing covers ${FOLDERS.join(', ')}.`);
  process.exit(2);
}

let failed = false;
for (const folder of asked.length > 0 ? asked : FOLDERS) {
  console.log(`\n=== Mutation testing ${folder} ===`);
  const run = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, STRYKER_FOLDER: folder },
  });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
