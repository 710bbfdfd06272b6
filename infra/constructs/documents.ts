import { Aws, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFn } from 'aws-cdk-lib/aws-lambda';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
  type CfnBucket,
  type IBucket,
} from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { Need } from '../../functions/routes.ts';
import { bucketOrigin } from '../../shared/security-headers.ts';

/**
 * The prefixes of the bucket: members' files; the browsers' uploads, copied into members/ once
 * checked (docs/decisions/001-upload-integrity.md); the lender packages built from the files.
 */
const MEMBERS_PREFIX = 'members/';
const UPLOADS_PREFIX = 'uploads/';
const PACKAGES_PREFIX = 'packages/';
/** How long an upload's own object may stay (a completion copies it within minutes). */
const UPLOAD_DAYS = 2;
/** How long a deleted or replaced file's old version is kept (then S3 expires it). */
export const NONCURRENT_DAYS = 30;
/** How long a lender package (a ZIP of copies) stays downloadable. */
export const PACKAGE_DAYS = 30;

/**
 * The members' document vault (docs/documents.md): a private, versioned, encrypted bucket
 * reached only with presigned URLs (uploads from the site's origin by CORS, PUT only). Its daily
 * run (freshness reminders, abandoned uploads) is a job of the Jobs construct.
 *
 * The bucket's name is fixed from the stack, account and region rather than generated: the
 * site's CSP must name the bucket's origin (connect-src, for uploads), and CloudFront's headers
 * policy referring to the bucket while the bucket's CORS refers to CloudFront's domain would be a
 * dependency cycle. A name from pseudo parameters depends on nothing.
 */
export class Documents extends Construct {
  readonly bucket: Bucket;
  readonly bucketName: string;
  /** https://<bucket>.s3.<region>.amazonaws.com: where presigned URLs point. */
  readonly origin: string;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.bucketName = `${Stack.of(this).stackName.toLowerCase()}-documents-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
    this.origin = bucketOrigin(this.bucketName, Aws.REGION, Aws.URL_SUFFIX);
    this.bucket = new Bucket(this, 'Bucket', {
      bucketName: this.bucketName,
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      // Members' documents outlive the stack: never deleted by a stack update or removal.
      removalPolicy: RemovalPolicy.RETAIN,
      lifecycleRules: [
        {
          id: 'deleted-files',
          // A deleted or replaced file stays recoverable for a while, then is gone for good.
          noncurrentVersionExpiration: Duration.days(NONCURRENT_DAYS),
          expiredObjectDeleteMarker: true,
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
        { id: 'packages', prefix: PACKAGES_PREFIX, expiration: Duration.days(PACKAGE_DAYS) },
        // Whatever an upload URL wrote and nothing swept (the daily job normally does).
        { id: 'uploads', prefix: UPLOADS_PREFIX, expiration: Duration.days(UPLOAD_DAYS) },
      ],
    });
  }

  private objects(prefix: string): string {
    return `arn:${Aws.PARTITION}:s3:::${this.bucketName}/${prefix}*`;
  }

  /** Let browsers on the site's origin upload (PUT) with presigned URLs; nothing else by CORS. */
  allowUploadsFrom(siteUrl: string): void {
    this.bucket.addCorsRule({
      allowedOrigins: [siteUrl],
      allowedMethods: [HttpMethods.PUT],
      allowedHeaders: ['content-type'],
      maxAge: 3000,
    });
  }

  /** Server access logs to the site's logs bucket (created after this construct). */
  logTo(logsBucket: IBucket): void {
    const prefix = 's3-documents/';
    (this.bucket.node.defaultChild as CfnBucket).loggingConfiguration = {
      destinationBucketName: logsBucket.bucketName,
      logFilePrefix: prefix,
    };
    logsBucket.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('logging.s3.amazonaws.com')],
        actions: ['s3:PutObject'],
        resources: [logsBucket.arnForObjects(`${prefix}*`)],
        conditions: {
          ArnLike: { 'aws:SourceArn': `arn:${Aws.PARTITION}:s3:::${this.bucketName}` },
          StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID },
        },
      }),
    );
  }

  /**
   * What a route's need grants on the bucket (functions/routes.ts Need): only object actions, only
   * on the prefix it works in. No listing: every key is built from ids the table holds.
   */
  bind(fn: LambdaFn, need: Extract<Need, 'vault' | 'vault-read' | 'vault-package'>): void {
    fn.addEnvironment('VAULT_BUCKET', this.bucketName);
    const grants: Record<typeof need, [string[], string][]> = {
      // Uploads: the presigned PUT, then the completion's copy into members/ and its deletion.
      vault: [
        [['s3:PutObject', 's3:GetObject', 's3:DeleteObject'], MEMBERS_PREFIX],
        [['s3:PutObject', 's3:GetObject', 's3:DeleteObject'], UPLOADS_PREFIX],
      ],
      'vault-read': [[['s3:GetObject'], MEMBERS_PREFIX]],
      'vault-package': [
        [['s3:GetObject'], MEMBERS_PREFIX],
        [['s3:PutObject', 's3:GetObject', 's3:AbortMultipartUpload'], PACKAGES_PREFIX],
      ],
    };
    for (const [actions, prefix] of grants[need]) {
      fn.addToRolePolicy(new PolicyStatement({ actions, resources: [this.objects(prefix)] }));
    }
    suppressPrefixWildcards(fn);
  }

  /**
   * For account deletion (functions/vault/erase.ts deleteMemberVault) and its second sweep: list
   * and delete every version under the members', uploads' and packages' prefixes.
   */
  grantPurge(fn: LambdaFn): void {
    fn.addEnvironment('VAULT_BUCKET', this.bucketName);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:ListBucket', 's3:ListBucketVersions'],
        resources: [`arn:${Aws.PARTITION}:s3:::${this.bucketName}`],
        conditions: {
          StringLike: {
            's3:prefix': [`${MEMBERS_PREFIX}*`, `${UPLOADS_PREFIX}*`, `${PACKAGES_PREFIX}*`],
          },
        },
      }),
    );
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['s3:DeleteObject', 's3:DeleteObjectVersion'],
        resources: [
          this.objects(MEMBERS_PREFIX),
          this.objects(UPLOADS_PREFIX),
          this.objects(PACKAGES_PREFIX),
        ],
      }),
    );
    suppressPrefixWildcards(fn);
  }
}

/** Object grants name a prefix of opaque ids (members/*, uploads/*, packages/*): the wildcard is the point. */
function suppressPrefixWildcards(fn: LambdaFn): void {
  NagSuppressions.addResourceSuppressions(
    fn.role!,
    [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          "Vault objects are keyed members/<userId>/<fileId>, uploads/<userId>/<fileId> and packages/<userId>/<id>: a grant on one prefix of the vault bucket must end in a wildcard; each function gets only its prefixes' object actions.",
        appliesTo: [
          {
            regex:
              '/^Resource::arn:<AWS::Partition>:s3:::.*-documents-.*\\/(members|uploads|packages)\\/\\*$/',
          },
        ],
      },
    ],
    true,
  );
}
