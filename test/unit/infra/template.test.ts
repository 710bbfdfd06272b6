/**
 * The templates the CDK CLI writes (`npx cdk synth --quiet`, run by `npm test` before vitest, as ops
 * run it: cdk.json's app, bundling and CloudFormation validation included), for both stages, against
 * the limits that keep them deployable as routes are added. CloudFormation takes 500 resources per
 * template; the routes live in a nested stack (infra/constructs/api.ts), so every template must hold
 * with room for ROUTE_GROWTH more routes and a margin of MARGIN: the routes' template grows by one
 * resource per route, the main one not at all. Also: at most 16 Lambda functions, every deployed
 * route of the table an API route, and no secret — value or `{{resolve:…}}` reference — in any
 * function's environment (functions read secrets at run time: functions/commons/secrets.ts), nor
 * the tests' lowered password cost.
 *
 * It reads the files and never synthesizes: a missing or stale template fails, saying what to run.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECRET_VARIABLES } from '../../../functions/commons/config.ts';
import { ROUTES, routeKey, type RouteEntry } from '../../../functions/routes.ts';
import { readTemplates, ROOT, STAGE_NAMES, type Template } from '../../support/cdk-template.ts';

/** CloudFormation's limit per template. */
const CLOUDFORMATION_MAX = 500;
/** Room kept below it for what a review cycle adds besides routes. */
const MARGIN = 50;
/** Routes the templates must take without a restructure. */
const ROUTE_GROWTH = 150;
const MAX_FUNCTIONS = 16;

interface Counted {
  name: string;
  template: Template;
}

/** Everything wrong with a stage's templates, one line each (empty: within every limit). */
function templateProblems(templates: Counted[], routes: readonly RouteEntry[] = ROUTES): string[] {
  const problems: string[] = [];
  for (const { name, template } of templates) {
    const resources = Object.values(template.Resources);
    const holdsRoutes = resources.some((r) => r.Type === 'AWS::ApiGatewayV2::Route');
    const room = CLOUDFORMATION_MAX - MARGIN - (holdsRoutes ? ROUTE_GROWTH : 0);
    if (resources.length > room) {
      problems.push(
        `${name}: ${resources.length} resources (at most ${room}${holdsRoutes ? ` to take ${ROUTE_GROWTH} more routes` : ''})`,
      );
    }
  }
  const all = templates.flatMap(({ template }) => Object.entries(template.Resources));
  const functions = all.filter(([, r]) => r.Type === 'AWS::Lambda::Function');
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
    all
      .filter(([, r]) => r.Type === 'AWS::ApiGatewayV2::Route')
      .map(([, r]) => String(r.Properties?.RouteKey)),
  );
  for (const route of routes.filter((r) => !r.localOnly)) {
    if (!routeKeys.has(routeKey(route))) problems.push(`no API route for ${routeKey(route)}`);
  }
  if (!routeKeys.has('$default')) problems.push('no $default route (the Spanish 404)');
  return problems;
}

describe('the templates `cdk synth` writes', () => {
  it.each(STAGE_NAMES.map((s) => [s] as const))(
    '%s: room for 150 more routes in every template, 16 functions, the whole table routed, no secret',
    (stage) => {
      const templates = readTemplates(stage).map(({ file, template }) => ({
        name: path.relative(ROOT, file),
        template,
      }));
      expect(templates.length).toBeGreaterThanOrEqual(2); // the main stack and its routes
      for (const { name, template } of templates) {
        const resources = Object.values(template.Resources);
        console.info(
          `${name}: ${resources.length} resources, ` +
            `${resources.filter((r) => r.Type === 'AWS::Lambda::Function').length} Lambda functions, ` +
            `${resources.filter((r) => r.Type === 'AWS::ApiGatewayV2::Route').length} routes`,
        );
      }
      expect(templateProblems(templates)).toEqual([]);
    },
  );
});

describe('templateProblems', () => {
  const route: RouteEntry = {
    method: 'GET',
    path: '/api/health',
    area: 'platform',
    entry: 'platform/handlers/health.ts',
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
  const base = (): Counted[] => [
    { name: 'main', template: { Resources: { Fn: fn({ TABLE_NAME: { Ref: 'Table' } }) } } },
    {
      name: 'routes',
      template: {
        Resources: { Health: apiRoute('GET /api/health'), Default: apiRoute('$default') },
      },
    },
  ];

  it('passes templates within every limit', () => {
    expect(templateProblems(base(), [route])).toEqual([]);
  });

  it('keeps room for 150 routes in the routes template and a margin in every template', () => {
    const full = base();
    for (let i = 0; i < 450 - 1; i++)
      full[0]!.template.Resources[`Topic${i}`] = { Type: 'AWS::SNS::Topic' };
    for (let i = 0; i < 300 - 2 + 1; i++)
      full[1]!.template.Resources[`Route${i}`] = apiRoute(`GET /api/r${i}`);
    expect(templateProblems(full, [route])).toEqual([
      'routes: 301 resources (at most 300 to take 150 more routes)',
    ]);
    full[0]!.template.Resources.OneMore = { Type: 'AWS::SNS::Topic' };
    expect(templateProblems(full, [route])).toContain('main: 451 resources (at most 450)');
  });

  it('counts functions across the templates', () => {
    const functions = base();
    for (let i = 0; i < MAX_FUNCTIONS; i++) functions[1]!.template.Resources[`Fn${i}`] = fn({});
    expect(templateProblems(functions, [route])).toEqual(['17 Lambda functions (at most 16)']);
  });

  it('finds a secret reference or value in a function environment, however it is wrapped', () => {
    const templates = base();
    templates[0]!.template.Resources.Fn = fn({
      RENTCAST: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: 'Secret' }, '}}']] },
      STRIPE_SECRET_KEY: 'sk_live_x',
      PASSWORD_SCRYPT_LOG2N: '12',
    });
    expect(templateProblems(templates, [route])).toEqual([
      'Fn: RENTCAST holds a {{resolve:…}} reference',
      'Fn: STRIPE_SECRET_KEY holds a secret value',
      'Fn: PASSWORD_SCRYPT_LOG2N would lower the password hashing cost',
    ]);
  });

  it('finds a route of the table with no API route, but not a local-only one', () => {
    const templates = base();
    templates[1]!.template.Resources = {};
    const local: RouteEntry = { ...route, path: '/api/local', localOnly: true };
    expect(templateProblems(templates, [route, local])).toEqual([
      'no API route for GET /api/health',
      'no $default route (the Spanish 404)',
    ]);
  });
});
