import { Button } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import type { ResetPasswordForm as ResetFormValues } from './change-password-schema';
import { useResetPassword } from '../api/reset-password';
import { PasswordInput } from './password-input';
import { judgeNewPassword, PasswordStrength, usePasswordVerdict } from './password-strength';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

/** The success card stays 3 s before /login. */
const RESET_REDIRECT_DELAY_MS = 3000;

/** The same password rule as registration (docs/product.md: 8 characters everywhere), then the match. */
const resolver = lazyZodResolver<ResetFormValues>(() =>
  import('./change-password-schema').then((m) => m.resetPasswordFormSchema),
);
/** The success card; /login follows by itself after 3 s. */
function ResetDone() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/login'), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="auth-success" role="status">
      <div className="auth-success__icon" aria-hidden="true">
        ✓
      </div>
      <h2>¡Contraseña restablecida!</h2>
      <p>
        Tu contraseña se cambió y cerramos todas tus sesiones abiertas. Te llevamos a iniciar sesión
        en unos segundos…
      </p>
      <Link className="btn btn--navy btn--block" to="/login">
        Iniciar sesión ahora
      </Link>
    </div>
  );
}

/** The form, the new password's strength as typed, and the submit: strength, then the reset. */
function useResetPasswordForm(token: string, onDone: () => void) {
  const resetMutation = useResetPassword();
  const {
    register,
    handleSubmit,
    control,
    setFocus,
    formState: { errors },
  } = useForm<ResetFormValues>({
    resolver,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  // The link does not say whose account it is: only the dictionaries here; the server adds the
  // member's own names and email when it decides.
  const verdict = usePasswordVerdict(useWatch({ control, name: 'newPassword' }), {});
  const onSubmit = handleSubmit(
    async ({ newPassword }) => {
      const strength = await judgeNewPassword(newPassword, {}).catch(() => undefined);
      if (strength && !strength.ok) {
        setFocus('newPassword');
        toast({ title: 'Error', description: strength.message, variant: 'destructive' });
        return;
      }
      resetMutation.mutate(
        { token, newPassword },
        {
          onSuccess: (answer) => {
            toast({ title: '¡Éxito!', description: answer.message, variant: 'success' });
            onDone();
          },
          onError: (error) =>
            toast({
              title: 'Error',
              description: errorMessage(error, 'Error al restablecer la contraseña'),
              variant: 'destructive',
            }),
        },
      );
    },
    (invalid) => {
      const message = invalid.newPassword?.message ?? invalid.confirmPassword?.message;
      if (message) toast({ title: 'Error', description: message, variant: 'destructive' });
    },
  );

  return { register, errors, verdict, onSubmit, pending: resetMutation.isPending };
}

/** /reset-password?token=…: a new password, then the success card and /login after 3 s. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const { register, errors, verdict, onSubmit, pending } = useResetPasswordForm(token, () =>
    setDone(true),
  );
  if (done) return <ResetDone />;

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <PasswordInput
        label="Nueva contraseña"
        autoComplete="new-password"
        placeholder="Mínimo 8 caracteres"
        required
        hasError={Boolean(errors.newPassword)}
        errorMessage={errors.newPassword?.message}
        aria-describedby="new-password-strength"
        {...register('newPassword')}
      />
      <PasswordStrength id="new-password-strength" verdict={verdict} />
      <PasswordInput
        label="Confirmar nueva contraseña"
        autoComplete="new-password"
        placeholder="Repite la nueva contraseña"
        required
        hasError={Boolean(errors.confirmPassword)}
        errorMessage={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button
        type="submit"
        variation="primary"
        isFullWidth
        isDisabled={pending}
        isLoading={pending}
        loadingText="Restableciendo..."
      >
        Restablecer contraseña
      </Button>
    </form>
  );
}
