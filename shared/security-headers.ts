/**
 * Security headers of every answer: set by the CloudFront response-headers policy in AWS and by the
 * local server, from this one definition. Scripts only from our origin and Stripe (no inline scripts).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com",
  // Amplify UI's theme and Radix set inline styles; scripts stay strict.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://*.stripe.com",
  "font-src 'self' data:",
  "connect-src 'self' https://api.stripe.com",
  'frame-src https://js.stripe.com https://hooks.stripe.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const HSTS_MAX_AGE_SECONDS = 63072000; // two years

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

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
