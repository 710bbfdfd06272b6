import { describe, expect, it } from 'vitest';
import { letterInputSchema, type LetterRequest } from '../api/letters.ts';
import { letterDocuments, longDate, type LetterDocument } from './content.ts';

const text = (doc: LetterDocument) =>
  doc.blocks
    .map((b) => (b.kind === 'row' ? `${b.label}: ${b.value}` : 'text' in b ? b.text : b.name))
    .join('\n');

const docs = (request: LetterRequest) =>
  letterDocuments(letterInputSchema.parse(request), '2026-11-23');

describe('letter content', () => {
  it('dates in both languages, without a time-zone shift', () => {
    expect(longDate('2026-01-01', 'en')).toBe('January 1, 2026');
    expect(longDate('2026-01-01', 'es')).toBe('1 de enero de 2026');
  });

  it('English first, then Spanish; one language when asked', () => {
    const base: LetterRequest = {
      type: 'address-change',
      fullName: 'Ana Pérez',
      addresses: [{ address: '1 Main St', from: '2020-01', to: '' }],
    };
    expect(docs(base).map((d) => d.language)).toEqual(['en', 'es']);
    expect(docs({ ...base, language: 'es' }).map((d) => d.language)).toEqual(['es']);
  });

  it('states only what the member said: no reason, no note, no lender invented', () => {
    const [en, es] = docs({
      type: 'credit-inquiries',
      fullName: 'Ana Pérez',
      inquiries: [{ creditor: 'Banco X', date: '2026-09-01', reason: 'other', newAccount: false }],
    });
    expect(text(en!)).toContain(
      '• September 1, 2026 — Banco X: No new account or debt resulted from it.',
    );
    expect(text(en!)).toContain('To whom it may concern:');
    expect(text(en!)).not.toContain('In my words');
    expect(text(es!)).toContain('A quien corresponda:');
  });

  it("quotes the member's note as written, in both versions", () => {
    const [en, es] = docs({
      type: 'large-deposit',
      fullName: 'Ana Pérez',
      deposits: [
        {
          date: '2026-10-02',
          amount: 1234.5,
          account: 'BofA ****9876',
          source: 'other',
          note: 'Vendí mi carro',
        },
      ],
    });
    expect(text(en!)).toContain(
      'The deposit of $1,234.50 on October 2, 2026 into my account BofA ****9876 came from the source described below. In my words: “Vendí mi carro”',
    );
    expect(text(es!)).toContain('En mis palabras: “Vendí mi carro”');
    // No documents mentioned unless the member said they attach them.
    expect(text(en!)).not.toContain('attached');
  });

  it('a gift letter says no repayment and is signed by both', () => {
    const [en] = docs({
      type: 'gift',
      fullName: 'Ana Pérez',
      propertyAddress: '9 Elm St',
      donorName: 'Rosa Pérez',
      relationship: 'mother',
      amount: 15000,
      noRepayment: true,
    });
    expect(text(en!)).toContain(
      'I, Rosa Pérez, certify that I have given or will give a gift of $15,000.00 to Ana Pérez, my mother, to be applied toward the purchase of the property at 9 Elm St.',
    );
    const signatures = en!.blocks.filter((b) => b.kind === 'signature');
    expect(signatures.map((b) => ('name' in b ? b.name : ''))).toEqual([
      'Rosa Pérez (donor)',
      'Ana Pérez (recipient)',
    ]);
  });
});
