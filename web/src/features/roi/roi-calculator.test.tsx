import { describe, expect, it } from 'vitest';
import { calculateRoi } from '@shared/finance/roi';
import { formatMoney } from '@shared/format';
import CalculadoraRoiPage from '@/app/routes/calculadora-roi';
import { signIn } from '@/testing/handlers/auth';
import { fill, renderPage, screen } from '@/testing/render';

/** /calculadora-roi: computed live from seven inputs, for Pro members. */
describe('calculadora ROI', () => {
  const open = (at = '/calculadora-roi') => {
    signIn('pro');
    return renderPage(<CalculadoraRoiPage />, { at, path: '/calculadora-roi', access: 'pro' });
  };
  const box = (name: string) => screen.getByRole('textbox', { name });

  it('computes the figures live from the inputs, an invalid term read as 30 years', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Limpiar' }));
    expect(box('Precio de Compra ($)')).toHaveValue('');
    await fill(user, box('Precio de Compra ($)'), '250000');
    await fill(user, box('Pago Inicial ($)'), '50000');
    // The loan's hint follows the price and the down payment.
    expect(box('Monto del Préstamo ($)')).toHaveAccessibleDescription(
      'Vacío: precio − pago inicial ($200,000.00).',
    );
    await fill(user, box('Renta Mensual ($)'), '2200');
    await fill(user, box('Gastos Mensuales ($)'), '600');
    await fill(user, box('Tasa de Interés (%)'), '7.5');
    await fill(user, box('Plazo (años)'), 'treinta');

    // Hand-checked in shared/finance/roi.test.ts: P&I $1,398.43, flow $201.57, CoC 4.84 %, cap 7.68 %.
    expect(screen.getByTestId('roi-cash-flow')).toHaveTextContent('$201.57');
    expect(screen.getByTestId('roi-cash-on-cash')).toHaveTextContent('4.84%');
    expect(screen.getByTestId('roi-cap-rate')).toHaveTextContent('7.68%');
    expect(screen.getAllByText('$1,398.43')[0]).toBeVisible(); // the payment (and, no escrows, PITIA)
    expect(screen.getByText('No cumple')).toBeVisible();
    expect(screen.getByRole('img', { name: /Cash-on-Cash: 4.84% \(Bajo\)/ })).toBeVisible();
  });

  it('agrees with shared/finance as the rent changes', async () => {
    const { user } = open();
    const rent = await screen.findByRole('textbox', { name: 'Renta Mensual ($)' });
    await fill(user, rent, '3100');
    // The example: $7,500 of closing costs; taxes $250 and insurance $100 of the $600 expenses.
    const expected = calculateRoi({
      propertyPrice: 250000,
      downPayment: 50000,
      closingCosts: 7500,
      monthlyRent: 3100,
      otherIncome: 0,
      monthlyExpenses: 600,
      propertyTaxes: 250,
      insurance: 100,
      hoa: 0,
      loanAmount: 200000,
      interestRate: 7.5,
      loanTerm: 30,
      interestOnlyYears: 0,
    });
    expect(screen.getByTestId('roi-cash-flow')).toHaveTextContent(
      formatMoney(expected.monthlyCashFlow),
    );
    expect(screen.getByTestId('roi-cap-rate')).toHaveTextContent(
      `${expected.capRate!.toFixed(2)}%`,
    );
    expect(screen.getByTestId('roi-cash-on-cash')).toHaveTextContent(
      `${expected.cashOnCash!.toFixed(2)}%`,
    );
    // The lender's DSCR: 3,100 ÷ (1,398.43 + 350).
    expect(screen.getByTestId('roi-dscr')).toHaveTextContent(`${expected.lenderDscr!.toFixed(2)}x`);
    expect(screen.getByText('Cumple')).toBeVisible(); // 3100 / 250000 = 1.24 % > 1 %
  });

  it('fills the form from the deal finder’s link', async () => {
    open('/calculadora-roi?price=180000&down=36000&rent=1900&expenses=500&address=9+Elm+St');
    expect(await screen.findByRole('textbox', { name: 'Precio de Compra ($)' })).toHaveValue(
      '180000',
    );
    expect(box('Pago Inicial ($)')).toHaveValue('36000');
    expect(box('Renta Mensual ($)')).toHaveValue('1900');
    expect(box('Gastos Mensuales ($)')).toHaveValue('500');
    expect(screen.getByText('9 Elm St')).toBeVisible();
    expect(screen.getByText(/Analizando el deal de/)).toBeVisible();
    expect(box('Nombre del análisis')).toHaveAttribute('placeholder', '9 Elm St');
  });
});
