import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Imports flow one way: domain <- contract <- client <- web; domain, contract <- server.
  {
    files: ['packages/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@broker/contract', '@broker/client', '@broker/server', '@broker/web', 'react'] },
      ],
    },
  },
  {
    files: ['packages/contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@broker/client', '@broker/server', '@broker/web', 'react'] },
      ],
    },
  },
  {
    files: ['packages/client/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@broker/server', '@broker/web', 'react'] }] },
  },
  {
    files: ['apps/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@broker/client', '@broker/web', 'react'] }] },
  },
);
