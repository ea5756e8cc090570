import { build } from 'vite';
import { gzipSync } from 'node:zlib';
const out = await build({ logLevel: 'warn', build: { write: false, outDir: '/tmp/quality/analyze' } });
const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output);
const want = process.argv.slice(2);
for (const chunk of outputs) {
  if (chunk.type !== 'chunk') continue;
  if (!want.some((w) => chunk.fileName.includes(w))) continue;
  const byPkg = {};
  for (const [id, m] of Object.entries(chunk.modules)) {
    const pkg = id.includes('node_modules') ? id.split('node_modules/').pop().split('/').slice(0, id.split('node_modules/').pop().startsWith('@') ? 2 : 1).join('/') : id.replace(process.cwd(), '').split('/').slice(0, 4).join('/');
    byPkg[pkg] = (byPkg[pkg] ?? 0) + m.renderedLength;
  }
  console.log(chunk.fileName, chunk.code.length, 'gzip', gzipSync(chunk.code).length);
  for (const [k, v] of Object.entries(byPkg).sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log('   ', String(v).padStart(8), k);
}
