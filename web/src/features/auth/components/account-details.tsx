import { Badge, Button, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { UpdateUserInput } from '@shared/api/auth';
import { statusLabel } from '@shared/api/billing-texts';
import { formatDate } from '@shared/format';
import { PLANS } from '@shared/plans';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import type { User } from '@/lib/session';
import { useUpdateUser } from '../api/update-user';
import { PasswordInput } from './password-input';
import { MemberDataSection } from './member-data-card';
import { SecuritySection } from './security-section';
import '@aws-amplify/ui-react/styles/badge.css';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/fieldMessages.css';
import '@aws-amplify/ui-react/styles/fieldGroup.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/textField.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

const updateUserResolver = lazyZodResolver<UpdateUserInput>(() =>
  import('@shared/api/auth').then((m) => m.updateUserSchema),
);

const NOT_SET = 'No especificado';

const FIELDS = [
  { name: 'firstName', label: 'Nombre', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Apellido', autoComplete: 'family-name' },
  { name: 'email', label: 'Correo electrónico', autoComplete: 'email', type: 'email' },
  { name: 'username', label: 'Nombre de usuario', autoComplete: 'username' },
] as const;

function editableValues(user: User): UpdateUserInput {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    username: user.username,
  };
}
/** The edit mode's form state, the re-authentication rule for a new email, and the saving. */
function usePersonalInfoEdit(user: User) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateUser();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<UpdateUserInput>({ resolver: updateUserResolver });
  const email = useWatch({ control, name: 'email' }) ?? user.email;
  // A new email is re-authenticated: the current password is asked only then.
  const emailChanging = editing && email.trim().toLowerCase() !== user.email.toLowerCase();

  function startEditing() {
    reset(editableValues(user)); // Editar copies the current values into the form
    setEditing(true);
  }

  const onSubmit = handleSubmit(({ currentPassword, code, ...values }) =>
    update.mutate(
      emailChanging
        ? {
            ...values,
            currentPassword: currentPassword ?? '',
            // With MFA on, a new email takes a code too (the server refuses it without).
            ...(user.mfaEnabled ? { code: code ?? '' } : {}),
          }
        : values,
      {
        onSuccess: (answer) => {
          toast(
            answer.user.pendingEmail
              ? {
                  title: 'Confirma tu nuevo correo',
                  description: answer.message,
                  variant: 'success',
                }
              : {
                  title: 'Cuenta actualizada',
                  description: 'Tu información ha sido actualizada exitosamente',
                  variant: 'success',
                },
          );
          setEditing(false);
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'No se pudo actualizar la cuenta'),
            variant: 'destructive',
          }),
      },
    ),
  );
  return {
    editing,
    setEditing,
    startEditing,
    register,
    errors,
    emailChanging,
    onSubmit,
    saving: update.isPending,
  };
}
type PersonalInfoEdit = ReturnType<typeof usePersonalInfoEdit>;

/** The second factor's code a sensitive change asks for with MFA on (app or recovery code). */
function CodeField({
  register,
  error,
}: {
  register: PersonalInfoEdit['register'];
  error: string | undefined;
}) {
  return (
    <TextField
      label="Código de tu app o de recuperación"
      autoComplete="one-time-code"
      hasError={Boolean(error)}
      errorMessage={error}
      {...register('code', { shouldUnregister: true })}
    />
  );
}

/**
 * The edit form: the four fields, the current password (and, with MFA on, a code) when the email
 * changes, save/cancel.
 */
