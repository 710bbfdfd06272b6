/**
 * The template the CDK CLI writes (`npx cdk synth --quiet`, run by `npm test` before vitest, as ops
 * run it: cdk.json's app, bundling and CloudFormation validation included) against the limits that
 * keep the stack deployable as routes are added: at most MAX_RESOURCES (CloudFormation stops at
 * 500; the margin is for growth between reviews) and 16 Lambda functions (one per area), every
 * deployed route of the table an API route, and no secret — value or `{{resolve:…}}` reference —
 * in any function's environment (functions read secrets at run time: functions/commons/secrets.ts),
 * nor the tests' lowered password cost.
 *
 * It reads the file and never synthesizes: a missing or stale template fails, saying what to run.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECRET_VARIABLES } from '../../../functions/commons/config.ts';
import { ROUTES, routeKey, type RouteEntry } from '../../../functions/routes.ts';
import { readTemplate, ROOT, TEMPLATE_FILE, type Template } from '../../support/cdk-template.ts';

const MAX_RESOURCES = 260; // raised from 250 for the Elite routes; issue 28 splits the stack
const MAX_FUNCTIONS = 16;

/** Everything wrong with a template, one line each (empty: within every limit). */
function templateProblems(template: Template, routes: readonly RouteEntry[] = ROUTES): string[] {
  const problems: string[] = [];
  const resources = Object.entries(template.Resources);
  if (resources.length > MAX_RESOURCES) {
    problems.push(`${resources.length} resources (at most ${MAX_RESOURCES})`);
  }
  const functions = resources.filter(([, r]) => r.Type === 'AWS::Lambda::Function');
  if (functions.length > MAX_FUNCTIONS) {
    problems.push(`${functions.length} Lambda functions (at most ${MAX_FUNCTIONS})`);
  }
  for (const [id, fn] of functions) {
    const environment = fn.Properties?.Environment as
      { Variables?: Record<string, unknown> } | undefined;
    for (const [name, value] of Object.entries(environment?.Variables ?? {})) {
      if (JSON.stringify(value).includes('{{resolve:')) {
        problems.push(`${id}: ${name} holds a {{resolve:…}} reference`);
      }
      if (SECRET_VARIABLES.includes(name)) problems.push(`${id}: ${name} holds a secret value`);
      // Refused at start-up outside the emulator anyway (functions/commons/config.ts).
      if (name === 'PASSWORD_SCRYPT_LOG2N') {
        problems.push(`${id}: ${name} would lower the password hashing cost`);
      }
    }
  }
  const routeKeys = new Set(
    resources
      .filter(([, r]) => r.Type === 'AWS::ApiGatewayV2::Route')
      .map(([, r]) => String(r.Properties?.RouteKey)),
  );
  for (const route of routes.filter((r) => !r.localOnly)) {
    if (!routeKeys.has(routeKey(route))) problems.push(`no API route for ${routeKey(route)}`);
  }
  if (!routeKeys.has('$default')) problems.push('no $default route (the Spanish 404)');
  return problems;
}

describe('the template `cdk synth` writes', () => {
  it('stays within the resource cap and 16 functions, routes the whole table, holds no secret', () => {
    const template = readTemplate();
    const resources = Object.values(template.Resources);
    console.info(
      `${path.relative(ROOT, TEMPLATE_FILE)}: ${resources.length} resources, ` +
        `${resources.filter((r) => r.Type === 'AWS::Lambda::Function').length} Lambda functions`,
    );
    expect(templateProblems(template)).toEqual([]);
  });
});

describe('templateProblems', () => {
  const route: RouteEntry = {
    method: 'GET',
    path: '/api/health',
    area: 'platform',
    entry: 'handlers/health.ts',
    access: 'public',
  };
  const fn = (variables: Record<string, unknown>) => ({
    Type: 'AWS::Lambda::Function',
    Properties: { Environment: { Variables: variables } },
  });
  const apiRoute = (key: string) => ({
    Type: 'AWS::ApiGatewayV2::Route',
    Properties: { RouteKey: key },
  });
  const base = (): Template => ({
    Resources: {
      Fn: fn({ TABLE_NAME: { Ref: 'Table' } }),
      Health: apiRoute('GET /api/health'),
      Default: apiRoute('$default'),
    },
  });

  it('passes a template within every limit', () => {
    expect(templateProblems(base(), [route])).toEqual([]);
  });

  it('counts resources and functions', () => {
    const many = base();
    for (let i = 0; i < MAX_RESOURCES - 2; i++)
      many.Resources[`Topic${i}`] = { Type: 'AWS::SNS::Topic' };
    expect(templateProblems(many, [route])).toEqual([
      `${MAX_RESOURCES + 1} resources (at most ${MAX_RESOURCES})`,
    ]);
    const functions = base();
    for (let i = 0; i < MAX_FUNCTIONS; i++) functions.Resources[`Fn${i}`] = fn({});
    expect(templateProblems(functions, [route])).toEqual(['17 Lambda functions (at most 16)']);
  });

  it('finds a secret reference or value in a function environment, however it is wrapped', () => {
    const template = base();
    template.Resources.Fn = fn({
      RENTCAST: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: 'Secret' }, '}}']] },
      STRIPE_SECRET_KEY: 'sk_live_x',
      PASSWORD_SCRYPT_LOG2N: '12',
    });
    expect(templateProblems(template, [route])).toEqual([
      'Fn: RENTCAST holds a {{resolve:…}} reference',
      'Fn: STRIPE_SECRET_KEY holds a secret value',
      'Fn: PASSWORD_SCRYPT_LOG2N would lower the password hashing cost',
    ]);
  });

  it('finds a route of the table with no API route, but not a local-only one', () => {
    const template = base();
    delete template.Resources.Health;
    delete template.Resources.Default;
    const local: RouteEntry = { ...route, path: '/api/local', localOnly: true };
    expect(templateProblems(template, [route, local])).toEqual([
      'no API route for GET /api/health',
      'no $default route (the Spanish 404)',
    ]);
  });
});
