import { describe, expect, it } from 'vitest';
import type { PermissionNode } from '../../../src/api/permission.types';
import { codeTree, type CodeNode } from '../../../src/machines/rules/codes';
import { checkedCodes, indexTree, normalizeCodes, sameCodes, sectionCount, toggleCode, unionCodes } from '../../../src/machines/rules/permissionTree';

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
    expect([...check([], `${USER}:auth`)].sort()).toEqual(['MC:read', 'MC:userPerm:read', `${USER}:read`, `${USER}:edit`, `${USER}:auth`].sort());
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
