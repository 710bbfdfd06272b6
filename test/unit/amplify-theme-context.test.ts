/**
 * The build's Amplify theme context (web/build/amplify-theme-context.mjs) gives Amplify UI's
 * components the theme createTheme() makes, only later: the same breakpoints, name, tokens and CSS.
 */
import { createTheme } from '@aws-amplify/ui';
import { describe, expect, it } from 'vitest';
import { lazyDefaultTheme } from '../../web/build/amplify-theme-context.mjs';

describe("the build's Amplify theme context", () => {
  it('holds what createTheme() makes, token for token', () => {
    const made = createTheme();
    expect(lazyDefaultTheme.name).toBe(made.name);
    expect(lazyDefaultTheme.breakpoints).toEqual(made.breakpoints);
    expect(lazyDefaultTheme.cssText).toBe(made.cssText);
    expect(lazyDefaultTheme.overrides).toEqual(made.overrides);
    expect(Object.keys(lazyDefaultTheme.tokens)).toEqual(Object.keys(made.tokens));
    for (const key of Object.keys(made.tokens) as (keyof typeof made.tokens)[]) {
      expect(JSON.stringify(lazyDefaultTheme.tokens[key]), key).toBe(
        JSON.stringify(made.tokens[key]),
      );
    }
    expect(String(lazyDefaultTheme.tokens.colors.red[60])).toBe(String(made.tokens.colors.red[60]));
    expect(`${lazyDefaultTheme.tokens.space.small}`).toBe(`${made.tokens.space.small}`);
    expect(`${lazyDefaultTheme.tokens.components.button.color}`).toBe(
      `${made.tokens.components.button.color}`,
    );
  });
});
