import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { App, Aspects, Tags } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { REPO_ROOT } from './constructs/app-function.ts';
import { InversorListoStack } from './stack.ts';

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

const stack = new InversorListoStack(app, 'InversorListo', {
  description: 'Inversor Listo: web app, API, data, mail and billing',
  // us-east-1: a CLOUDFRONT-scope WAF web ACL and CloudFront certificates must live there.
  env: { region: 'us-east-1', account: process.env.CDK_DEFAULT_ACCOUNT },
  siteDir,
  siteDomain: context('siteDomain'),
  siteUrl: context('siteUrl'),
  mailIdentity: requiredContext('mailIdentity'),
  mailFromAddress: requiredContext('mailFromAddress'),
  alarmEmail: context('alarmEmail'),
  consultingTeamEmail: context('consultingTeamEmail'),
  supportEmail: context('supportEmail'),
});
Tags.of(app).add('app', 'inversor-listo');
Aspects.of(stack).add(new AwsSolutionsChecks({ verbose: true }));
