/**
 * Amplify UI's styles are imported per component (the landing page carries only what it uses).
 * A Button with `isLoading` draws Amplify's Loader beside the text in a Flex: without
 * styles/loader.css the Loader's SVG takes its intrinsic size, a black disc larger than the button
 * that spills out of its card (the vault's "Armando el expediente...", "Eliminando..." on
 * /eliminar-cuenta); without styles/flex.css it overlaps the text. Every component that shows a
 * loading button imports both itself, whatever page loads it first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function tsxUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxUnder(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

const components = tsxUnder(path.resolve('web/src')).map((file) => ({
  file: path.relative(process.cwd(), file),
  text: readFileSync(file, 'utf8'),
}));

describe('Amplify loading buttons', () => {
  it('every component with a loading Amplify Button imports the Loader and Flex styles', () => {
    const loading = components.filter(
      ({ text }) =>
        /import \{[^}]*\bButton\b[^}]*\} from '@aws-amplify\/ui-react'/.test(text) &&
        /\bisLoading=\{/.test(text),
    );
    expect(loading.length).toBeGreaterThan(20);
    const missing = loading.flatMap(({ file, text }) =>
      ['loader.css', 'flex.css']
        .filter((css) => !text.includes(`import '@aws-amplify/ui-react/styles/${css}'`))
        .map((css) => `${file}: ${css}`),
    );
    expect(missing).toEqual([]);
  });
});
