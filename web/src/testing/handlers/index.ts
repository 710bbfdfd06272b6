import { authHandlers, resetAuth } from './auth';
import { dealFileHandlers, resetDealFiles } from './deal-files';
import { eliteHandlers, resetElite } from './elite';
import { proHandlers, resetPro } from './pro';
import { qualifyHandlers, resetQualify } from './qualify';

/** Every resource's handlers, in one list for the server (../server.ts). */
export const handlers = [
  ...authHandlers,
  ...proHandlers,
  ...dealFileHandlers,
  ...eliteHandlers,
  ...qualifyHandlers,
];

/** Forget what the tests did to the API's state (the session, saved items). */
export function resetApiState(): void {
  resetAuth();
  resetPro();
  resetDealFiles();
  resetElite();
  resetQualify();
}