function PersonalInfoForm({ edit, mfaEnabled }: { edit: PersonalInfoEdit; mfaEnabled: boolean }) {
  const { register, errors, emailChanging, onSubmit, saving, setEditing } = edit;
  return (
    <form className="account-form" onSubmit={onSubmit} noValidate>
      <div className="account-form__grid">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            type={'type' in field ? field.type : 'text'}
            autoComplete={field.autoComplete}
            hasError={Boolean(errors[field.name])}
            errorMessage={errors[field.name]?.message}
            {...register(field.name)}
          />
        ))}
      </div>
      {emailChanging ? (
        <div className="account-form__reauth">
          <p className="account-card__note">
            Para cambiar tu correo, escribe tu contraseña actual
            {mfaEnabled ? ' y un código de tu app de autenticación' : ''}. Te enviaremos un enlace a
            la nueva dirección: el cambio se hará cuando lo confirmes desde ahí.
          </p>
          <PasswordInput
            label="Contraseña actual"
            autoComplete="current-password"
            hasError={Boolean(errors.currentPassword)}
            errorMessage={errors.currentPassword?.message}
            {...register('currentPassword', { shouldUnregister: true })}
          />
          {mfaEnabled ? <CodeField register={register} error={errors.code?.message} /> : null}
        </div>
      ) : null}
      <div className="account-form__actions">
        <Button
          type="submit"
          variation="primary"
          isDisabled={saving}
          isLoading={saving}
          loadingText="Guardando..."
        >
          Guardar Cambios
        </Button>
        <Button type="button" onClick={() => setEditing(false)} isDisabled={saving}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

/** The read view: the member's four fields and any email change waiting for confirmation. */
function PersonalInfoFacts({ user }: { user: User }) {
  return (
    <>
      <dl className="account-facts">
        {FIELDS.map((field) => (
          <div key={field.name} className="account-facts__row">
            <dt>{field.label}</dt>
            <dd>{user[field.name]?.trim() || NOT_SET}</dd>
          </div>
        ))}
      </dl>
      {user.pendingEmail ? (
        <p className="account-form__pending" role="status">
          Cambio de correo pendiente: revisa <strong>{user.pendingEmail}</strong> y confirma con el
          enlace que te enviamos (vale 1 hora). Hasta entonces, tu correo sigue siendo el actual.
        </p>
      ) : null}
    </>
  );
}

/** Personal information: read view with Editar, then edit mode. */
function PersonalInfoCard({ user }: { user: User }) {
  const edit = usePersonalInfoEdit(user);
  const { editing, startEditing } = edit;
  return (
    <section className="account-card" aria-labelledby="datos-personales">
      <div className="account-card__head">
        <h2 id="datos-personales">Información Personal</h2>
        {!editing && (
          <Button size="small" onClick={startEditing}>
            Editar
          </Button>
        )}
      </div>
      {editing ? (
        <PersonalInfoForm edit={edit} mfaEnabled={user.mfaEnabled} />
      ) : (
        <PersonalInfoFacts user={user} />
      )}
    </section>
  );
}

/** Current plan, its status and the member-since date in es-ES. */
function PlanCard({ user }: { user: User }) {
  const plan = PLANS[user.subscriptionPlan];
  const since = user.createdAt ? formatDate(user.createdAt) : '';
  const active = user.subscriptionStatus === 'active' || user.subscriptionStatus === 'trialing';
  return (
    <section className="account-card" aria-labelledby="info-plan">
      <div className="account-card__head">
        <h2 id="info-plan">Información del Plan</h2>
      </div>
      <dl className="account-facts">
        <div className="account-facts__row">
          <dt>Plan actual</dt>
          <dd>
            {plan ? `Plan ${plan.name}` : NOT_SET}
            {plan && plan.monthlyPrice > 0 ? ` · $${plan.monthlyPrice}/mes` : ''}
          </dd>
        </div>
        <div className="account-facts__row">
          <dt>Estado del plan</dt>
          <dd>
            <Badge variation={active ? 'success' : 'warning'}>
              {statusLabel(user.subscriptionStatus)}
            </Badge>
          </dd>
        </div>
        <div className="account-facts__row">
          <dt>Miembro desde</dt>
          <dd>{since || 'Información no disponible'}</dd>
        </div>
      </dl>
      <Link className="btn btn--ghost" to="/subscription">
        Gestionar Plan
      </Link>
    </section>
  );
}

export function AccountDetails({ user }: { user: User }) {
  return (
    <>
      <div className="account-grid">
        <PersonalInfoCard user={user} />
        <PlanCard user={user} />
      </div>
      <SecuritySection user={user} />
      <MemberDataSection user={user} />
    </>
  );
}
