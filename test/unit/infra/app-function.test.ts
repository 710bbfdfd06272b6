import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { writeAreaEntry } from '../../../infra/area-entry.ts';
import { AppFunction, REPO_ROOT } from '../../../infra/constructs/app-function.ts';

// The stack tests skip bundling; these run the real esbuild bundling, as `cdk synth` does.
process.env.CDK_VALIDATION = 'false';

// Under the project root, where NodejsFunction wants its entries.
mkdirSync(path.join(REPO_ROOT, '.build'), { recursive: true });
const entryDir = mkdtempSync(path.join(REPO_ROOT, '.build', 'test-areas-'));
const apps: App[] = [];
afterAll(() => {
  rmSync(entryDir, { recursive: true, force: true });
  for (const app of apps) rmSync(app.outdir, { recursive: true, force: true });
});

/** Bundle one area's function as the stack does; the folder of the built asset. */
function bundle(area: 'platform' | 'member', props: { bundleAwsSdk?: boolean } = {}): string {
  // Under the repository, as Lambda's /var/task sits beside the runtime's SDK: what the bundle
  // leaves to the runtime (@aws-sdk/*, @smithy/*) resolves from node_modules.
  const app = new App({ outdir: mkdtempSync(path.join(REPO_ROOT, '.build', 'cdk-out-')) });
  apps.push(app);
  const stack = new Stack(app, 'Bundle', { env: { region: 'us-east-1' } });
  new AppFunction(stack, 'Fn', {
    entry: writeAreaEntry(area, path.join(REPO_ROOT, 'functions'), entryDir),
    copyIntoBundle: [{ from: 'shared/api', to: 'extra' }],
    ...props,
  });
  const template = Template.fromStack(stack);
  const [fn] = Object.values(template.findResources('AWS::Lambda::Function')) as {
    Properties: { Code: { S3Key: string } };
  }[];
  return path.join(app.outdir, `asset.${fn!.Properties.Code.S3Key.replace(/\.zip$/, '')}`);
}

describe('AppFunction bundling (local esbuild, no Docker)', () => {
  it('builds an area as a minified ESM bundle that loads and dispatches on the routeKey', async () => {
    const dir = bundle('platform');
    expect(readdirSync(dir).sort()).toEqual(['extra', 'index.mjs', 'index.mjs.map']);
    const code = readFileSync(path.join(dir, 'index.mjs'), 'utf8');
    expect(code.startsWith("import { createRequire } from 'module';")).toBe(true);
    // The AWS SDK is left to the Lambda runtime (infra/function-bundling.ts): imported, not inlined.
    expect(code).toMatch(/from\s*"@aws-sdk\/client-dynamodb"/);
    const map = JSON.parse(readFileSync(path.join(dir, 'index.mjs.map'), 'utf8')) as {
      sourcesContent?: unknown;
      sources: string[];
    };
    expect(map.sourcesContent).toBeUndefined();
    // Only the area's own handlers are in it: no billing, elite or auth code.
    expect(map.sources.some((s) => s.includes('platform/handlers/health.ts'))).toBe(true);
    expect(map.sources.some((s) => /handlers\/(billing|elite|auth)\//.test(s))).toBe(false);
    expect(existsSync(path.join(dir, 'extra'))).toBe(true);

    // It loads as Lambda would load it, and answers an unknown path with the Spanish 404.
    const { handler } = (await import(pathToFileURL(path.join(dir, 'index.mjs')).href)) as {
      handler: (event: unknown) => Promise<{ statusCode: number; body: string }>;
    };
    const answer = await handler({
      routeKey: '$default',
      rawPath: '/api/nothing-here',
      requestContext: { http: { method: 'GET' } },
    });
    expect(answer.statusCode).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ message: expect.stringMatching(/no encontr/i) });
  }, 120_000);

  it('bundles the AWS SDK where mail with attachments is sent (SES v2 as tested, not the runtime’s)', () => {
    const dir = bundle('member', { bundleAwsSdk: true });
    const code = readFileSync(path.join(dir, 'index.mjs'), 'utf8');
    expect(code).not.toMatch(/from\s*"@aws-sdk\//);
    expect(code).toContain('Attachments');
  }, 120_000);
});
