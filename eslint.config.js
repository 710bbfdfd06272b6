import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';

/**
 * tsconfig.json's `paths` (`@/*` -> ./web/src/*, `@shared/*` -> ./shared/*) as the alias
 * resolver's map, so eslint resolves the same two aliases TypeScript and Vite do.
 */
const ALIASES = Object.entries(
  ts.parseConfigFileTextToJson('tsconfig.json', readFileSync('tsconfig.json', 'utf8')).config
    .compilerOptions.paths,
).map(([alias, [target]]) => [alias.replace(/\/\*$/, ''), target.replace(/\/\*$/, '')]);

/** web/src/features/<feature>: each one a folder. */
const FEATURES = readdirSync('web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The cross-feature imports that are the design, each a feature's public piece (paths inside
 * web/src/features). Anything else a feature needs from another belongs in components/ or lib/,
 * or the two compose in app/ (bulletproof-react's rule: shared -> features -> app).
 */
const FEATURE_PUBLIC = {
  // The signed-in frame (app header, user menu) is auth's; checkout renders inside it.
  billing: ['auth/components/signed-in-layout.tsx', 'videos/api/get-videos.ts'],
  // A plan's video count on the pricing cards and the plan activation comes from videos' query.
  marketing: ['videos/api/get-videos.ts'],
  // The dashboard's webinar dialog signs up through webinars' own queries and mutation.
  dashboard: [
    'videos/api/get-videos.ts',
    'webinars/api/get-registrations.ts',
    'webinars/api/get-webinars.ts',
    'webinars/api/register-webinar.ts',
  ],
  // Deal files are read where the deal finder or a vault package names one.
  'deal-finder': ['deal-files/api/get-deal-files.ts', 'deal-files/api/save-deal-file.ts'],
  vault: ['deal-files/api/get-deal-files.ts'],
  // The bar sits on Pro tool pages and uses their panel styles.
  'deal-files': ['pro/components/pro.css'],
  // Califico's lender connection sends a vault package.
  qualify: ['vault/api/get-vault.ts'],
  // The evaluator shows market figures with the market page's tile.
  evaluator: ['market/components/figure-tile.tsx', 'market/components/market.css'],
  // The portfolio report is one of the reports' PDF files (loaded on demand).
  portfolio: ['reports/pdf/report-file.ts'],
  // A report is filled in from a deal file or a saved ROI analysis, the member's own saved data.
  reports: [
    'deal-files/api/get-deal-files.ts',
    'deal-files/tool-forms.ts',
    'pro/api/get-analyses.ts',
    'roi/model.ts',
  ],
  // The Pro portal's articles read in the library's renderer, cards and dialog styles.
  education: ['resources/components/resource-content.tsx', 'resources/components/resources.css'],
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '.tools',
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
      // The two aliases resolve through tsconfig.json's paths; everything else is a relative
      // path (extensionless, TypeScript first) or a package.
      'import/resolver': {
        alias: { map: ALIASES, extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
      },
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
              target: ['./web/src/components', './web/src/lib'],
              from: './web/src/features',
              // The public header loads the account end lazily so the landing's first chunk stays
              // small; it is auth's (its styles and session), shown on every public page.
              except: ['./auth/components/site-account.tsx'],
              message: 'components/ and lib/ are shared: they import no feature.',
            },
            {
              target: ['./web/src/components', './web/src/lib', './web/src/features'],
              from: './web/src/app',
              message: 'app/ composes features; nothing imports app/.',
            },
            ...FEATURES.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [
                `./${feature}`,
                ...(FEATURE_PUBLIC[feature] ?? []).map((file) => `./${file}`),
              ],
              message: `A feature does not import another's internals: move what is shared to components/ or lib/, compose in app/, or list a public piece in FEATURE_PUBLIC.`,
            })),
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
    // A feature's tests may check its texts against the other features they describe.
    files: ['web/src/features/**/*.test.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
);
