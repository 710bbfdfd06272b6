import { Button, Tabs } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { RecoveryEmailInput } from '@shared/api/auth';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { useForgotPassword } from '../api/forgot-password';
import { useForgotUsername } from '../api/forgot-username';
import { EmailInput } from './email-input';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/tabs.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

/** The API's email schema, with zod: loaded on the first submit, not with the page. */
const resolver = lazyZodResolver<RecoveryEmailInput>(() =>
  import('@shared/api/auth').then((m) => m.recoveryEmailSchema),
);

type Mutation = ReturnType<typeof useForgotPassword> | ReturnType<typeof useForgotUsername>;

/** One email field and a send button; on success the field is cleared. */
function RecoveryEmailForm({
  intro,
  submitLabel,
  mutation,
}: {
  intro: string;
  submitLabel: string;
  mutation: Mutation;
}) {
  const [sent, setSent] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RecoveryEmailInput>({
    resolver,
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (answer) => {
        toast({ title: 'Correo enviado', description: answer.message, variant: 'success' });
        setSent(answer.message);
        reset({ email: '' });
      },
      onError: (error) => {
        setSent(undefined);
        toast({
          title: 'Error',
          description: errorMessage(error, 'Error al procesar la solicitud'),
          variant: 'destructive',
        });
      },
    }),
  );

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <p className="auth-form__intro">{intro}</p>
      <EmailInput
        hasError={Boolean(errors.email)}
        errorMessage={errors.email?.message}
        {...register('email', { onChange: () => setSent(undefined) })}
      />
      <Button
        type="submit"
        variation="primary"
        isFullWidth
        isDisabled={mutation.isPending}
        isLoading={mutation.isPending}
        loadingText="Enviando..."
      >
        {submitLabel}
      </Button>
      <p className="auth-form__sent" role="status">
        {sent ?? ''}
      </p>
    </form>
  );
}

/** /forgot-password: tabs Contraseña (reset link) and Usuario (username reminder). */
export function RecoveryTabs() {
  const forgotPassword = useForgotPassword();
  const forgotUsername = useForgotUsername();
  return (
    <Tabs
      className="auth-tabs"
      defaultValue="password"
      isLazy
      justifyContent="flex-start"
      spacing="equal"
      items={[
        {
          value: 'password',
          label: 'Contraseña',
          content: (
            <RecoveryEmailForm
              intro="Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva contraseña. El enlace vale durante 1 hora."
              submitLabel="Enviar enlace"
              mutation={forgotPassword}
            />
          ),
        },
        {
          value: 'username',
          label: 'Usuario',
          content: (
            <RecoveryEmailForm
              intro="Escribe el correo de tu cuenta y te enviaremos tu nombre de usuario."
              submitLabel="Enviar usuario"
              mutation={forgotUsername}
            />
          ),
        },
      ]}
    />
  );
}
