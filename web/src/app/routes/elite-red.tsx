import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/components/use-document-title';
import { errorMessage } from '@/lib/api-client';
import { useNetworkProfile } from '@/features/elite/api/get-network-profile';
import { BandFigure, EliteLayout } from '@/features/elite/components/elite-layout';
import { NetworkDirectory } from '@/features/elite/components/network-directory';
import { NetworkProfileForm } from '@/features/elite/components/network-profile-form';
import { NetworkRequests } from '@/features/elite/components/network-requests';
import { NETWORK_DAILY_REQUESTS } from '@shared/api/network-texts';
import '@/features/elite/components/elite.css';
import '@/features/elite/components/network.css';

/**
 * /elite-red: the Red de inversionistas. Join or edit my profile, leave, the
 * directory with its filters, contact requests by message (emails shown once accepted), block
 * and report. The directory and the requests appear once the member has joined.
 */
export default function EliteRedPage() {
  useDocumentTitle('Red de Inversionistas — Inversor Listo');
  const profile = useNetworkProfile();
  const mine = profile.data?.profile ?? null;
  return (
    <EliteLayout
      eyebrow="Red de Inversionistas"
      title="Conecta con otros miembros Elite"
      lead={
        <p>
          Encuentra socios, prestamistas, contratistas y deals entre inversionistas que hablan tu
          idioma. Tu correo solo se comparte cuando aceptas una solicitud.
        </p>
      }
      aside={
        <>
          <BandFigure value={NETWORK_DAILY_REQUESTS} label="solicitudes por día" />
          <BandFigure value={mine ? 'Activo' : 'Sin perfil'} label="tu perfil en la red" />
        </>
      }
    >
      {profile.isPending ? (
        <Spinner label="Cargando tu perfil..." />
      ) : profile.isError ? (
        <p className="elite-alert" role="alert">
          {errorMessage(profile.error, 'No pudimos cargar tu perfil. Recarga la página.')}
        </p>
      ) : (
        <>
          <div className="elite-grid elite-grid--split">
            <NetworkProfileForm key={mine?.updatedAt ?? 'new'} profile={mine} />
            {mine ? <NetworkRequests /> : null}
          </div>
          {mine ? <NetworkDirectory /> : null}
        </>
      )}
    </EliteLayout>
  );
}
