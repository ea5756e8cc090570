// Bench helper: what a chunk holds. `node scripts/bench/chunks.mjs index- LoginDialog` builds in
// memory and prints, for each chunk whose file name contains an argument, its size, gzip size,
// imports and its biggest modules (TOP=n, default 60). For deciding what to split out of the first load.
import { build } from 'vite';
import { gzipSync } from 'node:zlib';
const out = await build({ logLevel: 'warn', build: { write: false, outDir: '/tmp/quality/analyze' } });
const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output);
const want = process.argv.slice(2);
for (const chunk of outputs) {
  if (chunk.type !== 'chunk') continue;
  if (!want.some((w) => chunk.fileName.includes(w))) continue;
  console.log(
    chunk.fileName,
    chunk.code.length,
    'gzip',
    gzipSync(chunk.code).length,
    'imports',
    chunk.imports.join(','),
    'dyn',
    chunk.dynamicImports.length,
  );
  const mods = Object.entries(chunk.modules)
    .map(([id, m]) => [id.replace(process.cwd(), '').replace(/.*node_modules\//, 'nm:'), m.renderedLength])
    .sort((a, b) => b[1] - a[1]);
  for (const [k, v] of mods.slice(0, Number(process.env.TOP ?? 60))) console.log('   ', String(v).padStart(8), k);
}
