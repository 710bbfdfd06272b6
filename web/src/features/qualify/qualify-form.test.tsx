import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { QUALIFY_MESSAGES } from '@shared/api/qualify';
import { dealMetrics } from '@shared/finance/qualification';
import { formatMoney } from '@shared/format';
import CalificoPage from '@/app/routes/califico';
import { message } from '@/testing/handlers/answers';
import { signIn } from '@/testing/handlers/auth';
import { fill as fillField, renderPage, screen, within } from '@/testing/render';
import { server } from '@/testing/server';
import { WORKED_EXAMPLE } from '../../../../test/support/worked-example.ts';

type User = ReturnType<typeof renderPage>['user'];

const box = (name: string) => screen.getByRole('textbox', { name });

const fill = (user: User, name: string, value: string | number) =>
  fillField(user, box(name), value);

/**
 * The worked example of test/support/worked-example.ts: PITIA $2,128.11, DSCR 1.13, LTV 80 %,
 * $66,000 to close, reserves after it 13.6 months.
 */
async function fillWorkedExample(user: User) {
  await fill(user, 'Puntaje FICO', '700');
  await user.selectOptions(screen.getByLabelText('Situación migratoria'), 'citizen');
  await fill(user, 'Propiedades de inversión que ya tienes', '1');
  await user.selectOptions(screen.getByLabelText('¿A nombre de quién?'), 'llc');
  await fill(user, 'Efectivo disponible ($)', '90,000');
  await fill(user, 'Cuentas de retiro ($)', '10000');
  await fill(user, 'Inversiones ($)', '0');
  await user.selectOptions(screen.getByLabelText('Propósito'), 'purchase');
  await fill(user, 'Precio de compra ($)', '300000');
  await fill(user, 'Monto del préstamo ($)', '240000');
  await fill(user, 'Tasa de interés (%)', '7.5');
  await fill(user, 'Plazo (años)', '30');
  await fill(user, 'Costos de cierre ($)', '6000');
  await fill(user, 'Renta mensual ($)', '2400');
  await fill(user, 'Impuestos a la propiedad por año ($)', '3600');
  await fill(user, 'Seguro por año ($)', '1800');
  await fill(user, 'HOA por mes ($)', '0');
  await user.selectOptions(screen.getByLabelText('Tipo de propiedad'), 'single-family');
  await fill(user, 'Unidades', '1');
  await user.selectOptions(screen.getByLabelText('Estado'), 'TX');
}

