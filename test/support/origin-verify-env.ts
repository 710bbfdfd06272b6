/**
 * Import first in a test file that runs the functions as in AWS behind CloudFront: the
 * origin-verify value is read at run time from its secret (ORIGIN_VERIFY_SECRET_ARN).
 */
export const ORIGIN_VERIFY_SECRET_ARN =
  'arn:aws:secretsmanager:us-east-1:123456789012:secret:OriginVerify-test';
delete process.env.ORIGIN_VERIFY_SECRET;
process.env.ORIGIN_VERIFY_SECRET_ARN = ORIGIN_VERIFY_SECRET_ARN;
