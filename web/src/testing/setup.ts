/**
 * The `component` vitest project's setup (vitest.config.ts): jest-dom's matchers, the msw server
 * over fetch, and a clean page, API state and toast list after every test.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { dismissToast, toast } from '@/components/toast/use-toast';
import { resetApiState } from './handlers';
import { server } from './server';

// findBy… waits up to 5 s: the username check alone waits 500 ms, and the machine is shared.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // The toast list lives in a module (one per test file): one toast pushes out the one shown
  // (TOAST_LIMIT is 1), and dismissing it leaves none for the next test.
  dismissToast(toast({}));
  server.resetHandlers();
  resetApiState();
});
afterAll(() => server.close());
