import { existsSync, readdirSync } from 'node:fs';
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
import type { IKeyValueStore } from 'aws-cdk-lib/aws-cloudfront';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { securityHeadersPolicyProps } from './security-headers-policy.ts';
import { ORIGIN_VERIFY_KVS_KEY } from '../../functions/rotation/origin-verify-key.ts';
import { PAGE_HTML_DIR, pagePathOf } from '../../shared/page-html.ts';
import {
  ORIGIN_VERIFY_HEADER,
  securityHeaders,
  VIEWER_IP_HEADER,
} from '../../shared/security-headers.ts';

export interface StaticSiteProps {
  /** The built SPA (web/dist): index.html, one HTML per page under pages/, hashed files under assets/. */
  siteDir: string;
  /** The HTTP API's execute-api host name, served under /api/*. */
  apiDomainName: string;
  /**
   * Where the viewer-request function reads the origin-verify value it sends to the API (written
   * by the rotation function: infra/constructs/secrets.ts OriginVerify).
   */
  originVerifyStore: IKeyValueStore;
  /** ARN of a CLOUDFRONT-scope WAF web ACL. */
  webAclArn: string;
  /** Custom domain (context `siteDomain`); empty: the CloudFront domain and certificate. */
  domainName?: string;
  /** The document vault's bucket origin: the CSP lets the browser upload there (connect-src). */
  uploadOrigin?: string;
}

/**
 * The web app and its API on one origin (docs/infrastructure.md): a private bucket behind
 * CloudFront with origin access control, SPA routes rewritten at the edge to their page's HTML (or
 * index.html), `/api/*` passed through uncached so cookies stay first-party, and our security
 * headers on every answer.
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
      ...securityHeadersPolicyProps(securityHeaders(props.uploadOrigin)),
    });
    const spaFallback = new EdgeFunction(this, 'SpaFallback', {
      comment: "Extension-less paths are app routes: serve the page's HTML or index.html",
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(spaFallbackCode(builtPages(props.siteDir))),
    });
    const toApi = new EdgeFunction(this, 'ViewerIp', {
      comment: `The viewer's IP in ${VIEWER_IP_HEADER}, and the origin-verify value, to the API`,
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(apiRequestCode(props.originVerifyStore.keyValueStoreId)),
      keyValueStore: props.originVerifyStore,
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
          origin: new HttpOrigin(props.apiDomainName),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Cookies, query strings and every header but Host (API Gateway routes on its own host).
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          functionAssociations: [{ function: toApi, eventType: FunctionEventType.VIEWER_REQUEST }],
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

/**
 * The viewer-request function of the site: an extension-less path is an app route, answered with
 * its page's own HTML when the build made one (web/build/page-html.ts: the same shell plus that
 * page's preload hints), a page with a parameter (`/portafolio/analisis/<id>`) with its folder's
 * (`/portafolio/analisis/*`), otherwise with index.html. `pages` are the built page files' paths
 * (`pages/login.html`, `pages/portafolio/analisis/any.html`).
 */
function spaFallbackCode(pages: readonly string[]): string {
  const byPath = Object.fromEntries(pages.map((file) => [pagePathOf(file), `/${file}`]));
  return `var PAGES = ${JSON.stringify(byPath)};
function handler(event) {
  var request = event.request;
  var cut = request.uri.lastIndexOf('/');
  var last = request.uri.substring(cut + 1);
  if (last.indexOf('.') === -1) {
    request.uri =
      PAGES[request.uri] || PAGES[request.uri.substring(0, cut) + '/*'] || '/index.html';
  }
  return request;
}`;
}

/** The page files of a build (`pages/<name>.html`, `pages/<folder>/any.html`), none without pages/. */
function builtPages(siteDir: string): string[] {
  const dir = path.join(siteDir, PAGE_HTML_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => `${PAGE_HTML_DIR}/${name.split(path.sep).join('/')}`)
    .sort();
}

/**
 * The viewer-request function of /api/*: whatever a client sent under these names is replaced, so
 * the values are CloudFront's own. The origin-verify value comes from the key-value store (never
 * from the template); while the store has none (before the first rotation) the header is left
 * out and the API answers 403. Exported for its unit test.
 */
export function apiRequestCode(keyValueStoreId: string): string {
  return `import cf from 'cloudfront';
const store = cf.kvs('${keyValueStoreId}');
async function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_IP_HEADER}'] = { value: event.viewer.ip };
  delete request.headers['${ORIGIN_VERIFY_HEADER}'];
  try {
    request.headers['${ORIGIN_VERIFY_HEADER}'] = { value: await store.get('${ORIGIN_VERIFY_KVS_KEY}') };
  } catch (e) {
    // No value yet: the API refuses the request rather than CloudFront failing it.
  }
  return request;
}`;
}
