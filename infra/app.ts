import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { App, Aspects, Tags } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { REPO_ROOT } from './constructs/app-function.ts';
import { InversorListoStack } from './stack.ts';
import { STAGES, stackName, type StageName } from './stages.ts';

const app = new App();

// `npx cdk synth` on a fresh clone: build the web app first if it has not been built.
const siteDir = path.join(REPO_ROOT, 'web', 'dist');
if (!existsSync(path.join(siteDir, 'index.html'))) {
  execSync('npx vite build', { cwd: REPO_ROOT, stdio: 'inherit' });
}

/** Context values from cdk.json or `-c key=value`; empty strings mean unset. */
function context(key: string): string | undefined {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function requiredContext(key: string): string {
  const value = context(key);
  if (!value) throw new Error(`Missing context "${key}" (cdk.json or -c ${key}=...)`);
  return value;
}

/** A stage's own value (`staging.siteDomain`), else the shared one (`siteDomain`) for production. */
function stageContext(stage: StageName, key: string): string | undefined {
  return context(`${stage}.${key}`) ?? (stage === 'prod' ? context(key) : undefined);
}

// One definition, two stacks: staging takes every change first, production after approval
// (.github/workflows/deploy.yml). Production's alarm recipient is a required deploy parameter.
for (const stage of Object.values(STAGES)) {
  const stack = new InversorListoStack(app, stackName(stage.name), {
    description: `Inversor Listo (${stage.name}): web app, API, data, mail and billing`,
    // us-east-1: a CLOUDFRONT-scope WAF web ACL and CloudFront certificates must live there.
    env: { region: 'us-east-1', account: process.env.CDK_DEFAULT_ACCOUNT },
    stage,
    siteDir,
    siteDomain: stageContext(stage.name, 'siteDomain'),
    siteUrl: stageContext(stage.name, 'siteUrl'),
    tableName: context(`${stage.name}.tableName`),
    mailIdentity: requiredContext('mailIdentity'),
    mailFromAddress: requiredContext('mailFromAddress'),
    alarmEmail: stage.protect ? undefined : context('alarmEmail'),
    consultingTeamEmail: stageContext(stage.name, 'consultingTeamEmail'),
    supportEmail: stageContext(stage.name, 'supportEmail'),
  });
  Tags.of(stack).add('stage', stage.name);
  Aspects.of(stack).add(new AwsSolutionsChecks({ verbose: true }));
}
Tags.of(app).add('app', 'inversor-listo');
