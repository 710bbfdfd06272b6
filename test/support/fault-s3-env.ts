/**
 * Import first in a test file that breaks the bucket: the functions reach the S3 emulator every
 * integration file shares through a TCP proxy of the test's own (test/support/fault-s3.ts), which
 * the test closes (the emulator is down) or turns into an S3 that throttles (503 SlowDown).
 */
import { TEST_FAULT_S3_PORT } from '../setup/ports.ts';

process.env.S3_ENDPOINT = `http://127.0.0.1:${TEST_FAULT_S3_PORT}`;
