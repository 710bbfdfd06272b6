import { route } from '../../commons/http.ts';
import { networkReports } from '../../elite/network.ts';
import type { NetworkReportsResponse } from '../../../shared/api/network.ts';

/** GET /api/staff/network-reports — (staff) reports from the Red de inversionistas, newest first. */
export const handler = route('GET /api/staff/network-reports', async () => {
  const body: NetworkReportsResponse = { reports: await networkReports() };
  return { body };
});
