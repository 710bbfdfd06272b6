/**
 * Import first in a test file that needs production's password hashing cost (scrypt N=2^17):
 * the timing tests, whose signal is one whole hash, cannot tell anything apart at the test cost.
 */
delete process.env.PASSWORD_SCRYPT_LOG2N;
