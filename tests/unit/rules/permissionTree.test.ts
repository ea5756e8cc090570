import { describe, expect, it } from 'vitest';
import type { PermissionNode } from '../../../src/domain/types/permission.types';
import { codeTree, type CodeNode } from '../../../src/domain/codes';
import {
  checkedCodes,
  indexTree,
  normalizeCodes,
  sameCodes,
  sectionCount,
  toggleCode,
  unionCodes,
} from '../../../src/domain/permissionTree';

const toNodes = (nodes: CodeNode[], checked: ReadonlySet<string> = new Set()): PermissionNode[] =>
  nodes.map((n) => ({
    id: n.code,
    name: n.name,
    permissionCode: n.code,
    check: checked.has(n.code),
    ...(n.children ? { children: toNodes(n.children, checked) } : {}),
  }));

const index = indexTree(toNodes(codeTree));
const USER = 'MC:userPerm:userManage:user';
const check = (selected: Iterable<string>, code: string) => toggleCode(index, new Set(selected), code, true);
const uncheck = (selected: Iterable<string>, code: string) => toggleCode(index, new Set(selected), code, false);

describe('permission tree: checking', () => {
  it('ties :read and :edit in when :auth is checked, with every ancestor', () => {
    expect([...check([], `${USER}:auth`)].sort()).toEqual(
      ['MC:read', 'MC:userPerm:read', `${USER}:read`, `${USER}:edit`, `${USER}:auth`].sort(),
    );
  });

  it('ties :read in when :edit is checked, but not :auth', () => {
    const next = check([], `${USER}:edit`);
    expect(next.has(`${USER}:read`)).toBe(true);
    expect(next.has(`${USER}:auth`)).toBe(false);
  });

  it('checks a page with its section but leaves siblings alone', () => {
    const next = check([], 'DevC:modelC:modelPlaza:read');
    expect([...next].sort()).toEqual(['DevC:modelC:modelPlaza:read', 'DevC:read']);
  });

  it('ignores codes the tree does not hold', () => {
    expect([...check(['DevC:read'], 'Nope:read')]).toEqual(['DevC:read']);
  });
});

describe('permission tree: unchecking', () => {
  const full = check([], `${USER}:auth`);

  it('drops :edit and :auth with their :read', () => {
    const next = uncheck(full, `${USER}:read`);
    expect([...next].sort()).toEqual(['MC:read', 'MC:userPerm:read']);
  });

  it('drops :auth with :edit but keeps :read', () => {
    const next = uncheck(full, `${USER}:edit`);
    expect(next.has(`${USER}:read`)).toBe(true);
    expect(next.has(`${USER}:auth`)).toBe(false);
  });

  it('drops only :auth when :auth is unchecked', () => {
    const next = uncheck(full, `${USER}:auth`);
    expect(next.has(`${USER}:edit`)).toBe(true);
    expect(next.has(`${USER}:read`)).toBe(true);
  });

  it('drops everything below a section', () => {
    const next = uncheck(check(full, 'DevC:modelC:modelPlaza:read'), 'MC:read');
    expect([...next].sort()).toEqual(['DevC:modelC:modelPlaza:read', 'DevC:read']);
  });
});

