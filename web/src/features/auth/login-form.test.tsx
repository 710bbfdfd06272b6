import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shared/api/auth';
import LoginPage from '@/app/routes/login';
import { MEMBER, MEMBER_PASSWORD } from '@/testing/handlers/auth';
import { fill, findToast, renderPage, screen } from '@/testing/render';

/** /login: the form's own checks, the server's refusal, and where it goes on. */
describe('login form', () => {
  const open = (at = '/login') => renderPage(<LoginPage />, { at, path: '/login' });

  it('labels its fields and says what is missing or malformed, in Spanish, without sending', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByText(AUTH_MESSAGES.emailRequired)).toBeVisible();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeVisible();

    await fill(user, screen.getByLabelText('Correo electrónico'), 'ana@');
    await fill(user, screen.getByLabelText('Contraseña'), 'x');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await screen.findByText(AUTH_MESSAGES.emailInvalid)).toBeVisible();
    expect(screen.queryByText(AUTH_MESSAGES.passwordRequired)).toBeNull();
    // Nothing was sent: the server's answer would show as a toast.
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('shows the server’s "Credenciales incorrectas" for a wrong password', async () => {
    const { user } = open();
    await fill(user, await screen.findByLabelText('Correo electrónico'), MEMBER.email);
    await fill(user, screen.getByLabelText('Contraseña'), 'otra-clave-123');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent(AUTH_MESSAGES.badCredentials);
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue(MEMBER.email);
  });

  it('shows and hides the password', async () => {
    const { user } = open();
    const password = await screen.findByLabelText('Contraseña');
    await fill(user, password, MEMBER_PASSWORD);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('switch', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('welcomes the member and goes on to checkout when the address asks for it', async () => {
    const { user } = open('/login?redirect=checkout&plan=elite');
    expect(await screen.findByText(/continuar con el Plan Elite/)).toBeVisible();
    await fill(user, screen.getByLabelText('Correo electrónico'), MEMBER.email);
    await fill(user, screen.getByLabelText('Contraseña'), MEMBER_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(await findToast()).toHaveTextContent('¡Bienvenido!');
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/checkout?plan=elite');
  });
});
