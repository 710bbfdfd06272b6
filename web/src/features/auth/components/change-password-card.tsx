import { Button, TextField } from '@aws-amplify/ui-react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import type { ChangePasswordForm as FormValues } from './change-password-schema';
import { useChangePassword } from '../api/change-password';
import type { User } from '@/lib/session';
import { PasswordInput } from './password-input';
import { judgeNewPassword, PasswordStrength, usePasswordVerdict } from './password-strength';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

const resolver = lazyZodResolver<FormValues>(() =>
  import('./change-password-schema').then((m) => m.changePasswordFormSchema),
);
const EMPTY: FormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * "Cambiar contraseña": the current one, then a new one under the strength rule, and with MFA on a
 * code. Kept whole (over 80 lines): one form, its fields and their validation read top to bottom.
 */
export function ChangePasswordCard({ user }: { user: User }) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    control,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<FormValues>({ resolver, defaultValues: EMPTY });
  const verdict = usePasswordVerdict(useWatch({ control, name: 'newPassword' }), user);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword, code }) => {
    const strength = await judgeNewPassword(newPassword, user).catch(() => undefined);
    if (strength && !strength.ok) {
      setFocus('newPassword');
      toast({ title: 'Error', description: strength.message, variant: 'destructive' });
      return;
    }
    change.mutate(
      { currentPassword, newPassword, ...(user.mfaEnabled ? { code: code ?? '' } : {}) },
      {
        onSuccess: (answer) => {
          toast({ title: 'Contraseña cambiada', description: answer.message, variant: 'success' });
          reset(EMPTY);
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'No se pudo cambiar la contraseña'),
            variant: 'destructive',
          }),
      },
    );
  });

  return (
    <section className="account-card" aria-labelledby="cambiar-contrasena">
      <div className="account-card__head">
        <h3 id="cambiar-contrasena">Cambiar contraseña</h3>
      </div>
      <p className="account-card__note">
        Al cambiarla, cerraremos tus sesiones en otros dispositivos; esta seguirá abierta.
      </p>
      <form className="account-form account-form--stack" onSubmit={onSubmit} noValidate>
        <PasswordInput
          label="Contraseña actual"
          autoComplete="current-password"
          hasError={Boolean(errors.currentPassword)}
          errorMessage={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordInput
          label="Nueva contraseña"
          autoComplete="new-password"
          placeholder="Mínimo 8 caracteres"
          hasError={Boolean(errors.newPassword)}
          errorMessage={errors.newPassword?.message}
          aria-describedby="change-password-strength"
          {...register('newPassword')}
        />
        <PasswordStrength id="change-password-strength" verdict={verdict} />
        <PasswordInput
          label="Confirmar nueva contraseña"
          autoComplete="new-password"
          hasError={Boolean(errors.confirmPassword)}
          errorMessage={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        {user.mfaEnabled ? (
          <TextField
            label="Código de tu app o de recuperación"
            autoComplete="one-time-code"
            hasError={Boolean(errors.code)}
            errorMessage={errors.code?.message}
            {...register('code', { shouldUnregister: true })}
          />
        ) : null}
        <div className="account-form__actions">
          <Button
            type="submit"
            variation="primary"
            isDisabled={change.isPending}
            isLoading={change.isPending}
            loadingText="Cambiando..."
          >
            Cambiar contraseña
          </Button>
        </div>
      </form>
    </section>
  );
}
