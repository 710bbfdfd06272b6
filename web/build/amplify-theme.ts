import { createTheme } from '@aws-amplify/ui-react';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { theme } from '../src/app/theme.ts';

const VIRTUAL_ID = 'virtual:amplify-theme.css';
const RESOLVED_ID = `\0${VIRTUAL_ID}.css`;

/**
 * Our Amplify theme as static CSS: only the custom properties that differ from Amplify's defaults
 * (base.css carries those), so no theme code ships to the browser. Applied through
 * data-amplify-theme on <html>.
 */
function themeCss(): string {
  const defaults = new Set(declarations(createTheme({ name: theme.name }).cssText));
  const ours = declarations(theme.cssText).filter((d) => !defaults.has(d));
  return `[data-amplify-theme="${theme.name}"]{${ours.join(';')}}`;
}

function declarations(cssText: string): string[] {
  return [...cssText.matchAll(/(--amplify-[\w-]+)\s*:\s*([^;]+);/g)].map(
    ([, name, value]) => `${name}:${value!.trim()}`,
  );
}

/** Amplify UI's theme context, and the module the build puts in its place (see that module). */
const THEME_CONTEXT =
  /@aws-amplify\/ui-react\/dist\/esm\/components\/ThemeProvider\/ThemeContext\.mjs$/;
const LAZY_THEME_CONTEXT = new URL('./amplify-theme-context.mjs', import.meta.url);

/**
 * Our theme as static CSS (virtual:amplify-theme.css), and Amplify UI's default theme made when a
 * component first needs its tokens rather than as the library loads (amplify-theme-context.mjs).
 */
export function amplifyTheme(): Plugin {
  return {
    name: 'inversor-listo:amplify-theme',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id === RESOLVED_ID) return themeCss();
      if (THEME_CONTEXT.test(id)) return readFileSync(LAZY_THEME_CONTEXT, 'utf8');
      return undefined;
    },
  };
}
