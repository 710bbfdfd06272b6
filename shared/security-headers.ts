/**
 * Security headers of every answer: set by the CloudFront response-headers policy in AWS and by the
 * local server, from this one definition. Scripts only from our origin and Stripe (no inline scripts).
 *
 * `uploadOrigin` is the document vault's bucket origin (https://<bucket>.s3.<region>.amazonaws.com
 * in AWS, the S3 emulator locally): the browser PUTs members' files there with presigned URLs, so
 * connect-src must allow it. Downloads and previews are navigations to presigned GETs (a new tab
 * for a preview) and need no directive.
 *
 * Videos (shared/api/videos.ts): embeds only from VIDEO_EMBED_HOSTS (repeated here, not imported,
 * so this module stays free of the captions parser; test/unit/videos.test.ts keeps the
 * two lists equal); video files from any https host ops choose (media cannot run script), and
 * captions as blob: URLs the page makes from the captions text.
 */
export function contentSecurityPolicy(uploadOrigin?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self' https://js.stripe.com",
    // Amplify UI's theme and Radix set inline styles; scripts stay strict.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://*.stripe.com",
    "font-src 'self' data:",
    "media-src 'self' blob: https:",
    `connect-src 'self' https://api.stripe.com${uploadOrigin ? ` ${uploadOrigin}` : ''}`,
    'frame-src https://js.stripe.com https://hooks.stripe.com https://www.youtube-nocookie.com https://player.vimeo.com',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

export const HSTS_MAX_AGE_SECONDS = 63072000; // two years

/** Every security header, with the vault's upload origin in the CSP when there is one. */
export function securityHeaders(uploadOrigin?: string): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentSecurityPolicy(uploadOrigin),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = securityHeaders();

/**
 * The origin presigned URLs of a bucket point at: virtual-hosted style, as the AWS SDK signs them
 * for a bucket name without dots.
 */
export function bucketOrigin(bucket: string, region: string, urlSuffix = 'amazonaws.com'): string {
  return `https://${bucket}.s3.${region}.${urlSuffix}`;
}

/**
 * The client's address as the edge saw it: CloudFront's viewer-request function (and the local
 * server) overwrite this header on every /api request, since behind CloudFront the HTTP API's
 * sourceIp is CloudFront's own address.
 */
export const VIEWER_IP_HEADER = 'x-viewer-ip';

/**
 * A secret CloudFront adds to every request it sends to the HTTP API; the functions refuse requests
 * without it (ORIGIN_VERIFY_SECRET), so the execute-api endpoint cannot be called directly to skip
 * the WAF or to forge ${'`'}x-viewer-ip${'`'}. Unset locally, where there is no edge.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