describe('permission tree: reading and saving', () => {
  it('reads the checked codes of a role tree', () => {
    const tree = toNodes(codeTree, new Set(['AppC:read', 'AppC:AppC:AppStore:read']));
    expect(checkedCodes(tree)).toEqual(['AppC:read', 'AppC:AppC:AppStore:read']);
  });

  it('normalizes a selection whatever order it was made in', () => {
    const a = normalizeCodes(index, [`${USER}:auth`, 'Nope:read']);
    const b = normalizeCodes(index, ['MC:read', `${USER}:read`, `${USER}:edit`, `${USER}:auth`, 'MC:userPerm:read']);
    expect(a).toEqual(b);
    expect(a[0]).toBe('MC:read');
  });

  it('compares selections as sets', () => {
    expect(sameCodes(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameCodes(['a'], ['a', 'b'])).toBe(false);
  });

  it('counts a section’s chosen codes', () => {
    expect(sectionCount(index, check([], `${USER}:edit`), 'MC:userPerm:read')).toEqual({ chosen: 3, all: 22 });
  });

  it('unites the codes of several roles', () => {
    expect([
      ...unionCodes([
        ['a', 'b'],
        ['b', 'c'],
      ]),
    ]).toEqual(['a', 'b', 'c']);
  });
});

/** Hand-built trees for the rules the platform's own tree never exercises. */
const node = (code: string, children?: PermissionNode[]): PermissionNode => ({
  id: `id-${code}`,
  name: code,
  permissionCode: code,
  ...(children ? { children } : {}),
});
const sorted = (codes: Iterable<string>) => [...codes].sort();

describe('permission tree: indexing', () => {
  it('names a node by its permission code, or by its id when it has none, in tree order', () => {
    const tree = indexTree([node('S:read', [node('S:a:read'), { id: 'plain', name: '无编码' }]), node('T:read')]);
    expect(tree.order).toEqual(['S:read', 'S:a:read', 'plain', 'T:read']);
    expect(tree.parentOf.get('plain')).toBe('S:read');
    expect(tree.parentOf.has('S:read')).toBe(false);
    expect(tree.childrenOf.get('S:read')).toEqual(['S:a:read', 'plain']);
  });

  it('counts a code the tree does not hold as a section of one', () => {
    expect(sectionCount(index, new Set(['Nope:read']), 'Nope:read')).toEqual({ chosen: 1, all: 1 });
    expect(sectionCount(index, new Set(), 'Nope:read')).toEqual({ chosen: 0, all: 1 });
  });
});

describe('permission tree: tie-ins across sections', () => {
  // A page's :read under one section while its :edit and :auth sit under another: removing a
  // section can take a :read or an :edit away from codes that are not below it.
  const split = indexTree([
    node('S:read', [node('X:read')]),
    node('T:read', [node('X:edit'), node('X:auth')]),
    node('U:read', [node('Dev:authCode:read')]),
  ]);
  const all = ['S:read', 'X:read', 'T:read', 'X:edit', 'X:auth', 'U:read', 'Dev:authCode:read'];

  it('drops :edit and :auth when their :read goes with its section', () => {
    expect(sorted(toggleCode(split, new Set(all), 'S:read', false))).toEqual(
      sorted(['T:read', 'U:read', 'Dev:authCode:read']),
    );
  });

  it('drops :auth when its :edit goes with its section, and keeps :read', () => {
    const onlyEdit = indexTree([
      node('S:read', [node('X:read')]),
      node('T:read', [node('X:edit')]),
      node('V:read', [node('X:auth')]),
    ]);
    const selected = new Set(['S:read', 'X:read', 'T:read', 'X:edit', 'V:read', 'X:auth']);
    expect(sorted(toggleCode(onlyEdit, selected, 'T:read', false))).toEqual(sorted(['S:read', 'X:read', 'V:read']));
  });

  it('keeps :auth while its :read and :edit stay, and a code merely containing :auth', () => {
    expect(sorted(toggleCode(split, new Set(all), 'U:read', false))).toEqual(
      sorted(['S:read', 'X:read', 'T:read', 'X:edit', 'X:auth']),
    );
    expect(sorted(toggleCode(split, new Set(all), 'X:auth', false))).toEqual(
      sorted(['S:read', 'X:read', 'T:read', 'X:edit', 'U:read', 'Dev:authCode:read']),
    );
  });

  it('drops what sits below a code that an uncheck ties out', () => {
    const deep = indexTree([node('A:read', [node('A:edit'), node('A:auth', [node('B:read')])])]);
    expect(sorted(toggleCode(deep, new Set(['A:read', 'A:edit', 'A:auth', 'B:read']), 'A:edit', false))).toEqual([
      'A:read',
    ]);
  });

  it('adds the ancestors of what a check adds, and leaves the rest of the selection as it was', () => {
    // A stale selection holding a page without its section keeps it that way.
    expect(sorted(check(['DevC:modelC:modelPlaza:read'], 'AppC:AppC:AppStore:read'))).toEqual(
      sorted(['DevC:modelC:modelPlaza:read', 'AppC:read', 'AppC:AppC:AppStore:read']),
    );
  });
});

describe('permission tree: comparing', () => {
  it('selections of the same size with a different code differ', () => {
    expect(sameCodes(['a', 'b'], ['a', 'c'])).toBe(false);
    expect(sameCodes([], [])).toBe(true);
  });
});
