import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shared/api/auth';
import { judgePassword, personalWords } from '@shared/password-strength';
import RegisterPage from '@/app/routes/register';
import { MEMBER } from '@/testing/handlers/auth';
import { waitFor } from '@testing-library/react';
import { fill, findToast, renderPage, screen } from '@/testing/render';
import { server } from '@/testing/server';

const NEW_PASSWORD = 'Tortuga-Marina-Azul-77';

/** /register: live username status, the checks in their fixed order (docs/product.md). */
describe('register form', () => {
  const open = (at = '/register') => renderPage(<RegisterPage />, { at, path: '/register' });
  const status = () => document.getElementById('username-status')!;

  async function fillProfile(user: ReturnType<typeof open>['user']) {
    await fill(user, await screen.findByLabelText('Nombre'), 'Luis');
    await fill(user, screen.getByLabelText('Apellido'), 'Gómez');
    await fill(user, screen.getByLabelText('Correo electrónico'), 'luis@ejemplo.com');
  }

  it('says what the username field needs while typing, and whether it is free', async () => {
    const { user } = open();
    const username = await screen.findByLabelText('Nombre de usuario');
    expect(status()).toHaveTextContent(
      'Letras sin acentos, números, puntos, guiones y guiones bajos',
    );
    await fill(user, username, 'an');
    expect(status()).toHaveTextContent(AUTH_MESSAGES.usernameHint);
    await user.type(username, 'á');
    expect(status()).toHaveTextContent(AUTH_MESSAGES.usernameFormat);
    // Taken regardless of case, as the server compares.
    await fill(user, username, MEMBER.username.toUpperCase());
    await screen.findByText('✗ Nombre de usuario no disponible');
    await fill(user, username, 'luis_gomez');
    await screen.findByText('✓ Nombre de usuario disponible');
  });

  it('refuses in a fixed order, one message at a time, then goes on to checkout', async () => {
    const { user } = open('/register?redirect=checkout&plan=pro');
    expect(
      await screen.findByText('Plan Pro: crea tu cuenta para comenzar tu suscripción'),
    ).toBeVisible();
    await fillProfile(user);
    await fill(user, screen.getByLabelText('Contraseña'), 'corta');
    await fill(user, screen.getByLabelText('Confirmar contraseña'), 'distinta');
    const submit = screen.getByRole('button', { name: 'Crear Cuenta' });
    const username = screen.getByLabelText('Nombre de usuario');

    await fill(user, username, 'ab');
    await user.click(submit);
    expect(await findToast()).toHaveTextContent(AUTH_MESSAGES.usernameTooShort);
    expect(status()).toHaveTextContent(AUTH_MESSAGES.usernameTooShort);
    await fill(user, username, MEMBER.username);
    await screen.findByText('✗ Nombre de usuario no disponible');
    await user.click(submit);
    expect(await findToast()).toHaveTextContent(AUTH_MESSAGES.usernameTaken);

    // The availability answer held until the form has been submitted: the submit waits for it
    // instead of refusing, then goes on to the next check.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('/api/auth/check-username/:username', async () => {
        await held;
        return HttpResponse.json({ available: true });
      }),
    );
    await fill(user, username, 'luis_gomez');
    await screen.findByText('Verificando disponibilidad...');
    await user.click(submit);
    expect(screen.queryByText(/Por favor espera/)).toBeNull();
    release();
    await waitFor(() =>
      expect(screen.getByLabelText('Confirmar contraseña')).toHaveAccessibleDescription(
        AUTH_MESSAGES.passwordMismatch,
      ),
    );
    await screen.findByText('✓ Nombre de usuario disponible');
    expect(screen.queryByText(/Por favor espera/)).toBeNull();
    // …and under the field it concerns.
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveAccessibleDescription(
      AUTH_MESSAGES.passwordMismatch,
    );
    await fill(user, screen.getByLabelText('Confirmar contraseña'), 'corta');
    await user.click(submit);
    expect(await findToast()).toHaveTextContent(AUTH_MESSAGES.passwordTooShort);
    await fill(user, screen.getByLabelText('Contraseña'), NEW_PASSWORD);
    await fill(user, screen.getByLabelText('Confirmar contraseña'), NEW_PASSWORD);
    await user.click(submit);
    expect(await findToast()).toHaveTextContent('¡Cuenta creada!');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/checkout?plan=pro');
  });

  it('a form submitted at once (autofill) waits for the check, signs in and opens the dashboard', async () => {
    const { user } = open();
    await fillProfile(user);
    await fill(user, screen.getByLabelText('Contraseña'), NEW_PASSWORD);
    await fill(user, screen.getByLabelText('Confirmar contraseña'), NEW_PASSWORD);
    // The username typed last and submitted before the 500 ms check even started.
    await fill(user, screen.getByLabelText('Nombre de usuario'), 'luis_rapido');
    await user.click(screen.getByRole('button', { name: 'Crear Cuenta' }));
    expect(await findToast()).toHaveTextContent('¡Cuenta creada!');
    expect(screen.queryByText(/Por favor espera/)).toBeNull();
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/free-plan');
  });

  it('shows the server’s message when the email already has an account', async () => {
    const { user } = open();
    await fill(user, await screen.findByLabelText('Nombre'), 'Ana');
    await fill(user, screen.getByLabelText('Apellido'), 'Pérez');
    await fill(user, screen.getByLabelText('Correo electrónico'), MEMBER.email);
    await fill(user, screen.getByLabelText('Nombre de usuario'), 'ana_otra');
    await screen.findByText('✓ Nombre de usuario disponible');
    await fill(user, screen.getByLabelText('Contraseña'), NEW_PASSWORD);
    await fill(user, screen.getByLabelText('Confirmar contraseña'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Crear Cuenta' }));
    expect(await findToast()).toHaveTextContent(AUTH_MESSAGES.emailTaken);
    expect(screen.queryByTestId('elsewhere')).toBeNull();
  });

  it('explains why a weak password is refused, under the field', async () => {
    const { user } = open();
    await fill(user, await screen.findByLabelText('Contraseña'), 'password1');
    expect(await screen.findByText('Seguridad de la contraseña: Muy débil')).toBeVisible();
    // The reason, as the server would give it (shared/password-strength.ts).
    const verdict = await judgePassword('password1', personalWords({}));
    expect(verdict.ok).toBe(false);
    for (const line of [verdict.warning, ...verdict.suggestions].filter(Boolean)) {
      expect(screen.getByText(line)).toBeVisible();
    }
  });
});
