import { Button } from '@aws-amplify/ui-react';
import { countOf } from '@shared/format';
import { Link, useSearchParams } from 'react-router';
import { MEMBER_DATA_MESSAGES } from '@shared/api/member-data';
import { errorMessage } from '@/lib/api-client';
import { useConfirmDataExport } from '@/features/auth/api/member-data';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

/**
 * /mis-datos?token=… — the link of "Descargar mis datos". The ZIP is built on a click, not on
 * load: mail scanners that open links must not use it up.
 */
export default function MemberDataPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const build = useConfirmDataExport();

  if (build.isSuccess) {
    return (
      <AuthLayout title="Descargar mis datos">
        <div className="auth-success" role="status">
          <h2>Tu archivo está listo</h2>
          <p>{build.data.message}</p>
          <a className="btn btn--navy btn--block" href={build.data.url} download>
            Descargar ZIP ({countOf(build.data.fileCount, 'archivo', 'archivos')} de la bóveda)
          </a>
        </div>
      </AuthLayout>
    );
  }
  if (!token || build.isError) {
    return (
      <AuthLayout title="Descargar mis datos">
        <div className="auth-success" role="alert">
          <h2>No pudimos preparar tus datos</h2>
          <p>
            {build.isError
              ? errorMessage(build.error, MEMBER_DATA_MESSAGES.exportInvalid)
              : MEMBER_DATA_MESSAGES.exportInvalid}
          </p>
          <Link className="btn btn--navy btn--block" to="/account">
            Ir a mi cuenta
          </Link>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Descargar mis datos"
      subtitle="Preparamos un ZIP con todos tus datos y los archivos de tu bóveda."
    >
      <div className="auth-form">
        <Button
          variation="primary"
          isFullWidth
          isLoading={build.isPending}
          loadingText="Preparando..."
          onClick={() => build.mutate(token)}
        >
          Preparar mi descarga
        </Button>
      </div>
    </AuthLayout>
  );
}
