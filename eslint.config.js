import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Glob exceptions are matched against absolute paths, hence the leading `**/`.
const API_PATHS = ['**/src/api/paths.ts'];
const APP = [
  'src/ui',
  'src/machines',
  'src/api',
  'src/routes',
  'mocks',
  'src/main.tsx',
  'src/App.tsx',
  'src/config.ts',
  'src/demo.ts',
  'src/demoControls.ts',
  'src/dev',
  'src/prerender',
];
const PAGE_AREAS = readdirSync(new URL('./src/ui/pages', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// src/domain (the platform's rules and data types) is the ground floor: everything may use it, it uses nothing of the app.
// Above it ui → machines → api; mocks share only the domain and the api's paths; a page area is not another area's library.
const importZones = [
  {
    target: 'src/domain',
    from: APP,
    message: 'The domain imports nothing of the app: api, machines, ui and the simulator build on it.',
  },
  {
    target: 'src/ui',
    from: 'mocks',
    message: 'The UI never reaches into the simulator: go through src/demoControls.ts.',
  },
  {
    target: 'src/ui',
    from: 'src/api/**',
    except: API_PATHS,
    message: 'The UI talks to machines; its data types are in src/domain.',
  },
  { target: 'src/api', from: ['src/ui', 'mocks', 'src/machines'], message: 'src/api knows HTTP only.' },
  { target: 'src/machines', from: ['src/ui', 'mocks'], message: 'Machines know flows, not the DOM or the simulator.' },
  {
    target: 'mocks',
    from: ['src/ui', 'src/machines'],
    message: 'The simulator shares only the domain and the api paths.',
  },
  {
    target: 'mocks',
    from: 'src/api/**',
    except: API_PATHS,
    message: 'The simulator shares only the domain and the api paths.',
  },
  // Boot code (asking ahead, the first page's start, hydration) runs once, from src/main.tsx: the app never calls back into it.
  {
    target: ['src/ui/!(boot)/**', 'src/ui/*', 'src/machines', 'src/api', 'src/routes'],
    from: 'src/ui/boot',
    message:
      'Boot code is started by src/main.tsx only: put what the app shares in src/ui/routes or src/ui/components.',
  },
  ...PAGE_AREAS.map((area) => ({
    target: `src/ui/pages/${area}`,
    from: PAGE_AREAS.filter((other) => other !== area).map((other) => `src/ui/pages/${other}`),
    message:
      'Pages of one area do not import another area: move what they share to src/ui/components or src/ui/format.ts.',
  })),
];

export default defineConfig(
  {
    ignores: [
      'dist',
      '.shots',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      'bench-results',
      '.stryker-tmp',
      'reports',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // XState's `types: {} as {...}` idiom is exactly such an assertion.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    // Import direction is a rule, not a wiki page.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without .ts among import-x's extensions, no-cycle silently skips every TypeScript module.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: importZones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Packages, not paths: machines must run without a DOM.
    files: ['src/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^react$|^react-dom|^@chakra-ui/', message: 'Machines know flows, not the DOM.' }] },
      ],
    },
  },
  // Plain JS (config and node scripts) is outside the TS program; lint it without type information.
  { files: ['**/*.{js,mjs}'], extends: [tseslint.configs.disableTypeChecked] },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*', '*.config.{ts,js}'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off', '@typescript-eslint/no-unsafe-member-access': 'off' },
  },
);
