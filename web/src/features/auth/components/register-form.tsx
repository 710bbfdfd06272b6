import { Button, TextField } from '@aws-amplify/ui-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { RegisterInput } from '@shared/api/auth';
import { AUTH_LIMITS, AUTH_MESSAGES, usernameProblem } from '@shared/api/auth-texts';
import { dashboardPath, isPaidPlanId } from '@shared/plans';
import { toast } from '@/components/toast/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useUsernameAvailability, type Availability } from '../api/check-username';
import { useRegister } from '../api/register';
import { checkoutIntent } from '../redirects';
import { EmailInput } from './email-input';
import { PasswordInput } from './password-input';
import { judgeNewPassword, PasswordStrength, usePasswordVerdict } from './password-strength';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/fieldMessages.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/textField.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

type RegisterValues = RegisterInput & { confirmPassword: string };
type Field = keyof RegisterValues;

const EMPTY: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
};

/**
 * The five checks, in a fixed order, with the username's format right after its
 * length; then the shared schema for everything else. Returns the first problem.
 */
async function firstRegisterProblem(
  values: RegisterValues,
  availability: Availability,
): Promise<{ field: Field; message: string } | undefined> {
  const username = values.username.trim();
  if (username.length < AUTH_LIMITS.usernameMin) {
    return { field: 'username', message: AUTH_MESSAGES.usernameTooShort };
  }
  const format = usernameProblem(username);
  if (format) return { field: 'username', message: format };
  // Checked before this (the submit waits for it); a check that failed leaves it to the server.
  if (availability === 'taken') return { field: 'username', message: AUTH_MESSAGES.usernameTaken };
  if (values.password !== values.confirmPassword) {
    return { field: 'confirmPassword', message: AUTH_MESSAGES.passwordMismatch };
  }
  if (values.password.length < AUTH_LIMITS.passwordMin) {
    return { field: 'password', message: AUTH_MESSAGES.passwordTooShort };
  }
  // The API's schema, with zod: loaded on submit, not with the page.
  const { registerSchema } = await import('@shared/api/auth');
  const parsed = registerSchema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { field: issue.path[0] as Field, message: issue.message };
  }
  return undefined;
}

/** What the username field says while typing. */
function usernameStatus(value: string, availability: Availability) {
  const username = value.trim();
  if (username.length === 0) {
    return {
      tone: 'hint',
      text: 'Letras sin acentos, números, puntos, guiones y guiones bajos',
    } as const;
  }
  if (username.length < AUTH_LIMITS.usernameMin) {
    return { tone: 'hint', text: AUTH_MESSAGES.usernameHint } as const;
  }
  const format = usernameProblem(username);
  if (format) return { tone: 'error', text: format } as const;
  switch (availability) {
    case 'checking':
      return { tone: 'hint', text: 'Verificando disponibilidad...' } as const;
    case 'available':
      return { tone: 'ok', text: '✓ Nombre de usuario disponible' } as const;
    case 'taken':
      return { tone: 'error', text: '✗ Nombre de usuario no disponible' } as const;
    default:
      return undefined;
  }
}
/**
 * Creating the account: the registration signs the new member in, then on to the checkout of the
 * plan they chose (?plan=pro|elite), else to their dashboard.
 */
function useCreateAccount(plan: ReturnType<typeof paidPlanOf>) {
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const create = (payload: RegisterInput) =>
    registerMutation.mutate(payload, {
      onSuccess: (answer) => {
        toast({
          title: '¡Cuenta creada!',
          description: AUTH_MESSAGES.registered,
          variant: 'success',
        });
        if (!answer.user) {
          // An older server that did not sign in: the login page, with the email filled in.
          void navigate('/login', { state: { email: payload.email.trim() } });
          return;
        }
        void navigate(
          plan
            ? `/checkout?plan=${plan}`
            : dashboardPath(answer.user.subscriptionPlan, answer.user.subscriptionStatus),
        );
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Error al crear la cuenta'),
          variant: 'destructive',
        }),
    });
  return { create, isPending: registerMutation.isPending };
}

/** The paid plan chosen before registering (?plan=pro|elite): registration signs in for checkout. */
function paidPlanOf(search: URLSearchParams) {
  const chosenPlan = search.get('plan');
  return isPaidPlanId(chosenPlan) ? chosenPlan : undefined;
}

