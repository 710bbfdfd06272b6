import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { AppFunction } from '../../../infra/constructs/app-function.ts';

// The stack tests skip bundling; this one runs the real esbuild bundling once, as `cdk synth` does.
process.env.CDK_VALIDATION = 'false';

describe('AppFunction bundling (local esbuild, no Docker)', () => {
  it('builds a minified ESM bundle that loads, with source maps and the copied folders', async () => {
    const app = new App();
    const stack = new Stack(app, 'Bundle', { env: { region: 'us-east-1' } });
    new AppFunction(stack, 'Health', {
      entry: 'handlers/health.ts',
      copyIntoBundle: [{ from: 'shared/api', to: 'extra' }],
    });
    const template = Template.fromStack(stack);
    const [fn] = Object.values(template.findResources('AWS::Lambda::Function')) as {
      Properties: { Code: { S3Key: string } };
    }[];
    const dir = path.join(app.outdir, `asset.${fn!.Properties.Code.S3Key.replace(/\.zip$/, '')}`);

    expect(readdirSync(dir).sort()).toEqual(['extra', 'index.mjs', 'index.mjs.map']);
    const code = readFileSync(path.join(dir, 'index.mjs'), 'utf8');
    expect(code.startsWith("import { createRequire } from 'module';")).toBe(true);
    // The AWS SDK is left to the Lambda runtime (infra/function-bundling.ts): imported, not inlined.
    expect(code).toMatch(/from\s*"@aws-sdk\/client-dynamodb"/);
    expect(code.length).toBeLessThan(200_000); // ~125 kB; with the SDK inlined, ~490 kB
    const map = JSON.parse(readFileSync(path.join(dir, 'index.mjs.map'), 'utf8')) as {
      sourcesContent?: unknown;
    };
    expect(map.sourcesContent).toBeUndefined();
    expect(existsSync(path.join(dir, 'extra'))).toBe(true);

    // It loads as Lambda would load it: an ES module exporting `handler`.
    const bundle = (await import(pathToFileURL(path.join(dir, 'index.mjs')).href)) as {
      handler?: unknown;
    };
    expect(typeof bundle.handler).toBe('function');
    rmSync(app.outdir, { recursive: true, force: true });
  }, 120_000);
});
