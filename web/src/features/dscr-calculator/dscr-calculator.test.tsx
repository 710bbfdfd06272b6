import { describe, expect, it } from 'vitest';
import { calculateDscr } from '@shared/finance/dscr';
import { NEGATIVE_NUMBER_MESSAGE } from '@shared/finance/inputs';
import { maxLoanForDscr, pitia, rentForDscr } from '@shared/finance/lender-dscr';
import { formatMoney } from '@shared/format';
import CalculadoraDscrPage from '@/app/routes/calculadora-dscr';
import { fill, renderPage, screen, within } from '@/testing/render';
import { REQUIRED_HINT } from './model';

/** /calculadora-dscr as a visitor uses it, figures checked by hand. */
describe('calculadora DSCR', () => {
  const open = () =>
    renderPage(<CalculadoraDscrPage />, { at: '/calculadora-dscr', access: 'public' });
  const field = (label: string) => screen.getByLabelText(label);

  it("computes the owner's cash flow and coverage and the lender's DSCR from what was typed", async () => {
    const { user } = open();
    const calcular = await screen.findByRole('button', { name: 'Calcular' });
    expect(calcular).toBeDisabled();
    expect(screen.getByText(REQUIRED_HINT)).toBeVisible();
    expect(field('Tasa de Vacancia (%)')).toHaveValue('5');
    expect(field('Plazo del Préstamo (años)')).toHaveValue('30');

    await fill(user, field('Renta Mensual ($) *'), '2500');
    await fill(user, field('Monto del Préstamo ($) *'), '300000');
    expect(calcular).toBeDisabled(); // the rate is still empty
    await fill(user, field('Tasa de Interés (%) *'), '7.5');
    await fill(user, field('Otros Ingresos ($/mes)'), '100');
    await fill(user, field('Impuestos a la Propiedad ($/mes)'), '350');
    await fill(user, field('Seguro ($/mes)'), '120');
    await fill(user, field('Mantenimiento y otros gastos ($/mes)'), '150');
    await fill(user, field('Cuota de HOA ($/mes)'), '45');
    expect(screen.queryByRole('region', { name: 'Tu flujo y tu margen' })).toBeNull(); // only after Calcular
    await user.click(calcular);

    // The owner: (2500 + 100) × 0.95 = 2470 − (350 + 120 + 45 + 150 = 665) = 1805 of NOI;
    // 1805 ÷ 2097.64 = 0.86 (the owner's margin, Riesgoso); cash flow 1805 − 2097.64 = −292.64.
    const basic = screen.getByRole('region', { name: 'Tu flujo y tu margen' });
    expect(within(basic).getByTestId('dscr-basico')).toHaveTextContent('0.86');
    expect(within(basic).getByTestId('dscr-basico')).toHaveTextContent('Riesgoso');
    for (const figure of ['$2,470.00', '$665.00', '$1,805.00', '$2,097.64', '-$292.64']) {
      expect(basic).toHaveTextContent(figure);
    }

    // Lender: 2500 ÷ (222.64 + 1875.00 + 350 + 120 + 45 = 2612.64) → 0.96, with no owner's band.
    const lender = screen.getByRole('region', { name: 'El DSCR que calcula tu prestamista' });
    expect(within(lender).getByTestId('dscr-prestamista')).toHaveTextContent('0.96');
    expect(within(lender).getByTestId('dscr-prestamista')).toHaveTextContent(
      'La renta no cubre el pago',
    );
    expect(within(lender).getByTestId('dscr-prestamista')).not.toHaveTextContent('Riesgoso');
    const rows = {
      Principal: '$222.64',
      Interés: '$1,875.00',
      Impuestos: '$350.00',
      Seguro: '$120.00',
      HOA: '$45.00',
      'PITIA total': '$2,612.64',
    };
    for (const [name, value] of Object.entries(rows)) {
      expect(within(lender).getByRole('row', { name: new RegExp(`^${name}`) })).toHaveTextContent(
        value,
      );
    }
    // Largest loans (PV of rent/target − 515 at 7.5 %/30) and rent for 1.25 (1.25 × PITIA).
    expect(lender).toHaveTextContent('$283,889.99');
    expect(lender).toHaveTextContent('$251,385.98');
    expect(lender).toHaveTextContent('$212,381.18');
    expect(within(lender).getByTestId('renta-125')).toHaveTextContent('$3,265.80');
    expect(lender).toHaveTextContent('Tú descuentas 5% de vacancia ($130.00 al mes)');
  });

  it('agrees with shared/finance for the same input', async () => {
    const { user } = open();
    await fill(user, await screen.findByLabelText('Renta Mensual ($) *'), '3100');
    await fill(user, field('Monto del Préstamo ($) *'), '410000');
    await fill(user, field('Tasa de Interés (%) *'), '6.875');
    await fill(user, field('Impuestos a la Propiedad ($/mes)'), '420');
    await fill(user, field('Seguro ($/mes)'), '95');
    await fill(user, field('Cuota de HOA ($/mes)'), '30');
    await user.click(screen.getByRole('button', { name: 'Calcular' }));

    const owner = calculateDscr({
      monthlyRent: 3100,
      otherIncome: 0,
      vacancyRate: 5,
      loanAmount: 410000,
      interestRate: 6.875,
      loanTerm: 30,
      propertyTaxes: 420,
      insurance: 95,
      maintenance: 0,
      hoa: 30,
      interestOnly: false,
    });
    const basic = screen.getByRole('region', { name: 'Tu flujo y tu margen' });
    expect(basic).toHaveTextContent(formatMoney(owner.effectiveIncome));
    expect(basic).toHaveTextContent(formatMoney(owner.noi));
    expect(within(basic).getByTestId('dscr-cash-flow')).toHaveTextContent(
      formatMoney(owner.cashFlow),
    );
    expect(within(basic).getByTestId('dscr-basico')).toHaveTextContent(
      owner.noiCoverage!.toFixed(2),
    );

    const inputs = {
      monthlyRent: 3100,
      loanAmount: 410000,
      interestRate: 6.875,
      loanTerm: 30,
      propertyTaxes: 420,
      insurance: 95,
      hoa: 30,
      interestOnly: false,
    };
    const lender = screen.getByRole('region', { name: 'El DSCR que calcula tu prestamista' });
    expect(within(lender).getByRole('row', { name: /^PITIA total/ })).toHaveTextContent(
      formatMoney(pitia(inputs).total),
    );
    expect(lender).toHaveTextContent(formatMoney(maxLoanForDscr(inputs, 1.25)!));
    expect(within(lender).getByTestId('renta-125')).toHaveTextContent(
      formatMoney(rentForDscr(inputs, 1.25)),
    );
  });

  it('reads a non-number as 0, switches to interest-only, and starts over', async () => {
    const { user } = open();
    await fill(user, await screen.findByLabelText('Renta Mensual ($) *'), '2500');
    await fill(user, field('Monto del Préstamo ($) *'), '300000');
    await fill(user, field('Tasa de Interés (%) *'), '7.5');
    await fill(user, field('Impuestos a la Propiedad ($/mes)'), '350');
    await fill(user, field('Seguro ($/mes)'), '120');
    await fill(user, field('Mantenimiento y otros gastos ($/mes)'), '150');
    await fill(user, field('Cuota de HOA ($/mes)'), '45');
    // Other income "abc" → 2500 × 0.95 = 2375; NOI 2375 − 665 = 1710 ÷ 2097.64 → 0.82.
    await fill(user, field('Otros Ingresos ($/mes)'), 'abc');
    const calcular = screen.getByRole('button', { name: 'Calcular' });
    await user.click(calcular);
    const basic = screen.getByRole('region', { name: 'Tu flujo y tu margen' });
    expect(basic).toHaveTextContent('$2,375.00');
    expect(within(basic).getByTestId('dscr-basico')).toHaveTextContent('0.82');

    // Interest-only: ITIA = 1875 + 515 = 2390 → 2500 ÷ 2390 = 1.05: the rent covers it.
    await user.click(screen.getByLabelText('Préstamo de solo intereses'));
    await user.click(calcular);
    const lender = screen.getByRole('region', { name: 'El DSCR que calcula tu prestamista' });
    expect(within(lender).getByTestId('dscr-prestamista')).toHaveTextContent('1.05');
    expect(within(lender).getByTestId('dscr-prestamista')).toHaveTextContent(
      'La renta cubre el pago',
    );
    // The owner pays interest only too: NOI 1710 ÷ 1875 = 0.91.
    expect(within(basic).getByTestId('dscr-basico')).toHaveTextContent('0.91');

    await user.click(screen.getByRole('button', { name: 'Nuevo Cálculo' }));
    expect(screen.queryByRole('region', { name: 'Tu flujo y tu margen' })).toBeNull();
    expect(field('Renta Mensual ($) *')).toHaveValue('');
    expect(field('Tasa de Vacancia (%)')).toHaveValue('5');
    expect(field('Plazo del Préstamo (años)')).toHaveValue('30');
    expect(calcular).toBeDisabled();
  });

  it('refuses a negative number with a Spanish message instead of reading it as 0', async () => {
    const { user } = open();
    await fill(user, await screen.findByLabelText('Renta Mensual ($) *'), '-500');
    await fill(user, field('Monto del Préstamo ($) *'), '160000');
    await fill(user, field('Tasa de Interés (%) *'), '6');
    expect(screen.getByText(NEGATIVE_NUMBER_MESSAGE)).toBeVisible();
    expect(field('Renta Mensual ($) *')).toHaveAccessibleDescription(NEGATIVE_NUMBER_MESSAGE);
    expect(screen.getByRole('button', { name: 'Calcular' })).toBeDisabled();
    await fill(user, field('Renta Mensual ($) *'), '500');
    expect(screen.queryByText(NEGATIVE_NUMBER_MESSAGE)).toBeNull();
    expect(screen.getByRole('button', { name: 'Calcular' })).toBeEnabled();
  });
});
