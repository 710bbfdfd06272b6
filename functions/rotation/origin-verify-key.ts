/** The key-value store key holding the origin-verify value CloudFront sends (read at the edge). */
export const ORIGIN_VERIFY_KVS_KEY = 'origin-verify';
