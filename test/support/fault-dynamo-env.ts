/**
 * Import first in a test file that stops the table: the functions use the file's own DynamoDB
 * Local (test/support/faults.ts FaultDynamo), not the one every integration file shares, and give
 * up on a silent table as soon as they do in AWS (DB_AWS_TIMEOUT_MS; emulators get more).
 */
import { TEST_FAULT_DYNAMODB_PORT } from '../setup/ports.ts';

process.env.DYNAMODB_ENDPOINT = `http://localhost:${TEST_FAULT_DYNAMODB_PORT}`;
process.env.DYNAMODB_TIMEOUT_MS = '3000';
