import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@aws-amplify/ui-react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { loginSchema, type LoginInput } from '../../../../../shared/api/auth';
import { toast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { checkoutIntent } from '../redirects';
import { EmailInput } from './email-input';
import { PasswordInput } from './password-input';
import '@aws-amplify/ui-react/styles/button.css';

/**
 * Email and password (spec 01 §2 /login). On success the cached user is set and the page that
 * shows this form sends the user on (see afterLoginPath).
 */
export function LoginForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const [search] = useSearchParams();
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    loginMutation.mutate(values, {
      onSuccess: () =>
        toast({
          title: '¡Bienvenido!',
          description: 'Sesión iniciada correctamente',
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Credenciales incorrectas'),
          variant: 'destructive',
        }),
    }),
  );

  const pending = loginMutation.isPending;
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
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
        isDisabled={pending}
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
