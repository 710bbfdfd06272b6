import { Button, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useRequestAccountDeletion } from '../api/request-account-deletion';
import { useRequestDataExport } from '../api/request-data-export';
import type { User } from '@/lib/session';
import { PasswordInput } from './password-input';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';
/** "Descargar mis datos": one button that emails a link to a ZIP of everything we hold. */
function DownloadDataCard() {
  const download = useRequestDataExport();
  return (
    <section className="account-card" aria-labelledby="descargar-datos">
      <div className="account-card__head">
        <h3 id="descargar-datos">Descargar mis datos</h3>
      </div>
      <p className="account-card__note">
        Un archivo ZIP con todo lo que guardamos sobre ti (en JSON) y los archivos de tu bóveda. Te
        enviamos el enlace por correo.
      </p>
      <div className="account-form__actions">
        <Button
          variation="primary"
          isLoading={download.isPending}
          loadingText="Enviando..."
          onClick={() =>
            download.mutate(undefined, {
              onSuccess: (answer) =>
                toast({
                  title: 'Revisa tu correo',
                  description: answer.message,
                  variant: 'success',
                }),
              onError: (error) =>
                toast({
                  title: 'Error',
                  description: errorMessage(error, 'No se pudo enviar el enlace'),
                  variant: 'destructive',
                }),
            })
          }
        >
          Descargar mis datos
        </Button>
      </div>
    </section>
  );
}

/** "Eliminar mi cuenta": the current password (and code with MFA), then a confirmation email. */
function DeleteAccountCard({ user }: { user: User }) {
  const remove = useRequestAccountDeletion();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<string | null>(null);

  const onDelete = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(
      { currentPassword: password, ...(user.mfaEnabled ? { code } : {}) },
      {
        onSuccess: (answer) => {
          setSent(answer.message);
          setPassword('');
          setCode('');
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'No se pudo pedir la eliminación'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <section className="account-card" aria-labelledby="eliminar-cuenta">
      <div className="account-card__head">
        <h3 id="eliminar-cuenta">Eliminar mi cuenta</h3>
      </div>
      <p className="account-card__note">
        Cancela tu suscripción y borra tu perfil, tus archivos, análisis, expedientes, portafolio,
        sesiones y solicitudes. No se puede deshacer. Solo conservamos lo que la ley exige para la
        facturación.
      </p>
      {sent ? (
        <p className="account-card__note" role="status">
          {sent}
        </p>
      ) : (
        <form className="account-form account-form--stack" onSubmit={onDelete} noValidate>
          <PasswordInput
            label="Contraseña actual"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {user.mfaEnabled ? (
            <TextField
              label="Código de tu app o de recuperación"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          ) : null}
          <div className="account-form__actions">
            <Button
              type="submit"
              variation="destructive"
              isLoading={remove.isPending}
              loadingText="Enviando..."
            >
              Eliminar mi cuenta
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

/** /account "Tus datos": download everything we hold, or delete the account (both by email). */
export function MemberDataSection({ user }: { user: User }) {
  return (
    <section className="account-security" aria-labelledby="tus-datos">
      <h2 id="tus-datos">Tus datos</h2>
      <div className="account-grid account-grid--data">
        <DownloadDataCard />
        <DeleteAccountCard user={user} />
      </div>
    </section>
  );
}
