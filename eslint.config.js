import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', 'bench-results'] },
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
    },
  },
  {
    // Import direction is a rule, not a wiki page: api knows no machines or UI; machines know no UI; mocks know only the shared contract.
    files: ['src/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/ui/**', '**/machines/*', '!**/machines/rules/*', '**/mocks/**'] }] },
  },
  {
    files: ['src/machines/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/ui/**', '**/mocks/**', 'react', '@chakra-ui/*'] }] },
  },
  {
    files: ['mocks/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/src/ui/**', '**/src/api/http', '**/src/api/user', '**/src/machines/*.ts'] }] },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*', '*.config.{ts,js}'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off', '@typescript-eslint/no-unsafe-member-access': 'off' },
  },
);
