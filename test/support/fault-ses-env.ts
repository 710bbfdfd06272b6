/**
 * Import first in a test file that stops the mail service: the functions send through the file's
 * own SES emulator (test/support/faults.ts FaultSes), not the one every integration file shares,
 * and give up on a silent one as soon as they do in AWS (SES_AWS_TIMEOUT_MS; emulators get more).
 */
import { TEST_FAULT_SES_PORT } from '../setup/ports.ts';

process.env.SES_ENDPOINT = `http://localhost:${TEST_FAULT_SES_PORT}`;
process.env.SES_TIMEOUT_MS = '2000';
