import { existsSync } from 'node:fs';
import path from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import { Certificate, CertificateValidation } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { securityHeadersPolicyProps } from './security-headers-policy.ts';
import { ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER } from '../../shared/security-headers.ts';

export interface StaticSiteProps {
  /** The built SPA (web/dist): index.html plus hashed files under assets/. */
  siteDir: string;
  /** The HTTP API's execute-api host name, served under /api/*. */
  apiDomainName: string;
  /** Sent to the API in the origin-verify header, which the functions require. */
  originVerifySecret: string;
  /** ARN of a CLOUDFRONT-scope WAF web ACL. */
  webAclArn: string;
  /** Custom domain (context `siteDomain`); empty: the CloudFront domain and certificate. */
  domainName?: string;
}

/**
 * The web app and its API on one origin (DESIGN.md "Infrastructure"): a private bucket behind
 * CloudFront with origin access control, SPA routes rewritten to index.html at the edge, `/api/*`
 * passed through uncached so cookies stay first-party, and our security headers on every answer.
 */
export class StaticSite extends Construct {
  readonly bucket: Bucket;
  /** CloudFront and S3 access logs, kept 90 days. */
  readonly logsBucket: Bucket;
  readonly distribution: Distribution;
  /** https://<custom domain or CloudFront domain> */
  readonly url: string;

  constructor(scope: Construct, id: string, props: StaticSiteProps) {
    super(scope, id);
    this.logsBucket = new Bucket(this, 'Logs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging writes with ACLs.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 's3-site/',
    });

    const headers = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Inversor Listo security headers (shared/security-headers.ts)',
      ...securityHeadersPolicyProps(),
    });
    const spaFallback = new EdgeFunction(this, 'SpaFallback', {
      comment: 'Extension-less paths are app routes: serve index.html',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(SPA_FALLBACK_CODE),
    });
    const viewerIp = new EdgeFunction(this, 'ViewerIp', {
      comment: `Pass the viewer's IP to the API in ${VIEWER_IP_HEADER}`,
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(VIEWER_IP_CODE),
    });

    const certificate = props.domainName
      ? new Certificate(this, 'Certificate', {
          domainName: props.domainName,
          // DNS validation without Route 53: the deploy waits until ops publish the CNAME.
          validation: CertificateValidation.fromDns(),
        })
      : undefined;

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Inversor Listo',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: this.logsBucket,
      logFilePrefix: 'cloudfront/',
      ...(certificate && props.domainName
        ? {
            domainNames: [props.domainName],
            certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [
          { function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, {
            customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Cookies, query strings and every header but Host (API Gateway routes on its own host).
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          functionAssociations: [
            { function: viewerIp, eventType: FunctionEventType.VIEWER_REQUEST },
          ],
        },
      },
    });
    this.url = `https://${props.domainName || this.distribution.distributionDomainName}`;

    this.deploy(props.siteDir);
    this.suppressNag(Boolean(certificate));
  }

  /**
   * Hashed files under assets/ are immutable; everything else (index.html, favicon) is revalidated.
   * Assets go first and are never pruned, so a page loaded before a deploy keeps its chunks.
   */
  private deploy(siteDir: string): void {
    const assetsDir = path.join(siteDir, 'assets');
    const assets = existsSync(assetsDir)
      ? new BucketDeployment(this, 'DeployAssets', {
          sources: [Source.asset(assetsDir)],
          destinationBucket: this.bucket,
          destinationKeyPrefix: 'assets/',
          cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
          prune: false,
        })
      : undefined;
    const shell = new BucketDeployment(this, 'DeployShell', {
      sources: [Source.asset(siteDir, { exclude: ['assets'] })],
      destinationBucket: this.bucket,
      exclude: ['assets/*'],
      cacheControl: [CacheControl.fromString('no-cache')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    if (assets) shell.node.addDependency(assets);
  }

  private suppressNag(customCertificate: boolean): void {
    NagSuppressions.addResourceSuppressions(this.distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'No geo restriction: the product is for Spanish-speaking investors in the US and abroad; abuse is handled by the WAF rate rule.',
      },
      ...(customCertificate
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'Default *.cloudfront.net certificate until the siteDomain context is set (then TLSv1.2_2021 is enforced); CloudFront does not allow a minimum protocol with the default certificate.',
            },
          ]),
    ]);
    // BucketDeployment's provider: a singleton function CDK adds at the stack root.
    const stack = Stack.of(this);
    for (const child of stack.node.children) {
      if (!child.node.id.startsWith('Custom::CDKBucketDeployment')) continue;
      NagSuppressions.addResourceSuppressions(
        child,
        [
          {
            id: 'AwsSolutions-IAM4',
            reason:
              "CDK's BucketDeployment provider uses AWSLambdaBasicExecutionRole for its own logs.",
            appliesTo: [
              'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
            ],
          },
          {
            id: 'AwsSolutions-IAM5',
            reason:
              "CDK's BucketDeployment provider grants itself object-level wildcards on the CDK asset bucket and the site bucket, and invalidation on the distribution; generated by CDK.",
          },
          {
            id: 'AwsSolutions-L1',
            reason:
              "CDK's BucketDeployment provider runtime is chosen by aws-cdk-lib, not by us; it is a deploy-time helper that serves no traffic.",
          },
        ],
        true,
      );
    }
  }
}

const SPA_FALLBACK_CODE = `function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

// Overwrites whatever a client sent under the same name, so the value is CloudFront's own.
const VIEWER_IP_CODE = `function handler(event) {
  event.request.headers['${VIEWER_IP_HEADER}'] = { value: event.viewer.ip };
  return event.request;
}`;
