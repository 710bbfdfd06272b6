import { Duration } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  type ResponseCustomHeader,
  type ResponseHeadersPolicyProps,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import { SECURITY_HEADERS } from '../../shared/security-headers.ts';

/**
 * CloudFront's response-headers policy from the one definition the local server also sends
 * (shared/security-headers.ts). CloudFront types the security headers, so each is parsed into its
 * field; any other header becomes a custom header. A value CloudFront cannot express fails synth.
 */
export function securityHeadersPolicyProps(
  headers: Readonly<Record<string, string>> = SECURITY_HEADERS,
): Pick<ResponseHeadersPolicyProps, 'securityHeadersBehavior' | 'customHeadersBehavior'> {
  const security: {
    -readonly [K in keyof ResponseSecurityHeadersBehavior]: ResponseSecurityHeadersBehavior[K];
  } = {};
  const custom: ResponseCustomHeader[] = [];
  for (const [name, value] of Object.entries(headers)) {
    switch (name.toLowerCase()) {
      case 'content-security-policy':
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'strict-transport-security':
        security.strictTransportSecurity = { ...parseHsts(value), override: true };
        break;
      case 'x-content-type-options':
        if (value.toLowerCase() !== 'nosniff') throw unsupported(name, value);
        security.contentTypeOptions = { override: true };
        break;
      case 'x-frame-options':
        security.frameOptions = { frameOption: frameOption(value), override: true };
        break;
      case 'referrer-policy':
        security.referrerPolicy = { referrerPolicy: referrerPolicy(value), override: true };
        break;
      default:
        custom.push({ header: name, value, override: true });
    }
  }
  return {
    securityHeadersBehavior: security,
    ...(custom.length > 0 ? { customHeadersBehavior: { customHeaders: custom } } : {}),
  };
}

function parseHsts(value: string) {
  const maxAge = /max-age=(\d+)/i.exec(value)?.[1];
  if (maxAge === undefined) throw unsupported('strict-transport-security', value);
  return {
    accessControlMaxAge: Duration.seconds(Number(maxAge)),
    includeSubdomains: /;\s*includeSubDomains/i.test(value),
    preload: /;\s*preload/i.test(value),
  };
}

function frameOption(value: string): HeadersFrameOption {
  const option = Object.values(HeadersFrameOption).find((o) => o === value.toUpperCase());
  if (!option) throw unsupported('x-frame-options', value);
  return option;
}

function referrerPolicy(value: string): HeadersReferrerPolicy {
  const policy = Object.values(HeadersReferrerPolicy).find((p) => p === value.toLowerCase());
  if (!policy) throw unsupported('referrer-policy', value);
  return policy;
}

function unsupported(header: string, value: string): Error {
  return new Error(`CloudFront cannot send ${header}: ${value}`);
}
