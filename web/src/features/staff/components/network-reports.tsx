import { easternDateTime } from '@shared/elite/time';
import { NETWORK_REPORT_REASONS, networkLabel } from '@shared/api/network-texts';
import { errorMessage } from '@/lib/api-client';
import { useNetworkReports } from '../api/network-reports';
import './staff.css';

/**
 * The staff console's Red de inversionistas reports: who reported whom, why and
 * when, newest first, with both members' names and emails so staff can follow up.
 */
export function NetworkReports() {
  const reports = useNetworkReports();
  const list = reports.data?.reports ?? [];
  return (
    <section className="staff-card" aria-labelledby="staff-network-reports">
      <h2 id="staff-network-reports">Reportes de la red</h2>
      {reports.isLoading ? (
        <p>Cargando…</p>
      ) : reports.isError ? (
        <p role="alert">{errorMessage(reports.error, 'No se pudieron cargar los reportes.')}</p>
      ) : list.length === 0 ? (
        <p>No hay reportes de miembros de la red.</p>
      ) : (
        <ul className="staff-reports" aria-label="Reportes de la red">
          {list.map((report) => (
            <li key={report.id} className="staff-report">
              <p className="staff-report__title">
                <strong>{networkLabel(NETWORK_REPORT_REASONS, report.reason)}</strong> ·{' '}
                {easternDateTime(report.createdAt)}
              </p>
              <p>
                Reportado: {report.reported.displayName} ({report.reported.name},{' '}
                {report.reported.email}){report.reportedInNetwork ? '' : ' · ya no está en la red'}
              </p>
              <p>
                Por: {report.reporter.displayName} ({report.reporter.name}, {report.reporter.email})
              </p>
              {report.details ? <p className="staff-report__details">{report.details}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
