/**
 * The compile hint's line (scripts/build/compileHints.ts) in a real build with source maps: the
 * hinted file's code starts a line lower, and its map, read by Node's own source-map reader, still
 * points each position of the code at its source line.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { compileHints } from '../../../scripts/build/compileHints';

const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SOURCE = ['// the entry of a tiny app', '', 'export function answer() {', "  return 'marker-42';", '}', ''];

async function buildEntry(): Promise<{ code: string; map: Rollup.OutputAsset }> {
  writeFileSync(join(dir, 'entry.js'), SOURCE.join('\n'));
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: dir,
    plugins: [compileHints()],
    build: {
      write: false,
      sourcemap: true,
      minify: false,
      rolldownOptions: { input: join(dir, 'entry.js'), preserveEntrySignatures: 'strict' },
    },
  });
  const { output } = (Array.isArray(result) ? result[0] : result) as Rollup.RollupOutput;
  const chunk = output.find((o): o is Rollup.OutputChunk => o.type === 'chunk' && o.isEntry)!;
  const map = output.find((o): o is Rollup.OutputAsset => o.fileName === `${chunk.fileName}.map`)!;
  return { code: chunk.code, map };
}

describe('the compile hint in a build with source maps', () => {
  it('is the first line of the entry, and the map still finds each line of the code in its source', async () => {
    const { code, map } = await buildEntry();
    expect(code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    const lines = code.split('\n');
    const line = lines.findIndex((l) => l.includes('marker-42'));
    const column = lines[line].indexOf('return');
    const entry = new SourceMap(JSON.parse(String(map.source)) as SourceMapPayload).findEntry(line, column);
    expect(entry).toMatchObject({ originalSource: expect.stringMatching(/entry\.js$/), originalLine: 3 });
  });
});
