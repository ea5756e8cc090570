import { StateMachine, type AnyStateMachine } from 'xstate';

/** One drawable machine: the file it lives in, the export that gave it, the machine. */
export interface CatalogEntry {
  file: string;
  exportName: string;
  machine: AnyStateMachine;
}

/**
 * Factories whose machine needs arguments: the arguments of an example instance. A factory
 * without parameters is simply called, and so are those listed with none: their parameters are
 * optional (a first answer handed over from the request cache) and change no state or transition.
 */
const exampleArgs: Record<string, unknown[]> = {
  createListMachine: [],
  createAdminListMachine: [],
  createLazyFlowMachine: [
    { systemId: 'exampleFlow', opensWith: ['EXAMPLE.OPEN'], load: () => new Promise(() => undefined) },
  ],
};

const isFactory = (name: string, value: unknown): value is (...args: unknown[]) => unknown =>
  typeof value === 'function' && /^create\w*Machine$/.test(name) && (value.length === 0 || name in exampleArgs);

/** The machines of one module: exported instances, and one instance of each exported factory. */
export function machinesOf(file: string, module: Record<string, unknown>): CatalogEntry[] {
  const seen = new Set<AnyStateMachine>();
  const entries: CatalogEntry[] = [];
  for (const [exportName, value] of Object.entries(module)) {
    const machine =
      value instanceof StateMachine
        ? value
        : isFactory(exportName, value)
          ? value(...(exampleArgs[exportName] ?? []))
          : undefined;
    if (!(machine instanceof StateMachine) || seen.has(machine)) continue;
    seen.add(machine);
    entries.push({ file, exportName, machine });
  }
  return entries;
}

/** The catalog of loaded modules, keyed by their glob path (`../machines/x.ts`). */
export function catalogOf(modules: Record<string, Record<string, unknown>>): CatalogEntry[] {
  return Object.entries(modules)
    .flatMap(([path, module]) => machinesOf(path.replace('../machines/', ''), module))
    .sort((a, b) => a.file.localeCompare(b.file) || a.exportName.localeCompare(b.exportName));
}

/** Every machine of src/machines (rules/ holds pure functions, no machines), loaded on demand. */
export async function loadCatalog(): Promise<CatalogEntry[]> {
  const modules = import.meta.glob<Record<string, unknown>>('../machines/*.ts');
  const loaded = await Promise.all(Object.entries(modules).map(async ([path, load]) => [path, await load()] as const));
  return catalogOf(Object.fromEntries(loaded));
}
