import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { catalogOf } from './machineCatalog';

// Eager: the export runs in Vite's module runner, which takes no dynamic import once its entry is in.
const modules = import.meta.glob<Record<string, unknown>>('../machines/*.ts', { eager: true });

export interface ExportedMachine {
  file: string;
  exportName: string;
  id: string;
  json: string;
}

/**
 * Writes every machine of src/machines as its JSON definition (`machine.toJSON()`, what Stately
 * Studio imports), one file per machine, plus index.json listing them. Functions (inline actions,
 * guards) have no JSON form: they appear by their names where they have one.
 */
export async function exportMachines(outDir: string): Promise<ExportedMachine[]> {
  const catalog = catalogOf(modules);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const written: ExportedMachine[] = [];
  for (const { file, exportName, machine } of catalog) {
    const json = `${JSON.stringify(machine.toJSON(), null, 2)}\n`;
    await writeFile(join(outDir, `${file.replace(/\.ts$/, '')}.${exportName}.json`), json);
    written.push({ file, exportName, id: machine.id, json });
  }
  const index = written.map(({ file, exportName, id }) => ({ file: `src/machines/${file}`, exportName, id, json: `${file.replace(/\.ts$/, '')}.${exportName}.json` }));
  await writeFile(join(outDir, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
  return written;
}

export async function main(args: string[]): Promise<void> {
  const outDir = args[0] ?? 'machines-export';
  const written = await exportMachines(outDir);
  console.log(`${written.length} machines written to ${outDir}/`);
}
