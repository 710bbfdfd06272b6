import { createTheme } from '@aws-amplify/ui-react';
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

export function amplifyTheme(): Plugin {
  return {
    name: 'inversor-listo:amplify-theme',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? themeCss() : undefined),
  };
}
