import { fileURLToPath } from 'node:url';

/**
 * The web app's import aliases, as tsconfig.json's `paths` declares them: `@/` is web/src and
 * `@shared/` is shared/. Vite (the build) and vitest (tests that import web modules) both use
 * this one list. Anchored patterns, so scoped packages such as `@aws-amplify/…` never match.
 */
export const pathAliases = [
  { find: /^@\//, replacement: fileURLToPath(new URL('../src/', import.meta.url)) },
  { find: /^@shared\//, replacement: fileURLToPath(new URL('../../shared/', import.meta.url)) },
];
