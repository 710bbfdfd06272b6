/**
 * Amplify UI's theme context with its default theme made on first use (web/build/amplify-theme.ts
 * puts this module in place of @aws-amplify/ui-react's ThemeContext.mjs in the build). The library
 * builds the whole default theme (tokens, 450 kB of CSS text) as the module loads: 30–50 ms of a
 * phone's main thread, garbage collection included, on every page that uses Amplify UI, while its
 * components read only the breakpoints and, for style props, one category of tokens (space). Same values as createTheme() (test/unit/amplify-theme-context.test.ts).
 */
import * as React from 'react';
import { createTheme, defaultTheme } from '@aws-amplify/ui';

let made;
const full = () => (made ??= createTheme());

// One category of tokens (space, colors…) set up alone, as createTheme() sets it up: a token's
// name, value and CSS variable depend on its own path and value only. Style props read `space` as
// components draw (an icon's width="1em"); the rest of the theme is never made for that.
const categories = new Map();
function category(key) {
  if (!categories.has(key)) {
    const tokens = { [key]: defaultTheme.tokens[key] };
    const alone = createTheme(undefined, { ...defaultTheme, tokens });
    categories.set(key, alone.tokens[key]);
  }
  return categories.get(key);
}
const known = (key) => typeof key === 'string' && Object.hasOwn(defaultTheme.tokens, key);

const tokens = new Proxy(
  {},
  {
    get: (_, key) => (known(key) ? category(key) : undefined),
    has: (_, key) => known(key),
    ownKeys: () => Object.keys(defaultTheme.tokens),
    getOwnPropertyDescriptor: (_, key) =>
      known(key)
        ? { value: category(key), enumerable: true, configurable: true, writable: false }
        : undefined,
  },
);

export const lazyDefaultTheme = {
  name: 'default-theme',
  breakpoints: defaultTheme.breakpoints,
  tokens,
  get cssText() {
    return full().cssText;
  },
  get containerProps() {
    return full().containerProps;
  },
  get overrides() {
    return full().overrides;
  },
};

const ThemeContext = React.createContext({ theme: lazyDefaultTheme, colorMode: undefined });

export { ThemeContext };
