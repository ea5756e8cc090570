// The app's Chakra system carries only the recipes of the components src renders (src/ui/chakraSystem.ts).
// A component whose recipe is left out renders unstyled, so every Chakra component imported in src
// is traced to the recipe keys its source asks for, and each must be in the system.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { recipes, slotRecipes, system } from '../../../src/ui/chakraSystem';

const chakraDist = join(process.cwd(), 'node_modules/@chakra-ui/react/dist/esm');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/** Names src imports from the package root, e.g. `Button`, `Dialog`, `NativeSelect`. */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of filesUnder(join(process.cwd(), 'src')).filter((f) => /\.tsx?$/.test(f))) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(
      /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g,
    )) {
      list
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part && !part.startsWith('type '))
        .forEach((part) => names.add(part.split(/\s+as\s+/)[0]));
    }
  }
  return names;
}

/** Recipe keys src asks Chakra for itself (`useRecipe({ key: 'badge' })`), each with where it is asked. */
function keysAskedBySrc(): Map<string, string> {
  const asked = new Map<string, string>();
  for (const file of filesUnder(join(process.cwd(), 'src')).filter((f) => /\.tsx?$/.test(f)))
    for (const [, hook, key] of readFileSync(file, 'utf8').matchAll(
      /\b(useRecipe|useSlotRecipe)\(\{ key: '(\w+)' \}\)/g,
    ))
      asked.set(key, hook);
  return asked;
}

/** The component folder the package root takes `name` from, or undefined for non-components. */
function componentDir(index: string, name: string): string | undefined {
  const direct = new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from '\\./(components/[^']+)'`).exec(index);
  if (direct) return dirname(join(chakraDist, direct[1]));
  const alias = new RegExp(`export \\{ (namespace\\$\\w+) as ${name} \\}`).exec(index);
  if (!alias) return undefined;
  const source = new RegExp(`import \\* as ${alias[1].replace('$', '\\$')} from '\\./(components/[^']+)'`).exec(index);
  return source ? dirname(join(chakraDist, source[1])) : undefined;
}

/** Recipe keys a component folder asks for, through the other component folders it imports (Checkbox → Checkmark). */
function recipeKeysOf(dir: string, seen = new Set<string>()): string[] {
  if (seen.has(dir)) return [];
  seen.add(dir);
  return filesUnder(dir).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const own = [...source.matchAll(/\bkey: "(\w+)"/g)].map((m) => m[1]);
    const imported = [...source.matchAll(/from '\.\.\/([\w-]+)\/[^']+'/g)].map((m) => join(dirname(dir), m[1]));
    return [...own, ...imported.flatMap((other) => recipeKeysOf(other, seen))];
  });
}

describe('the app system', () => {
  const index = readFileSync(join(chakraDist, 'index.js'), 'utf8');
  const names = importedNames();
  const needed = new Map<string, string>();
  for (const name of names) {
    const dir = componentDir(index, name);
    if (dir) recipeKeysOf(dir).forEach((key) => needed.set(key, name));
  }
  for (const [key, hook] of keysAskedBySrc()) needed.set(key, hook);

  it('finds the components src imports', () => {
    expect(names).toContain('Button');
    expect(names).toContain('Dialog');
    expect(needed.get('tabs')).toBe('Tabs');
    expect(needed.get('checkmark')).toBe('Checkbox');
    expect(needed.get('card')).toBe('useSlotRecipe');
  });

  it('has the recipe of every Chakra component src imports', () => {
    // Text and Pagination ask for keys Chakra's own theme leaves undefined too.
    const themed = (key: string) => key in chakraRecipes || key in chakraSlotRecipes;
    const missing = [...needed]
      .filter(([key]) => themed(key) && !system.hasRecipe(key))
      .map(([key, name]) => `${name} → ${key}`);
    expect(missing).toEqual([]);
  });

  it('ships no recipe that no imported component asks for', () => {
    const unused = [...Object.keys(recipes), ...Object.keys(slotRecipes)].filter((key) => !needed.has(key));
    expect(unused).toEqual([]);
  });

  it('fails loudly, not unstyled, when a recipe is asked for that it lacks', () => {
    expect(() => void system.getSlotRecipeFn('datePicker')).toThrow(
      'Chakra slot recipe "datePicker" is not in src/ui/chakraSystem.ts',
    );
    expect(() => void system.getRecipeFn('kbd')).toThrow('Chakra recipe "kbd" is not in src/ui/chakraSystem.ts');
    expect(system.getRecipeFn('button') as unknown).toBeTypeOf('function');
    expect(system.getRecipeFn('text') as unknown).toBeTypeOf('function');
  });
});
