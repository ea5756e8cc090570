/**
 * The rights pages' permission tree (POST permission list / list/{id}) as pure rules: which
 * codes a tree holds, and what checking or unchecking one node does to the rest. Each node
 * stands for its own code; children refine their parent (a page's :edit and :auth sit under
 * its :read, a page under its section), so
 *  - checking a node checks its ancestors, since a page is unreachable without its section;
 *  - checking :auth ties in :read and :edit, and :edit ties in :read (SPEC section 6);
 *  - unchecking a node unchecks everything below it, and unchecking :read or :edit drops the
 *    codes that depend on it.
 */
import type { PermissionNode } from './types/permission.types';
import { toggleTreeCode } from './permissions';

export const nodeCode = (node: PermissionNode): string => node.permissionCode ?? node.id;

export interface TreeIndex {
  /** Every code in tree order. */
  order: string[];
  parentOf: ReadonlyMap<string, string>;
  childrenOf: ReadonlyMap<string, readonly string[]>;
}

export function indexTree(tree: readonly PermissionNode[]): TreeIndex {
  const order: string[] = [];
  const parentOf = new Map<string, string>();
  const childrenOf = new Map<string, string[]>();
  const walk = (nodes: readonly PermissionNode[], parent?: string) => {
    for (const node of nodes) {
      const code = nodeCode(node);
      order.push(code);
      if (parent) parentOf.set(code, parent);
      const kids = node.children ?? [];
      childrenOf.set(code, kids.map(nodeCode));
      walk(kids, code);
    }
  };
  walk(tree);
  return { order, parentOf, childrenOf };
}

/** The codes a tree from list/{id} marks as checked. */
export function checkedCodes(tree: readonly PermissionNode[]): string[] {
  return tree.flatMap((node) => [...(node.check ? [nodeCode(node)] : []), ...checkedCodes(node.children ?? [])]);
}

function ancestors(index: TreeIndex, code: string): string[] {
  const out: string[] = [];
  for (let p = index.parentOf.get(code); p; p = index.parentOf.get(p)) out.push(p);
  return out;
}

function descendants(index: TreeIndex, code: string): string[] {
  return (index.childrenOf.get(code) ?? []).flatMap((child) => [child, ...descendants(index, child)]);
}

/** The selection after the user checks or unchecks `code`, with every tie-in applied. */
export function toggleCode(
  index: TreeIndex,
  selected: ReadonlySet<string>,
  code: string,
  checked: boolean,
): Set<string> {
  if (!index.order.includes(code)) return new Set(selected);
  let next = new Set(toggleTreeCode(selected, code, checked));
  if (checked) {
    // The :auth/:edit tie-ins may add codes whose ancestors must come along too.
    for (const added of [...next].filter((c) => !selected.has(c))) ancestors(index, added).forEach((a) => next.add(a));
  } else {
    const removed = [code, ...[...selected].filter((c) => !next.has(c))];
    for (const gone of removed) descendants(index, gone).forEach((d) => next.delete(d));
    // Removing a descendant :read may cascade to its :edit/:auth again.
    next = new Set([...next].filter((c) => stillTied(c, next)));
  }
  return next;
}

/** :edit needs its :read and :auth needs its :edit, whatever removed them. */
function stillTied(code: string, selected: ReadonlySet<string>): boolean {
  const m = /:(edit|auth)$/.exec(code);
  if (!m) return true;
  const base = code.slice(0, -m[0].length);
  return m[1] === 'edit' ? selected.has(`${base}:read`) : selected.has(`${base}:edit`) && selected.has(`${base}:read`);
}

/**
 * A selection made whole before saving: unknown codes dropped, ancestors and tie-ins added.
 * Applying every check again in tree order reaches the same set whatever the click order was.
 */
export function normalizeCodes(index: TreeIndex, selected: Iterable<string>): string[] {
  const wanted = new Set(selected);
  let out = new Set<string>();
  for (const code of index.order) if (wanted.has(code)) out = toggleCode(index, out, code, true);
  return index.order.filter((c) => out.has(c));
}

export function sameCodes(a: Iterable<string>, b: Iterable<string>): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((c) => right.has(c));
}

/** How many codes of a section (the node and everything below it) are selected, for its badge. */
export function sectionCount(
  index: TreeIndex,
  selected: ReadonlySet<string>,
  code: string,
): { chosen: number; all: number } {
  const codes = [code, ...descendants(index, code)];
  return { chosen: codes.filter((c) => selected.has(c)).length, all: codes.length };
}

/** Union of several roles' codes: what a user or group holds through them. */
export function unionCodes(lists: Iterable<readonly string[]>): Set<string> {
  const out = new Set<string>();
  for (const list of lists) list.forEach((c) => out.add(c));
  return out;
}
