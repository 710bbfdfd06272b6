import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * The API as the component tests see it: every resource's handlers (./handlers). A test changes
 * one answer with `server.use(...)`; setup.ts resets them after each test. A request no handler
 * answers fails the test, so a page cannot quietly call an endpoint the tests do not know.
 */
export const server = setupServer(...handlers);
