/** Import first in a test file that runs the functions as in AWS, behind CloudFront's origin-verify secret. */
export const ORIGIN_VERIFY_SECRET = 'a-test-secret-that-cloudfront-would-send-0123456789';
process.env.ORIGIN_VERIFY_SECRET = ORIGIN_VERIFY_SECRET;
