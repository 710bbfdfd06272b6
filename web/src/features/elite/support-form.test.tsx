import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ELITE_MESSAGES } from '@shared/api/elite';
import { MESSAGES } from '@shared/messages';
import EliteSupportPage from '@/app/routes/elite-support';
import { message } from '@/testing/handlers/answers';
import { signIn } from '@/testing/handlers/auth';
import { fill, findToast, renderPage, screen, within } from '@/testing/render';
import { server } from '@/testing/server';

const SUBJECT = 'Necesito revisar mi reporte antes del cierre';
const DESCRIPTION =
  'El prestamista pide el DSCR de las dos propiedades con la renta de mercado actual.';

/** /elite-support: the request form and its history. */
describe('support ticket form', () => {
  const open = (plan: 'pro' | 'elite', at = '/elite-support') => {
    signIn(plan);
    return renderPage(<EliteSupportPage />, { at, path: '/elite-support', access: 'pro' });
  };

  it('Elite: names each missing field, asks a phone for a call, and lists the request', async () => {
    const { user } = open('elite');
    const history = await screen.findByRole('region', { name: 'Historial de solicitudes' });
    expect(await within(history).findByText('Aún no has enviado solicitudes')).toBeVisible();

    const send = screen.getByRole('button', { name: 'Enviar Solicitud' });
    await user.click(send);
    // The first check loads the schema (and zod): its messages follow once it has.
    await screen.findByText(ELITE_MESSAGES.subjectShort);
    expect(screen.getByLabelText('Asunto')).toHaveAccessibleDescription(
      ELITE_MESSAGES.subjectShort,
    );
    expect(screen.getByLabelText('Categoría')).toHaveAccessibleDescription(
      ELITE_MESSAGES.categoryRequired,
    );
    expect(screen.getByLabelText('Descripción')).toHaveAccessibleDescription(
      ELITE_MESSAGES.descriptionShort,
    );

    await user.click(screen.getByRole('radio', { name: /Solicitar una llamada/ }));
    await user.click(screen.getByText('Alta', { exact: true }));
    expect(screen.getByRole('radio', { name: /Alta/ })).toBeChecked();
    await fill(user, screen.getByLabelText('Asunto'), SUBJECT);
    await user.selectOptions(screen.getByLabelText('Categoría'), 'financing');
    await fill(user, screen.getByLabelText('Descripción'), DESCRIPTION);
    await user.click(send);
    expect(await screen.findByLabelText('Teléfono')).toHaveAccessibleDescription(
      ELITE_MESSAGES.phoneRequired,
    );
    await fill(user, screen.getByLabelText('Teléfono'), '305 55');
    await user.click(send);
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription(
      ELITE_MESSAGES.phoneInvalid,
    );
    await fill(user, screen.getByLabelText('Teléfono'), '(305) 555-0123');
    await user.click(send);

    expect(await findToast()).toHaveTextContent(ELITE_MESSAGES.ticketCreated);
    const item = (await within(history).findByText(SUBJECT)).closest('li')!;
    expect(item).toHaveTextContent('Abierto');
    expect(item).toHaveTextContent('Prioridad Alta');
    expect(item).toHaveTextContent('Financiamiento');
    // The form starts over, keeping the method.
    expect(screen.getByLabelText('Asunto')).toHaveValue('');
    expect(screen.getByRole('radio', { name: /Solicitar una llamada/ })).toBeChecked();
  });

  it('Elite: the emergency card prepares an urgent phone request', async () => {
    const { user } = open('elite');
    await user.click(await screen.findByRole('button', { name: 'Preparar solicitud urgente' }));
    expect(screen.getByRole('radio', { name: /Urgente/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Solicitar una llamada/ })).toBeChecked();
    expect(screen.getByLabelText('Asunto')).toHaveFocus();
  });

  it('Pro: email only, and the API’s message when it cannot take the request', async () => {
    const { user } = open('pro');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Soporte prioritario por correo' }),
    ).toBeVisible();
    expect(screen.queryByText(/WhatsApp/)).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();

    server.use(http.post('/api/elite/tickets', () => message(503, MESSAGES.unavailable)));
    await fill(user, screen.getByLabelText('Asunto'), 'No entiendo el DSCR de mi reporte');
    await user.selectOptions(screen.getByLabelText('Categoría'), 'Herramientas');
    await fill(user, screen.getByLabelText('Descripción'), DESCRIPTION);
    await user.click(screen.getByRole('button', { name: 'Enviar Solicitud' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('No pudimos enviar tu solicitud');
    expect(toast).toHaveTextContent(MESSAGES.unavailable);
    // Nothing was lost: the member can send it again.
    expect(screen.getByLabelText('Asunto')).toHaveValue('No entiendo el DSCR de mi reporte');

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Enviar Solicitud' }));
    expect(await findToast()).toHaveTextContent(ELITE_MESSAGES.ticketCreatedPro);
    const history = screen.getByRole('list', { name: 'Solicitudes' });
    expect(await within(history).findByText('No entiendo el DSCR de mi reporte')).toBeVisible();
    expect(within(history).getByText(/Soporte Pro \(respuesta en 1 día hábil\)/)).toBeVisible();
  });
});
