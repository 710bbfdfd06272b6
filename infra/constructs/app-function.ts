import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, type CfnResource } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { LeadingKey } from '../../functions/commons/keys.ts';
import { tableWriteGrants } from '../../functions/commons/table-writes.ts';
import { isProtected } from '../stages.ts';
import {
  FUNCTION_BUNDLING,
  FUNCTION_NODE_OPTIONS,
  PASSWORD_DICTIONARY_PACKAGES,
  JSPDF_OPTIONAL_PACKAGES,
} from '../function-bundling.ts';

/** The repository root: the lock file and `functions/` live there, wherever synth is run from. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface AppFunctionProps {
  /** The entry module: an area's generated entry (infra/area-entry.ts), an absolute path. */
  entry: string;
  description?: string;
  /** Seconds; 10 unless the area says otherwise. */
  timeoutSeconds?: number;
  /** MB; 512 unless the area says otherwise. */
  memoryMb?: number;
  /**
   * Bundle the AWS SDK instead of using the Lambda runtime's: for functions that send mail with
   * attachments (SES v2 `Simple.Attachments`, which runtime SDKs before 3.800 silently drop).
   */
  bundleAwsSdk?: boolean;
  environment?: Record<string, string>;
  /**
   * Folders (relative to the repository root) copied next to the bundle, e.g. the compiled market
   * data the market routes read with fs instead of inlining megabytes into the bundle.
   */
  copyIntoBundle?: readonly { from: string; to: string }[];
}

/**
 * Every function of the app, with its defaults fixed once: Node 24 on arm64
 * (docs/infrastructure.md), a minified ESM bundle with source maps built by the local esbuild (no
 * Docker), and its own log group.
 */
export class AppFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, logRetention(scope));
    super(scope, id, {
      entry: props.entry,
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      // X-Ray: Powertools Tracer (functions/commons/tracer.ts) adds each AWS call and route.
      tracing: Tracing.ACTIVE,
      memorySize: props.memoryMb ?? 512,
      timeout: Duration.seconds(props.timeoutSeconds ?? 10),
      description: props.description,
      logGroup,
      environment: {
        NODE_OPTIONS: FUNCTION_NODE_OPTIONS,
        ...props.environment,
      },
      // The bundle's options live in infra/function-bundling.ts, shared with the bench's
      // cold-start measure (the AWS SDK is left to the runtime: see AWS_SDK_EXTERNALS there).
      bundling: {
        format: FUNCTION_BUNDLING.format as OutputFormat,
        target: FUNCTION_BUNDLING.target,
        minify: FUNCTION_BUNDLING.minify,
        sourceMap: FUNCTION_BUNDLING.sourceMap,
        sourcesContent: FUNCTION_BUNDLING.sourcesContent,
        mainFields: [...FUNCTION_BUNDLING.mainFields],
        banner: FUNCTION_BUNDLING.banner,
        // Replaces NodejsFunction's default externals (which depend on bundleAwsSDK and a flag).
        // With bundleAwsSdk only the SDK comes inside; the password dictionaries never do.
        externalModules: props.bundleAwsSdk
          ? [...PASSWORD_DICTIONARY_PACKAGES, ...JSPDF_OPTIONAL_PACKAGES]
          : [...FUNCTION_BUNDLING.externalModules],
        ...(props.copyIntoBundle?.length
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (inputDir: string, outputDir: string) =>
                  props.copyIntoBundle!.map(
                    ({ from, to }) =>
                      `mkdir -p "${path.dirname(path.join(outputDir, to))}" && cp -R "${path.join(inputDir, from)}" "${path.join(outputDir, to)}"`,
                  ),
              },
            }
          : {}),
      },
    });
    // Tracing: Lambda grants xray:PutTraceSegments and xray:PutTelemetryRecords, which take no
    // resource; the stack test holds that nothing else of any role is granted on "*".
    NagSuppressions.addResourceSuppressions(
      this.role!,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'X-Ray tracing (active on every function): xray:PutTraceSegments and xray:PutTelemetryRecords accept only the resource "*".',
          appliesTo: ['Resource::*'],
        },
      ],
      true,
    );
    // Which source the bundle is built from, for the test that holds every AWS SDK call of the
    // bundle against the function's role (test/unit/infra/iam-sdk.test.ts).
    (this.node.defaultChild as CfnResource).addMetadata(
      ENTRY_METADATA,
      path.relative(REPO_ROOT, props.entry),
    );
  }
}

/**
 * How long a function's logs are kept. They hold the security events (functions/commons/
 * security-log.ts): production keeps them a year, and keeps them when the function goes; staging
 * a month.
 */
export function logRetention(scope: Construct): {
  retention: RetentionDays;
  removalPolicy: RemovalPolicy;
} {
  return isProtected(scope)
    ? { retention: RetentionDays.ONE_YEAR, removalPolicy: RemovalPolicy.RETAIN }
    : { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY };
}

/** The template metadata key naming a function's entry module, relative to the repository. */
export const ENTRY_METADATA = 'inversor:entry';

/**
 * Give a function the app table: its name in TABLE_NAME, reads of any item (no Scan, no streams:
 * nothing of ours scans), and writes only to the partition-key families it declares (`writes`:
 * functions/commons/keys.ts LEADING_KEYS), one statement per grant of `tableWriteGrants`, each
 * with its `dynamodb:LeadingKeys` condition. The local table client refuses a write outside the
 * same grants (functions/commons/table-writes.ts), so the tests fail where AWS would deny.
 */
export function bindTable(fn: NodejsFunction, table: ITable, writes: readonly LeadingKey[]): void {
  fn.addEnvironment('TABLE_NAME', table.tableName);
  const read = [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:ConditionCheckItem',
    'dynamodb:DescribeTable',
  ];
  fn.addToRolePolicy(new PolicyStatement({ actions: read, resources: [table.tableArn] }));
  for (const grant of tableWriteGrants(writes)) {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: [...grant.actions],
        resources: [table.tableArn],
        conditions: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...grant.leadingKeys] },
        },
      }),
    );
  }
}