/** The form's fields and errors, live username and password checks, and submitting it. */
function useRegisterForm(search: URLSearchParams) {
  const plan = paidPlanOf(search);
  const account = useCreateAccount(plan);
  const {
    register,
    handleSubmit,
    control,
    setError,
    setFocus,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({ defaultValues: EMPTY });
  const username = useWatch({ control, name: 'username' });
  const [password, firstName, lastName, email] = useWatch({
    control,
    name: ['password', 'firstName', 'lastName', 'email'],
  });
  const verdict = usePasswordVerdict(password, { firstName, lastName, email, username });
  const { availability, settle } = useUsernameAvailability(username);
  const status = usernameStatus(username, availability);
  const refuse = (field: Field, message: string) => {
    setError(field, { message });
    setFocus(field);
    toast({ title: 'Error', description: message, variant: 'destructive' });
  };

  const onSubmit = handleSubmit(async (values) => {
    // A submit before the availability check answered (autofill, a fast typist) waits for it.
    const settled =
      availability === 'available' || availability === 'taken'
        ? availability
        : await settle(values.username);
    const problem = await firstRegisterProblem(values, settled);
    if (problem) return refuse(problem.field, problem.message);
    // The server's strength rule, checked here first so the reason shows under the field.
    const strength = await judgeNewPassword(values.password, values).catch(() => undefined);
    if (strength && !strength.ok) {
      // The reason is already under the field (PasswordStrength): a toast, and back to it.
      setFocus('password');
      toast({ title: 'Error', description: strength.message, variant: 'destructive' });
      return;
    }
    const payload: RegisterInput = {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      username: values.username,
      password: values.password,
      ...(plan ? { plan } : {}),
    };
    account.create(payload);
  });

  /** A registered input with its error; typing again clears the error. */
  const field = (name: Field) => ({
    hasError: Boolean(errors[name]),
    errorMessage: errors[name]?.message,
    ...register(name, { onChange: () => clearErrors(name) }),
  });
  // Submitting covers the strength check before the request (its dictionaries load on first use):
  // the button answers the click at once instead of looking idle.
  const pending = isSubmitting || account.isPending;
  return { field, errors, status, verdict, onSubmit, pending };
}

/** The six fields of /register, with live username availability. */
export function RegisterForm() {
  const [search] = useSearchParams();
  const { field, errors, status, verdict, onSubmit, pending } = useRegisterForm(search);
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <div className="auth-form__row">
        <TextField
          label="Nombre"
          autoComplete="given-name"
          placeholder="Tu nombre"
          required
          {...field('firstName')}
        />
        <TextField
          label="Apellido"
          autoComplete="family-name"
          placeholder="Tu apellido"
          required
          {...field('lastName')}
        />
      </div>
      <EmailInput {...field('email')} />
      <UsernameField field={field('username')} error={errors.username?.message} status={status} />
      <PasswordInput
        label="Contraseña"
        autoComplete="new-password"
        placeholder="Mínimo 8 caracteres"
        required
        aria-describedby="password-strength"
        {...field('password')}
      />
      <PasswordStrength id="password-strength" verdict={verdict} />
      <PasswordInput
        label="Confirmar contraseña"
        autoComplete="new-password"
        placeholder="Repite tu contraseña"
        required
        {...field('confirmPassword')}
      />
      <Button
        type="submit"
        variation="primary"
        isFullWidth
        isDisabled={pending}
        isLoading={pending}
        loadingText="Creando cuenta..."
      >
        Crear Cuenta
      </Button>
      <p className="auth-form__switch">
        ¿Ya tienes cuenta? <Link to={`/login${checkoutIntent(search)}`}>Inicia sesión</Link>
      </p>
    </form>
  );
}

function UsernameField({
  field,
  error,
  status,
}: {
  field: ReturnType<ReturnType<typeof useRegisterForm>['field']>;
  error: string | undefined;
  status: ReturnType<typeof usernameStatus>;
}) {
  return (
    <div className="auth-form__username">
      <TextField
        label="Nombre de usuario"
        autoComplete="username"
        placeholder="Elige un nombre de usuario"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={AUTH_LIMITS.usernameMax}
        aria-describedby="username-status"
        {...field}
        errorMessage={undefined}
      />
      <p
        id="username-status"
        className={`auth-form__status auth-form__status--${error ? 'error' : (status?.tone ?? 'hint')}`}
        aria-live="polite"
      >
        {error ?? status?.text ?? ''}
      </p>
    </div>
  );
}
