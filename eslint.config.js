import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist', '.shots', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', 'bench-results', '.stryker-tmp', 'reports'] },
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
    // Import direction is a rule, not a wiki page: api knows no machines or UI; machines know no UI; mocks know only the shared contract.
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)(ui|mocks)/|(^|/)machines/(?!rules/)', message: 'src/api knows HTTP only (rules are shared).' }] },
      ],
    },
  },
  {
    files: ['src/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)(ui|mocks)/|^react$|^@chakra-ui/', message: 'Machines know flows, not the DOM or the simulator.' }] },
      ],
    },
  },
  {
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: 'src/ui/|src/api/(?!types$|paths$|\\w+\\.types$)|src/machines/(?!rules/)', message: 'The simulator shares only api types (types.ts and per-area *.types.ts), paths and rules.' },
          ],
        },
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
