// `npm run machines:export` must cover every machine: a new machine file it misses fails here.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportMachines, type ExportedMachine } from '../../../src/dev/exportMachines';

const machinesDir = join(process.cwd(), 'src/machines');
const outDir = mkdtempSync(join(tmpdir(), 'machines-export-'));
let written: ExportedMachine[] = [];
beforeAll(async () => void (written = await exportMachines(outDir)));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** Found by reading the sources, not through the exporter: every file that builds a machine. */
const machineFiles = readdirSync(machinesDir)
  .filter((f) => f.endsWith('.ts'))
  .filter((f) => /\bcreateMachine\(/.test(readFileSync(join(machinesDir, f), 'utf8')));

describe('machines:export', () => {
  it('writes at least one Stately definition for every file of src/machines that builds a machine', () => {
    expect(machineFiles.length).toBeGreaterThan(40);
    const exportedFiles = new Set(written.map((m) => m.file.replace('src/machines/', '')));
    expect(machineFiles.filter((f) => !exportedFiles.has(f))).toEqual([]);

    const index = JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8')) as { id: string; json: string }[];
    expect(index).toHaveLength(written.length);
    for (const entry of index)
      expect((JSON.parse(readFileSync(join(outDir, entry.json), 'utf8')) as { id: string }).id).toBe(entry.id);
  });

  it('a definition carries the states and events written in the machine', () => {
    const definition = JSON.parse(readFileSync(join(outDir, 'apiKeys.apiKeysMachine.json'), 'utf8')) as {
      id: string;
      states: Record<string, { on: Record<string, unknown>; states: Record<string, unknown> }>;
    };
    expect(definition.id).toBe('apiKeys');
    expect(Object.keys(definition.states)).toEqual([
      'idle',
      'editing',
      'saving',
      'confirmingRotate',
      'rotating',
      'revealing',
      'confirmingDelete',
      'deleting',
      'toggling',
    ]);
    expect(Object.keys(definition.states.revealing.states)).toEqual(['shown', 'copying']);
    expect(Object.keys(definition.states.confirmingRotate.on)).toEqual(['KEYS.GRACE', 'KEYS.CONFIRM', 'KEYS.CANCEL']);
  });
});
