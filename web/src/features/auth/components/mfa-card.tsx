import { Badge, Button, TextField } from '@aws-amplify/ui-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { MfaSetupResponse } from '@shared/api/auth';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import type { User } from '@/lib/session';
import { useDisableMfa } from '../api/disable-mfa';
import { useEnableMfa } from '../api/enable-mfa';
import { useSetupMfa } from '../api/setup-mfa';
import { PasswordInput } from './password-input';
import '@aws-amplify/ui-react/styles/badge.css';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/textField.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

const failed = (fallback: string) => (error: unknown) =>
  toast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });

/** The otpauth:// URL as a QR image; the QR library loads only here, when it is needed. */
function QrCode({ url }: { url: string }) {
  const [image, setImage] = useState<{ url: string; data: string }>();
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 200 }))
      .then((data) => current && setImage({ url, data }))
      .catch((error: unknown) => console.error('No se pudo dibujar el código QR', error));
    return () => {
      current = false;
    };
  }, [url]);
  return image?.url === url ? (
    <img
      className="mfa-setup__qr"
      src={image.data}
      width={200}
      height={200}
      alt="Código QR para añadir Inversor Listo a tu app de autenticación"
    />
  ) : (
    <div className="mfa-setup__qr mfa-setup__qr--loading" aria-hidden="true" />
  );
}

/** The recovery codes, shown once: copy them or download them as a text file. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = [
    'Inversor Listo — códigos de recuperación de la verificación en dos pasos',
    'Cada código sirve una sola vez, si no tienes tu app de autenticación a mano.',
    '',
    ...codes,
    '',
  ].join('\n');
  const [href] = useState(() => URL.createObjectURL(new Blob([text], { type: 'text/plain' })));
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  // The form that was focused is gone: bring keyboard and screen-reader users to the codes.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div className="mfa-codes" ref={box} tabIndex={-1}>
      <p className="account-card__note" role="status">
        Guarda estos códigos de recuperación en un lugar seguro. Cada uno sirve una sola vez para
        entrar si pierdes el teléfono. <strong>No los volveremos a mostrar.</strong>
      </p>
      <ol className="mfa-codes__list" aria-label="Códigos de recuperación">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="account-form__actions">
        <Button
          onClick={() =>
            navigator.clipboard
              .writeText(text)
              .then(() =>
                toast({
                  title: 'Copiados',
                  description: 'Códigos copiados al portapapeles',
                  variant: 'success',
                }),
              )
              .catch(failed('No se pudieron copiar los códigos'))
          }
        >
          Copiar códigos
        </Button>
        <a
          className="btn btn--ghost"
          href={href}
          download="inversor-listo-codigos-de-recuperacion.txt"
        >
          Descargar (.txt)
        </a>
        <Button variation="primary" onClick={onDone}>
          Ya los guardé
        </Button>
      </div>
    </div>
  );
}

/** Scan, then confirm with a code and the current password. */
function MfaEnrolment({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: MfaSetupResponse;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const enable = useEnableMfa();
  const [code, setCode] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate(
      { code, currentPassword },
      {
        onSuccess: (answer) => {
          toast({
            title: 'Verificación activada',
            description: answer.message,
            variant: 'success',
          });
          onEnabled(answer.recoveryCodes);
        },
        onError: failed('No se pudo activar la verificación en dos pasos'),
      },
    );
  };
  return (
    <div className="mfa-setup">
      <ol className="mfa-setup__steps">
        <li>
          Abre tu app de autenticación (Google Authenticator, Microsoft Authenticator, 1Password…).
        </li>
        <li>Escanea este código QR, o escribe la clave a mano.</li>
        <li>Escribe el código de 6 dígitos que muestra la app.</li>
      </ol>
      <div className="mfa-setup__scan">
        <QrCode url={setup.otpauthUrl} />
        <p className="account-card__note">
          Clave para escribir a mano:
          <br />
          <code className="mfa-setup__secret">{setup.secret.match(/.{1,4}/g)?.join(' ')}</code>
        </p>
      </div>
      <form className="account-form account-form--stack" onSubmit={submit} noValidate>
        <TextField
          label="Código de 6 dígitos"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <PasswordInput
          label="Contraseña actual"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
        />
        <div className="account-form__actions">
          <Button
            type="submit"
            variation="primary"
            isLoading={enable.isPending}
            loadingText="Activando..."
          >
            Activar
          </Button>
          <Button type="button" onClick={onCancel} isDisabled={enable.isPending}>
            Cancelar
          </Button>
        </div>
      </form>
    </div>
  );
}

/** Turn it off: the current password and a code (or a recovery code). */
function MfaDisable() {
  const disable = useDisableMfa();
  const [code, setCode] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate(
      { currentPassword, code },
      {
        onSuccess: (answer) =>
          toast({
            title: 'Verificación desactivada',
            description: answer.message,
            variant: 'success',
          }),
        onError: failed('No se pudo desactivar la verificación en dos pasos'),
      },
    );
  };
  return (
    <form className="account-form account-form--stack" onSubmit={submit} noValidate>
      <p className="account-card__note">Para desactivarla, confirma que eres tú:</p>
      <PasswordInput
        label="Contraseña actual"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(e) => setCurrentPassword(e.target.value)}
      />
      <TextField
        label="Código de tu app o de recuperación"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <div className="account-form__actions">
        <Button type="submit" isLoading={disable.isPending} loadingText="Desactivando...">
          Desactivar verificación en dos pasos
        </Button>
      </div>
    </form>
  );
}

/** "Verificación en dos pasos": TOTP with an authenticator app, and recovery codes. */
export function MfaCard({ user }: { user: User }) {
  const setupMfa = useSetupMfa();
  const [setup, setSetup] = useState<MfaSetupResponse>();
  const [codes, setCodes] = useState<string[]>();

  let body;
  if (codes) {
    body = <RecoveryCodes codes={codes} onDone={() => setCodes(undefined)} />;
  } else if (user.mfaEnabled) {
    body = (
      <>
        <p className="account-card__note">
          Al iniciar sesión te pedimos también un código de tu app de autenticación.
        </p>
        <MfaDisable />
      </>
    );
  } else if (setup) {
    body = (
      <MfaEnrolment
        setup={setup}
        onCancel={() => setSetup(undefined)}
        onEnabled={(recoveryCodes) => {
          setSetup(undefined);
          setCodes(recoveryCodes);
        }}
      />
    );
  } else {
    body = (
      <>
        <p className="account-card__note">
          Protege tu cuenta aunque alguien conozca tu contraseña: al iniciar sesión te pediremos un
          código de 6 dígitos de una app de autenticación en tu teléfono.
        </p>
        <div className="account-form__actions">
          <Button
            variation="primary"
            isLoading={setupMfa.isPending}
            loadingText="Preparando..."
            onClick={() =>
              setupMfa.mutate(undefined, {
                onSuccess: setSetup,
                onError: failed('No se pudo empezar la configuración'),
              })
            }
          >
            Activar verificación en dos pasos
          </Button>
        </div>
      </>
    );
  }

  return (
    <section className="account-card" aria-labelledby="verificacion-dos-pasos">
      <div className="account-card__head">
        <h3 id="verificacion-dos-pasos">Verificación en dos pasos</h3>
        <Badge variation={user.mfaEnabled ? 'success' : 'warning'}>
          {user.mfaEnabled ? 'Activada' : 'Desactivada'}
        </Badge>
      </div>
      {body}
    </section>
  );
}
