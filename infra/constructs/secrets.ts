import path from 'node:path';
import { Duration, RemovalPolicy, SecretValue } from 'aws-cdk-lib';
import { KeyValueStore } from 'aws-cdk-lib/aws-cloudfront';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { AppFunction, REPO_ROOT } from './app-function.ts';

export interface OpsSecretProps {
  description: string;
  /**
   * The secret's value in the template: a fixed JSON placeholder, never empty (CloudFormation
   * refuses an empty SecretString) and never changed once deployed. CloudFormation writes it only
   * when it changes, so the values ops fill with put-secret-value survive every later deploy; a new
   * field the code reads is simply unset until ops add it (the code's zod schema says which).
   */
  placeholder: string;
  /** The variable that gives a function the secret's ARN. */
  arnVariable: string;
  /** Why Secrets Manager cannot rotate it (cdk-nag AwsSolutions-SMG4). */
  noRotationReason: string;
}

/**
 * A secret ops fill once (Stripe's keys, RentCast's key). Functions get only its ARN and read it at
 * run time (functions/commons/secrets.ts), so a value set or changed by ops reaches them within a
 * minute, with no deploy. Retained if the stack goes: live keys are not recreated by a redeploy.
 * A Secret itself (not a wrapper), so its logical id stays where it was first deployed.
 */
export class OpsSecret extends Secret {
  private readonly arnVariable: string;

  constructor(scope: Construct, id: string, props: OpsSecretProps) {
    super(scope, id, {
      description: props.description,
      secretStringValue: SecretValue.unsafePlainText(props.placeholder),
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.arnVariable = props.arnVariable;
    NagSuppressions.addResourceSuppressions(this, [
      { id: 'AwsSolutions-SMG4', reason: props.noRotationReason },
    ]);
  }

  /** Let a function read the secret: its ARN in the variable, and read access to it only. */
  bind(fn: LambdaFunction): void {
    fn.addEnvironment(this.arnVariable, this.secretArn);
    this.grantRead(fn);
  }
}

/**
 * The placeholder of the Stripe secret, frozen as first deployed: changing this text would make
 * CloudFormation overwrite the keys ops filled. New fields go in functions/billing/keys.ts only.
 */
export const STRIPE_SECRET_PLACEHOLDER =
  '{"secretKey":"","webhookSecret":"","publishableKey":"","pricePro":"","priceElite":""}';
/** The placeholder of the RentCast secret (an empty key: the embedded public data). */
export const RENTCAST_SECRET_PLACEHOLDER = '{"apiKey":""}';

/** How often the origin-verify value changes. */
const ORIGIN_VERIFY_ROTATION = Duration.days(30);

/**
 * The value CloudFront sends the API to prove a request came through it (and so through the WAF
 * and the viewer-IP function). It never appears in the template or a function's configuration:
 *  - the secret holds {current, previous}; API functions read it at run time and accept both;
 *  - CloudFront's viewer-request function reads the current value from a key-value store;
 *  - a rotation function (functions/rotation/origin-verify.ts), every 30 days and right after
 *    the first deploy, makes a new value current and then writes it to the key-value store.
 * Until that first rotation ends (about a minute after the first deploy) the API answers 403.
 */
export class OriginVerify extends Construct {
  readonly secret: Secret;
  readonly store: KeyValueStore;
  /** The rotation function (its failures alarm like the API's). */
  readonly rotation: AppFunction;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.store = new KeyValueStore(this, 'Store', {
      comment: 'The origin-verify value the viewer-request function sends to the API',
    });
    this.secret = new Secret(this, 'Secret', {
      description: 'Origin-verify value CloudFront sends to the API: JSON {current, previous}',
      generateSecretString: {
        secretStringTemplate: '{}',
        generateStringKey: 'current',
        passwordLength: 48,
        excludePunctuation: true,
      },
    });
    const rotation = (this.rotation = new AppFunction(this, 'Rotation', {
      entry: path.join(REPO_ROOT, 'functions', 'rotation', 'origin-verify.ts'),
      description: 'Rotates the origin-verify value: secret first, then CloudFront key-value store',
      timeoutSeconds: 30,
      // The key-value store client and its SigV4a signer are not all in the Lambda runtime's SDK.
      bundleAwsSdk: true,
      environment: { ORIGIN_VERIFY_KVS_ARN: this.store.keyValueStoreArn },
    }));
    rotation.addToRolePolicy(
      new PolicyStatement({
        actions: [
          'cloudfront-keyvaluestore:DescribeKeyValueStore',
          'cloudfront-keyvaluestore:PutKey',
        ],
        resources: [this.store.keyValueStoreArn],
      }),
    );
    this.secret.addRotationSchedule('Rotation', {
      rotationLambda: rotation,
      automaticallyAfter: ORIGIN_VERIFY_ROTATION,
    });
    NagSuppressions.addResourceSuppressions(
      rotation.role!,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason:
            'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs.',
          appliesTo: [
            'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
          ],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            'secretsmanager:GetRandomPassword, which CDK grants every rotation function, acts on no resource and takes only "*"; every other action is scoped to this secret and this key-value store.',
          appliesTo: ['Resource::*'],
        },
      ],
      true,
    );
  }

  /** Let an API function check the value: the secret's ARN and read access to it only. */
  bind(fn: LambdaFunction): void {
    fn.addEnvironment('ORIGIN_VERIFY_SECRET_ARN', this.secret.secretArn);
    this.secret.grantRead(fn);
  }
}

/**
 * The key that seals members' TOTP secrets and keys their recovery-code hashes
 * (functions/auth/mfa-key.ts): generated by Secrets Manager, never in the template or a variable;
 * the auth function reads it at run time. Retained: without it no enrolled member could sign in.
 */
export class MfaKey extends Secret {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      description: 'Key for second-factor secrets at rest, JSON {key}; generated, never shown',
      generateSecretString: {
        secretStringTemplate: '{}',
        generateStringKey: 'key',
        passwordLength: 64,
        excludePunctuation: true,
      },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(this, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          'Rotating it would need every stored TOTP secret re-sealed and every recovery code re-keyed in the same step; a rotation is a planned migration, not a schedule.',
      },
    ]);
  }

  /** Let a function use the key: its ARN in MFA_SECRET_ARN, and read access to it only. */
  bind(fn: LambdaFunction): void {
    fn.addEnvironment('MFA_SECRET_ARN', this.secretArn);
    this.grantRead(fn);
  }
}
