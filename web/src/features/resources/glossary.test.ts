import { describe, expect, it } from 'vitest';
import { GLOSSARY, glossaryEntries } from '@shared/glossary';

const GLOSSARY_ENTRIES = glossaryEntries();
import { DSCR_FIELD_GROUPS } from '../dscr-calculator/components/dscr-form';
import { RULE_LABELS } from '../qualify/model';
import { ROI_FIELDS } from '../roi/components/roi-form';

const key = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

describe('the shared glossary', () => {
  it('lists each term once, with a label and a definition', () => {
    const terms = GLOSSARY_ENTRIES.map((e) => key(e.term));
    expect(new Set(terms).size).toBe(terms.length);
    const labels = GLOSSARY_ENTRIES.map((e) => key(e.label));
    expect(new Set(labels).size).toBe(labels.length);
    for (const entry of GLOSSARY_ENTRIES) {
      expect(entry.label.trim(), entry.id).not.toBe('');
      expect(entry.definition.length, entry.id).toBeGreaterThan(40);
    }
  });

  it('covers the terms the tools and lenders use', () => {
    const terms = GLOSSARY_ENTRIES.map((e) => e.term).join(' | ');
    for (const t of ['DSCR', 'LTV', 'PITIA', 'NOI', 'Cash-on-cash', 'Cap rate', 'ARV', 'BRRRR']) {
      expect(terms).toContain(t);
    }
    for (const t of ['Pago inicial', 'Tasa de vacancia', 'Reservas', 'Flujo de caja', 'TIR']) {
      expect(terms).toContain(t);
    }
    expect(terms).toContain('IRR');
    expect(terms).toContain('Plusvalía');
  });

  it('gives the calculators their labels and hints', () => {
    const vacancy = DSCR_FIELD_GROUPS.flatMap((g) => g.fields).find(
      (f) => f.name === 'vacancyRate',
    )!;
    expect(vacancy.label).toBe(`${GLOSSARY.vacancy.label} (%)`);
    expect(vacancy.label).toBe('Tasa de Vacancia (%)');
    expect(vacancy.hint).toBe(GLOSSARY.vacancy.definition);

    const down = ROI_FIELDS.find((f) => f.name === 'downPayment')!;
    expect(down.label).toBe(`${GLOSSARY.downPayment.label} ($)`);
    expect(down.hint).toBe(GLOSSARY.downPayment.definition);
  });

  it('names ¿Califico?’s DSCR, LTV and reserves rules', () => {
    expect(RULE_LABELS.dscr).toBe(`${GLOSSARY.dscr.label} mínimo`);
    expect(RULE_LABELS.ltv).toBe(`${GLOSSARY.ltv.label} máximo`);
    // Reserves are counted after funds to close, in months of the qualifying payment (PITIA, or
    // ITIA on an interest-only loan): the label names no single payment.
    expect(RULE_LABELS.reserves).toBe('Reservas después del cierre (meses de pago)');
    expect(RULE_LABELS.reserves).toBe(
      `${GLOSSARY.reserves.label} después del cierre (meses de pago)`,
    );
  });
});
