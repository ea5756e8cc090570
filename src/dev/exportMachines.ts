import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { catalogOf } from './machineCatalog';
import { definitionOf, definitionText, type Implementations } from './machineDefinition';

// Eager: the export runs in Vite's module runner, which takes no dynamic import once its entry is in.
const modules = import.meta.glob<Record<string, unknown>>('../machines/*.ts', { eager: true });

/** One line of index.json: the machine, its file, and the names its definition references. */
export interface ExportedMachine {
  file: string;
  exportName: string;
  id: string;
  json: string;
  implementations: Implementations;
}

/**
 * Writes every machine of src/machines as its definition (what `createMachine(json)` loads and
 * Stately Studio imports), one file per machine, plus index.json listing each machine with the
 * actions, guards, actors and delays its definition names, to be provided through `setup()`.
 */
export async function exportMachines(outDir: string): Promise<ExportedMachine[]> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const index: ExportedMachine[] = [];
  for (const { file, exportName, machine } of catalogOf(modules)) {
    const definition = definitionOf(machine);
    const json = `${file.replace(/\.ts$/, '')}.${exportName}.json`;
    await writeFile(join(outDir, json), definitionText(definition));
    index.push({
      file: `src/machines/${file}`,
      exportName,
      id: machine.id,
      json,
      implementations: definition.implementations,
    });
  }
  await writeFile(join(outDir, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
  return index;
}

export async function main(args: string[]): Promise<void> {
  const outDir = args[0] ?? 'machines-export';
  const written = await exportMachines(outDir);
  console.log(`${written.length} machines written to ${outDir}/`);
}
