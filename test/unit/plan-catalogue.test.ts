/**
 * The plan lists tell the truth: every feature a plan lists names a page that exists
 * (web/src/app/route-table.ts) and that a member of that plan may open, or a known capability. A
 * promise with nothing behind it fails here.
 */
import { describe, expect, it } from 'vitest';
import {
  CAPABILITIES,
  PLAN_IDS,
  PLANS,
  planAllows,
  planFeatures,
  type PlanFeature,
  type PlanId,
} from '../../shared/plans.ts';
import { PAGE_ROUTES } from '../../web/src/app/route-table.ts';

function problem(plan: PlanId, feature: PlanFeature): string | undefined {
  const { delivers } = feature;
  if ('capability' in delivers) {
    return delivers.capability in CAPABILITIES ? undefined : 'unknown capability';
  }
  const page = PAGE_ROUTES.find((route) => route.path === delivers.route);
  if (!page) return `no page ${delivers.route} in route-table.ts`;
  if (!planAllows(plan, 'active', page.access)) {
    return `${delivers.route} is ${page.access}-only`;
  }
  return undefined;
}

describe('the plan catalogue', () => {
  for (const plan of PLAN_IDS) {
    for (const feature of PLANS[plan].features) {
      it(`${plan}: "${feature.text}" is delivered`, () => {
        expect(problem(plan, feature)).toBeUndefined();
      });
    }
  }

  it('fails a feature that names no page or an unknown page', () => {
    expect(problem('pro', { text: 'x', delivers: { route: '/no-existe' } })).toMatch(/no page/);
    expect(problem('gratuito', { text: 'x', delivers: { route: '/pro-dashboard' } })).toMatch(
      /pro-only/,
    );
  });

  it('lists "Videos introductorios" only once ops have loaded an intro video', () => {
    expect(planFeatures('gratuito')).not.toContain('Videos introductorios');
    expect(planFeatures('gratuito', { 'intro-videos': false })).not.toContain(
      'Videos introductorios',
    );
    expect(planFeatures('gratuito', { 'intro-videos': true })).toContain('Videos introductorios');
    expect(planFeatures('pro')).toContain('Soporte prioritario por correo');
  });
});