/** /califico: the guided form, its Spanish problems and the engine's answer. */
describe('¿Califico? form', () => {
  const open = () => {
    signIn('pro');
    return renderPage(<CalificoPage />, { at: '/califico', access: 'pro' });
  };
  const submit = (user: User) => user.click(screen.getByRole('button', { name: '¿Califico?' }));

  it('names the first missing or wrong field before anything is sent', async () => {
    const { user } = open();
    await screen.findByRole('textbox', { name: 'Puntaje FICO' });
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent(QUALIFY_MESSAGES.fico);

    await fillWorkedExample(user);
    await fill(user, 'Monto del préstamo ($)', '350000');
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent(QUALIFY_MESSAGES.loanOverPrice);

    await fill(user, 'Monto del préstamo ($)', '240000');
    await fill(user, 'Plazo (años)', '60');
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent(QUALIFY_MESSAGES.termYears);
  });

  it('shows the deal’s figures and what each program asks to change', async () => {
    const { user } = open();
    await screen.findByRole('textbox', { name: 'Puntaje FICO' });
    await fillWorkedExample(user);
    // The down payment under the loan: 300,000 − 240,000 = 60,000, 20 %.
    expect(box('Monto del préstamo ($)')).toHaveAccessibleDescription(
      'Pago inicial: $60,000.00 (20.0%)',
    );
    await submit(user);

    expect(
      await screen.findByRole('heading', {
        name: 'Todavía no calificas con ninguno de los 1 programas',
      }),
    ).toBeVisible();
    expect(screen.getByTestId('qualify-pitia')).toHaveTextContent('$2,128.11');
    expect(screen.getByTestId('qualify-dscr')).toHaveTextContent('1.13');
    expect(screen.getByTestId('qualify-ltv')).toHaveTextContent('80.00%');
    expect(screen.getByTestId('qualify-funds-to-close')).toHaveTextContent('$66,000.00');
    expect(screen.getByTestId('qualify-reserves')).toHaveTextContent('13.6 meses');
    expect(screen.getByTestId('qualify-reserves-line')).toHaveTextContent(
      'Reservas: 13.6 meses de PITIA: ($95,000.00 contados - $66,000.00 para cerrar) ÷ $2,128.11 al mes.',
    );
    const metrics = dealMetrics(WORKED_EXAMPLE.borrower, WORKED_EXAMPLE.deal);
    expect(screen.getByTestId('qualify-pitia')).toHaveTextContent(formatMoney(metrics.pitia));

    // Purchase at DSCR 1.13 and FICO 700 allows 75 % LTV: 5 % of $300,000 more down.
    const row = screen.getByTestId('program-ejemplo-dscr-estandar');
    expect(row).toHaveTextContent('No calificas (1 regla)');
    expect(row).toHaveTextContent('Aporta $15,000.00 más de pago inicial');
    expect(within(row).getAllByText(/Ejemplo — no es una oferta/).length).toBeGreaterThan(0);

    // The plan: the $15,000 more down leaves $14,000 after $81,000 to close; 7 months of the
    // new $2,023.23 PITIA are $14,162.63: $162.63 more, or FICO 720 and nothing more.
    const plan = screen.getByTestId('plan-ejemplo-dscr-estandar');
    expect(plan).toHaveTextContent(
      'Aporta $15,000.00 más de pago inicial: un préstamo de $225,000.00 (LTV 75.00%).',
    );
    expect(plan).toHaveTextContent(
      'Ten $162.63 más en tus cuentas: el prestamista pide 7 meses de pago ($14,162.63) después de los $81,000.00 del cierre.',
    );
    expect(plan).toHaveTextContent(
      'Otra opción: con un FICO de 720 calificarías sin sumar efectivo',
    );
  });

  it('refinance and short-term fields show where they apply, and reach the request', async () => {
    let sent: unknown = null;
    server.use(
      http.post('/api/qualify', async ({ request }) => {
        sent = await request.json();
        return message(400, QUALIFY_MESSAGES.state);
      }),
    );
    const { user } = open();
    await screen.findByRole('textbox', { name: 'Puntaje FICO' });
    await fillWorkedExample(user);
    expect(screen.queryByLabelText('Fecha de compra')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Meses de historial de corto plazo' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Propósito'), 'cash-out');
    await fillField(user, screen.getByLabelText('Fecha de compra'), '2026-06-15');
    await fill(user, 'Precio de compra ($)', '200000');
    await fill(user, 'Deudas que paga el préstamo nuevo ($)', '150000');
    await fill(user, 'Años de solo interés', '10');
    await user.selectOptions(screen.getByLabelText('La propiedad hoy'), 'short-term');
    await fill(user, 'Meses de historial de corto plazo', '14');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(QUALIFY_MESSAGES.state);
    expect(sent).toMatchObject({
      deal: {
        purpose: 'cash-out',
        interestOnlyYears: 10,
        closingCosts: 6_000,
        occupancy: 'short-term',
        strHistoryMonths: 14,
        acquisitionDate: '2026-06-15',
        acquisitionPrice: 200_000,
        payoff: 150_000,
      },
    });
    // What the member left empty is not sent (the engine's "not given").
    expect((sent as { deal: object }).deal).not.toHaveProperty('marketRent');
    expect((sent as { deal: object }).deal).not.toHaveProperty('rehabCost');
  });

  it('shows the API’s message when it refuses the request', async () => {
    server.use(http.post('/api/qualify', () => message(400, QUALIFY_MESSAGES.state)));
    const { user } = open();
    await screen.findByRole('textbox', { name: 'Puntaje FICO' });
    await fillWorkedExample(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(QUALIFY_MESSAGES.state);
  });
});
