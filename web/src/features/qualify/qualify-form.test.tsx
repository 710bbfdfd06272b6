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
 * The worked example of test/integration/lenders-qualify.test.ts: PITIA $2,128.11, DSCR 1.13,
 * LTV 80 %, reserves 12.2 months.
 */
async function fillWorkedExample(user: User) {
  await fill(user, 'Puntaje FICO', '700');
  await user.selectOptions(screen.getByLabelText('Situación migratoria'), 'citizen');
  await fill(user, 'Propiedades de inversión que ya tienes', '1');
  await user.selectOptions(screen.getByLabelText('¿A nombre de quién?'), 'llc');
  await fill(user, 'Efectivo disponible ($)', '20,000');
  await fill(user, 'Cuentas de retiro ($)', '10000');
  await fill(user, 'Inversiones ($)', '0');
  await user.selectOptions(screen.getByLabelText('Propósito'), 'purchase');
  await fill(user, 'Precio de compra ($)', '300000');
  await fill(user, 'Monto del préstamo ($)', '240000');
  await fill(user, 'Tasa de interés (%)', '7.5');
  await fill(user, 'Plazo (años)', '30');
  await fill(user, 'Renta mensual ($)', '2400');
  await fill(user, 'Impuestos a la propiedad por año ($)', '3600');
  await fill(user, 'Seguro por año ($)', '1800');
  await fill(user, 'HOA por mes ($)', '0');
  await user.selectOptions(screen.getByLabelText('Tipo de propiedad'), 'single-family');
  await fill(user, 'Unidades', '1');
  await user.selectOptions(screen.getByLabelText('Estado'), 'TX');
}

/** /califico (issue 15): the guided form, its Spanish problems and the engine's answer. */
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
    expect(screen.getByTestId('qualify-reserves')).toHaveTextContent('12.2 meses');
    const metrics = dealMetrics(WORKED_EXAMPLE.borrower, WORKED_EXAMPLE.deal);
    expect(screen.getByTestId('qualify-pitia')).toHaveTextContent(formatMoney(metrics.pitia));

    // Purchase at DSCR 1.13 allows 75 % LTV: 5 % of $300,000 more down.
    const row = screen.getByTestId('program-ejemplo-dscr-estandar');
    expect(row).toHaveTextContent('No calificas (1 regla)');
    expect(row).toHaveTextContent('Aporta $15,000.00 más de pago inicial');
    expect(within(row).getAllByText(/Ejemplo — no es una oferta/).length).toBeGreaterThan(0);
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
