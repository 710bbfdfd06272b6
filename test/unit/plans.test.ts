import { describe, expect, it } from 'vitest';
import { dashboardPath, planAllows, PLANS } from '../../shared/plans.ts';
import { formatDate, formatMoney } from '../../shared/format.ts';

describe('plans and access', () => {
  it('prices the three plans at $0, $49 with a 7-day trial, and $99', () => {
    expect([PLANS.gratuito.monthlyPrice, PLANS.pro.monthlyPrice, PLANS.elite.monthlyPrice]).toEqual(
      [0, 49, 99],
    );
    expect(PLANS.pro.trialDays).toBe(7);
  });
  it('opens the Pro area to active or trialing pro and elite only', () => {
    expect(planAllows('pro', 'active', 'pro')).toBe(true);
    expect(planAllows('pro', 'trialing', 'pro')).toBe(true);
    expect(planAllows('elite', 'active', 'pro')).toBe(true);
    expect(planAllows('gratuito', 'active', 'pro')).toBe(false);
    expect(planAllows('pro', 'past_due', 'pro')).toBe(false);
    expect(planAllows('pro', 'canceled', 'pro')).toBe(false);
  });
  it('opens the Elite area to active elite only', () => {
    expect(planAllows('elite', 'active', 'elite')).toBe(true);
    expect(planAllows('pro', 'active', 'elite')).toBe(false);
    expect(planAllows('elite', 'incomplete', 'elite')).toBe(false);
  });
  it('lands each plan on its dashboard', () => {
    expect(dashboardPath('gratuito', 'active')).toBe('/free-plan');
    expect(dashboardPath('pro', 'trialing')).toBe('/pro-dashboard');
    expect(dashboardPath('elite', 'active')).toBe('/elite-dashboard');
    expect(dashboardPath('pro', 'canceled')).toBe('/free-plan');
  });
});

describe('formats', () => {
  it('writes money in es-US and dates in es-ES', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(Number.NaN)).toBe('$0.00');
    expect(formatDate('2026-11-21T12:00:00Z')).toBe('21 de noviembre de 2026');
    expect(formatDate('no es fecha')).toBe('');
  });
});
