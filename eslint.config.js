import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'web/dist',
      'cdk.out',
      '.data',
      'bench/out',
      'test-results',
      'playwright-report',
      'test-reports',
      '.build',
      '**/*.tmp.*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin },
    settings: {
      // tsconfig.json's paths (web/src's `@/` and `@shared/` aliases) resolve through the
      // TypeScript resolver; everything else is a relative path or a package.
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Imports flow one way (DESIGN.md "Layout"): shared imports nothing of ours; web never
      // imports functions; infra takes from functions only the route table and table definition.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './shared',
              from: ['./web', './functions', './infra', './scripts', './test'],
              message: 'shared/ imports nothing of ours.',
            },
            {
              target: './web',
              from: ['./functions', './infra', './scripts'],
              message: 'web/ never imports functions/ (or infra, scripts): use shared/.',
            },
            {
              target: './functions',
              from: ['./web', './infra', './scripts'],
              message: 'functions/ imports only shared/.',
            },
            {
              target: './infra',
              from: ['./web', './scripts'],
              message: 'infra/ takes the route table and table definition from functions/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
);
