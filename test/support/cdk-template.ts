/**
 * The template and assets the CDK CLI writes (`npx cdk synth --quiet`: `npm test` runs it before
 * vitest, as ops run it). Tests read them and never synthesize; a missing or stale template is a
 * failure that says what to run, never a skip.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { stackName, type StageName } from '../../infra/stages.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const CDK_JSON = JSON.parse(readFileSync(path.join(ROOT, 'cdk.json'), 'utf8')) as {
  output?: string;
};
export const CDK_OUT = path.join(ROOT, CDK_JSON.output ?? 'cdk.out');
/** A stage's main template (infra/app.ts: one stack per stage). */
export const templateFile = (stage: StageName) =>
  path.join(CDK_OUT, `${stackName(stage)}.template.json`);
const SYNTH = 'run `npx cdk synth --quiet` first (npm test runs it before vitest)';
export const STAGE_NAMES: readonly StageName[] = ['staging', 'prod'];

export interface Resource {
  Type: string;
  Properties?: Record<string, unknown>;
  Metadata?: Record<string, unknown>;
}

export interface Template {
  Resources: Record<string, Resource>;
  Parameters?: Record<string, { Type: string; Default?: unknown; AllowedPattern?: string }>;
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

function readFresh(file: string): Template {
  const shown = path.relative(ROOT, file);
  if (!existsSync(file)) throw new Error(`${shown} is missing: ${SYNTH}.`);
  const written = statSync(file).mtimeMs;
  const newer = sources().filter((source) => statSync(source).mtimeMs > written);
  if (newer.length > 0) {
    const list = newer.map((source) => path.relative(ROOT, source)).join(', ');
    throw new Error(`${shown} is older than ${list}: ${SYNTH}.`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Template;
}

/**
 * A stage's templates, each as CloudFormation takes it: the main one, then each nested stack's
 * (the API's routes), whose file the main template's AWS::CloudFormation::Stack names.
 */
export function readTemplates(stage: StageName = 'prod'): { file: string; template: Template }[] {
  const file = templateFile(stage);
  const main = readFresh(file);
  const nested = Object.values(main.Resources)
    .filter((r) => r.Type === 'AWS::CloudFormation::Stack')
    .map((r) => path.join(CDK_OUT, String(r.Metadata?.['aws:asset:path'])));
  return [{ file, template: main }, ...nested.map((f) => ({ file: f, template: readFresh(f) }))];
}

/**
 * A stage's synthesized resources, the nested stacks' with the main one's (logical ids are unique
 * across them); throws, saying to synthesize, when a template is missing or stale.
 */
export function readTemplate(stage: StageName = 'prod'): Template {
  const templates = readTemplates(stage);
  return {
    Resources: Object.assign(
      {},
      ...templates.map((t) => t.template.Resources),
    ) as Template['Resources'],
    Parameters: templates[0]!.template.Parameters ?? {},
  };
}

/** The folder cdk.out holds a function's code in (its Code.S3Key names the asset). */
export function functionAssetDir(fn: Resource): string {
  const code = fn.Properties?.Code as { S3Key?: unknown } | undefined;
  if (typeof code?.S3Key !== 'string') throw new Error('the function has no asset S3Key');
  return path.join(CDK_OUT, `asset.${code.S3Key.replace(/\.zip$/, '')}`);
}
