import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEAL_FILE_MESSAGES } from '@shared/api/deal-files';
import { formatMoney } from '@shared/format';
import MisPropiedadesPage from '@/app/routes/mis-propiedades';
import { message } from '@/testing/handlers/answers';
import { signIn } from '@/testing/handlers/auth';
import { fill as fillField, findToast, renderPage, screen, within } from '@/testing/render';
import { server } from '@/testing/server';
import {
  SAMPLE_DEAL,
  SAMPLE_DEAL_FIGURES,
  SAMPLE_DEAL_FORM,
} from '../../../../test/support/sample-deal.ts';

type User = ReturnType<typeof renderPage>['user'];

const box = (name: string) => screen.getByRole('textbox', { name });

const fill = (user: User, name: string, value: string | number) =>
  fillField(user, box(name), value);

/** /mis-propiedades?expediente=nuevo: the deal file form and its live analysis. */
describe('deal file form', () => {
  const open = () => {
    signIn('pro');
    return renderPage(<MisPropiedadesPage />, {
      at: '/mis-propiedades?expediente=nuevo',
      path: '/mis-propiedades',
      access: 'pro',
    });
  };

  it('says what each field needs, in Spanish, before anything is sent', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Crear expediente' }));
    // The first check loads the schema (and zod): its messages follow once it has.
    await screen.findByText(DEAL_FILE_MESSAGES.nameRequired);
    expect(box('Nombre del expediente')).toHaveAccessibleDescription(
      DEAL_FILE_MESSAGES.nameRequired,
    );
    expect(box('Precio de compra ($)')).toHaveAccessibleDescription(
      'Ingresa un número válido en El precio de compra',
    );

    await fill(user, 'Nombre del expediente', 'Casa en Akron');
    await fill(user, 'Código postal', '4410');
    await fill(user, 'Precio de compra ($)', '0');
    await fill(user, 'Pago inicial ($)', '-5');
    await fill(user, 'Tasa de interés (%)', '120');
    await fill(user, 'Renta mensual ($)', '1500');
    await user.click(screen.getByRole('button', { name: 'Crear expediente' }));
    expect(box('Nombre del expediente')).not.toHaveAccessibleDescription();
    expect(box('Código postal')).toHaveAccessibleDescription(DEAL_FILE_MESSAGES.zipInvalid);
    expect(box('Precio de compra ($)')).toHaveAccessibleDescription(
      'El precio de compra debe ser mayor que 0',
    );
    expect(box('Pago inicial ($)')).toHaveAccessibleDescription(
      'El pago inicial no puede ser negativo',
    );
    expect(box('Tasa de interés (%)')).toHaveAccessibleDescription(
      'La tasa de interés debe estar entre 0 y 100',
    );

    await fill(user, 'Código postal', '44102');
    await fill(user, 'Precio de compra ($)', '100000');
    await fill(user, 'Pago inicial ($)', '150000');
    await fill(user, 'Tasa de interés (%)', '7');
    await user.click(screen.getByRole('button', { name: 'Crear expediente' }));
    expect(box('Pago inicial ($)')).toHaveAccessibleDescription(DEAL_FILE_MESSAGES.downOverPrice);
    expect(box('Código postal')).not.toHaveAccessibleDescription();
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('shows the sample deal’s hand-checked figures as it is typed, then creates the file', async () => {
    const { user } = open();
    await screen.findByRole('button', { name: 'Crear expediente' });
    for (const [label, value] of SAMPLE_DEAL_FORM) await fill(user, label, value);
    await user.selectOptions(screen.getByLabelText('Tipo de propiedad'), 'duplex');

    // test/support/sample-deal.ts works these out by hand.
    const figures = SAMPLE_DEAL_FIGURES;
    expect(screen.getByTestId('deal-cash-flow')).toHaveTextContent(
      formatMoney(figures.monthlyCashFlow),
    );
    expect(screen.getByTestId('deal-cash-flow')).toHaveTextContent('$266.55');
    expect(screen.getByTestId('deal-cash-on-cash')).toHaveTextContent('4.57%');
    expect(screen.getByTestId('deal-cap-rate')).toHaveTextContent('7.59%');
    expect(screen.getByTestId('deal-irr')).toHaveTextContent('15.77%');
    expect(screen.getByTestId('deal-dscr')).toHaveTextContent('1.56x');
    expect(screen.getByTestId('brrrr-cash-out')).toHaveTextContent(
      formatMoney(figures.brrrr.cashOut),
    );
    expect(screen.getByTestId('flip-profit')).toHaveTextContent(formatMoney(figures.flip.profit));
    expect(screen.getByTestId('flip-profit')).toHaveTextContent('-$2,639.16');
    expect(screen.getByTestId('brrrr-cash-left')).toHaveTextContent('$59,500.00');

    await user.click(screen.getByRole('button', { name: 'Crear expediente' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent(DEAL_FILE_MESSAGES.saved);
    expect(toast).toHaveTextContent(SAMPLE_DEAL.name);
    const list = await screen.findByRole('list', { name: 'Tus expedientes' });
    expect(within(list).getByText(SAMPLE_DEAL.name)).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Calculadora ROI' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/calculadora-roi\?expediente=\d{13}-[0-9a-f]{12}$/),
    );
  });

  it('shows the API’s message when the file cannot be saved', async () => {
    server.use(http.post('/api/deal-files', () => message(409, DEAL_FILE_MESSAGES.tooMany)));
    const { user } = open();
    await screen.findByRole('button', { name: 'Crear expediente' });
    for (const [label, value] of SAMPLE_DEAL_FORM.slice(0, 12)) await fill(user, label, value);
    await user.click(screen.getByRole('button', { name: 'Crear expediente' }));
    const toast = await findToast();
    expect(toast).toHaveTextContent('No se pudo guardar el expediente');
    expect(toast).toHaveTextContent(DEAL_FILE_MESSAGES.tooMany);
    expect(box('Nombre del expediente')).toHaveValue(SAMPLE_DEAL.name);
  });
});
