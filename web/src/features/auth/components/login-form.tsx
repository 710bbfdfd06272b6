import { Button, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { LoginInput } from '@shared/api/auth';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { useHydrating, useSearchAfterHydration } from '@/lib/hydration';
import { useLogin } from '../api/login';
import { useLoginMfa } from '../api/login-mfa';
import { checkoutIntent } from '../redirects';
import { EmailInput } from './email-input';
import { PasswordInput } from './password-input';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/textField.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

/** The API's login schema, with zod: loaded on the first submit, not with the page. */
const resolver = lazyZodResolver<LoginInput>(() =>
  import('@shared/api/auth').then((m) => m.loginSchema),
);

const welcome = () =>
  toast({
    title: '¡Bienvenido!',
    description: 'Sesión iniciada correctamente',
    variant: 'success',
  });

/**
 * The second step of a login with a second factor on: a code from the authenticator app, or a
 * recovery code. The pending sign-in lasts 5 minutes and allows a few tries; then back to step one.
 */
function MfaCodeForm({ onRestart }: { onRestart: () => void }) {
  const loginMfa = useLoginMfa();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    loginMfa.mutate(
      { code },
      {
        onSuccess: welcome,
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Código incorrecto'),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="paso-codigo">
      <h2 id="paso-codigo" className="auth-form__step">
        Verificación en dos pasos
      </h2>
      <p className="auth-form__intro">
        Escribe el código de 6 dígitos que muestra tu app de autenticación. Si no tienes el teléfono
        a mano, usa uno de tus códigos de recuperación.
      </p>
      <TextField
        label="Código de verificación"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="123456"
        autoFocus
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button
        type="submit"
        variation="primary"
        isFullWidth
        isDisabled={loginMfa.isPending}
        isLoading={loginMfa.isPending}
        loadingText="Verificando..."
      >
        Verificar
      </Button>
      <p className="auth-form__switch">
        <button type="button" className="auth-form__link-button" onClick={onRestart}>
          Volver a escribir el correo y la contraseña
        </button>
      </p>
    </form>
  );
}

/**
 * Email and password. On success the cached user is set and the page that
 * shows this form sends the user on (see afterLoginPath).
 */
export function LoginForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const search = useSearchAfterHydration();
  const loginMutation = useLogin();
  const [codeStep, setCodeStep] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver,
    // What a phone typed into the prerendered form before React took over is kept: react-hook-form
    // takes a field edited before the form is ready from the page, not from these.
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    loginMutation.mutate(values, {
      onSuccess: (answer) => (answer.mfaRequired ? setCodeStep(true) : welcome()),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Credenciales incorrectas'),
          variant: 'destructive',
        }),
    }),
  );

  const pending = loginMutation.isPending;
  // Until React has adopted the prerendered form, the button is off: a browser would otherwise
  // send the form itself. POST, should it ever: never the password in an address.
  const hydrating = useHydrating();
  if (codeStep) return <MfaCodeForm onRestart={() => setCodeStep(false)} />;
  return (
    <form className="auth-form" method="post" onSubmit={onSubmit} noValidate>
      <EmailInput
        hasError={Boolean(errors.email)}
        errorMessage={errors.email?.message}
        {...register('email')}
      />
      <div className="auth-form__field-with-link">
        <PasswordInput
          label="Contraseña"
          autoComplete="current-password"
          placeholder="Tu contraseña"
          required
          hasError={Boolean(errors.password)}
          errorMessage={errors.password?.message}
          {...register('password')}
        />
        <Link to="/forgot-password" className="auth-form__aside-link">
          ¿Olvidaste tu contraseña?
        </Link>
      </div>
      <Button
        type="submit"
        variation="primary"
        isFullWidth
        isDisabled={pending || hydrating}
        isLoading={pending}
        loadingText="Iniciando sesión..."
      >
        Iniciar Sesión
      </Button>
      <p className="auth-form__switch">
        ¿No tienes cuenta? <Link to={`/register${checkoutIntent(search)}`}>Crear cuenta</Link>
      </p>
    </form>
  );
}
