/**
 * The template and assets the CDK CLI writes (`npx cdk synth --quiet`: `npm test` runs it before
 * vitest, as ops run it). Tests read them and never synthesize; a missing or stale template is a
 * failure that says what to run, never a skip.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const STACK = 'InversorListo'; // infra/app.ts
const CDK_JSON = JSON.parse(readFileSync(path.join(ROOT, 'cdk.json'), 'utf8')) as {
  output?: string;
};
export const CDK_OUT = path.join(ROOT, CDK_JSON.output ?? 'cdk.out');
export const TEMPLATE_FILE = path.join(CDK_OUT, `${STACK}.template.json`);
const SYNTH = 'run `npx cdk synth --quiet` first (npm test runs it before vitest)';

export interface Resource {
  Type: string;
  Properties?: Record<string, unknown>;
}

export interface Template {
  Resources: Record<string, Resource>;
}

/** The files the template is made from; a template older than any of them is stale. */
function sources(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(path.join(dir, entry.name))
        : entry.name.endsWith('.ts')
          ? [path.join(dir, entry.name)]
          : [],
    );
  return [
    path.join(ROOT, 'cdk.json'),
    path.join(ROOT, 'functions/routes.ts'),
    ...walk(path.join(ROOT, 'infra')),
  ];
}

/** The synthesized template; throws, saying to synthesize, when it is missing or stale. */
export function readTemplate(): Template {
  const shown = path.relative(ROOT, TEMPLATE_FILE);
  if (!existsSync(TEMPLATE_FILE)) throw new Error(`${shown} is missing: ${SYNTH}.`);
  const written = statSync(TEMPLATE_FILE).mtimeMs;
  const newer = sources().filter((file) => statSync(file).mtimeMs > written);
  if (newer.length > 0) {
    const list = newer.map((file) => path.relative(ROOT, file)).join(', ');
    throw new Error(`${shown} is older than ${list}: ${SYNTH}.`);
  }
  return JSON.parse(readFileSync(TEMPLATE_FILE, 'utf8')) as Template;
}

/** The folder cdk.out holds a function's code in (its Code.S3Key names the asset). */
export function functionAssetDir(fn: Resource): string {
  const code = fn.Properties?.Code as { S3Key?: unknown } | undefined;
  if (typeof code?.S3Key !== 'string') throw new Error('the function has no asset S3Key');
  return path.join(CDK_OUT, `asset.${code.S3Key.replace(/\.zip$/, '')}`);
}
