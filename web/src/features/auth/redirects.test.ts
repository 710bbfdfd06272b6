import { describe, expect, it } from 'vitest';
import { afterLoginPath, checkoutIntent, safeReturnPath } from './redirects';

const free = { subscriptionPlan: 'gratuito', subscriptionStatus: 'active' } as const;
const pro = { subscriptionPlan: 'pro', subscriptionStatus: 'active' } as const;
const q = (query: string) => new URLSearchParams(query);

describe('afterLoginPath', () => {
  it('goes to checkout when the query asks for it with a paid plan', () => {
    expect(afterLoginPath(q('redirect=checkout&plan=pro'), free)).toBe('/checkout?plan=pro');
    expect(afterLoginPath(q('redirect=checkout&plan=elite'), free)).toBe('/checkout?plan=elite');
    expect(afterLoginPath(q('redirect=checkout&plan=gratuito'), free)).toBe('/free-plan');
    expect(afterLoginPath(q('plan=pro'), free)).toBe('/free-plan');
  });

  it('returns to the page that sent the visitor to login', () => {
    expect(afterLoginPath(q('returnTo=%2Faccount'), free)).toBe('/account');
    expect(afterLoginPath(q('returnTo=%2Fwelcome%3Fplan%3Dpro'), free)).toBe('/welcome?plan=pro');
  });

  it('otherwise lands on the dashboard of the plan', () => {
    expect(afterLoginPath(q(''), free)).toBe('/free-plan');
    expect(afterLoginPath(q(''), pro)).toBe('/pro-dashboard');
  });
});

describe('safeReturnPath', () => {
  it('refuses anything that leaves the site', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'account',
      '/login',
      '/a\nb',
    ]) {
      expect(safeReturnPath(bad)).toBeUndefined();
    }
    expect(safeReturnPath(null)).toBeUndefined();
    expect(safeReturnPath('/calculadora-dscr?x=1#y')).toBe('/calculadora-dscr?x=1#y');
  });
});

describe('checkoutIntent', () => {
  it('keeps only a valid checkout intent', () => {
    expect(checkoutIntent(q('redirect=checkout&plan=pro'))).toBe('?redirect=checkout&plan=pro');
    expect(checkoutIntent(q('redirect=checkout&plan=x'))).toBe('');
    expect(checkoutIntent(q('redirect=elsewhere&plan=pro'))).toBe('');
  });
});
