/**
 * The text of each letter, in English (lenders read English) and Spanish: fixed sentences around
 * the member's own facts (names, dates, amounts, accounts, their notes, quoted as written). Nothing
 * is added that the member did not say: no reason, amount or relationship is ever filled in.
 * The server renders it to PDF (functions/qualify/letters.ts); the page previews the same blocks.
 */
import type { DepositSource, InquiryReason, LetterInput, LetterLanguage } from '../api/letters.ts';
import { LOAN_PURPOSE_LABELS, QUALIFY_PROPERTY_TYPE_LABELS } from '../lenders/catalog.ts';
import { dealMetrics } from '../finance/qualification.ts';

type LetterBlock =
  | { kind: 'title'; text: string }
  | { kind: 'p'; text: string }
  | { kind: 'row'; label: string; value: string }
  | { kind: 'signature'; name: string };

export interface LetterDocument {
  language: 'en' | 'es';
  blocks: LetterBlock[];
}

type Lang = 'en' | 'es';

const MONTHS: Record<Lang, string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

/** "November 23, 2026" / "23 de noviembre de 2026" (from YYYY-MM-DD, no time zone shift). */
export function longDate(iso: string, lang: Lang): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const month = MONTHS[lang][m - 1]!;
  return lang === 'en' ? `${month} ${d}, ${y}` : `${d} de ${month} de ${y}`;
}

/** "March 2024" / "marzo de 2024" (from YYYY-MM). */
function longMonth(iso: string, lang: Lang): string {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  const month = MONTHS[lang][m - 1]!;
  return lang === 'en' ? `${month} ${y}` : `${month} de ${y}`;
}

/** $1,234.56 in both languages (US dollars). */
function usd(value: number): string {
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

const INQUIRY_TEXT: Record<InquiryReason, Record<Lang, string>> = {
  'mortgage-shopping': {
    en: 'I was comparing offers for this mortgage loan.',
    es: 'Estaba comparando ofertas para este préstamo hipotecario.',
  },
  'auto-loan': { en: 'I applied for an auto loan.', es: 'Solicité un préstamo de auto.' },
  'credit-card': { en: 'I applied for a credit card.', es: 'Solicité una tarjeta de crédito.' },
  'other-loan': { en: 'I applied for a loan.', es: 'Solicité un préstamo.' },
  'not-authorized': {
    en: 'I did not authorize this inquiry.',
    es: 'No autoricé esta consulta.',
  },
  other: { en: '', es: '' },
};

const DEPOSIT_TEXT: Record<DepositSource, Record<Lang, string>> = {
  'sale-of-asset': { en: 'the sale of an asset', es: 'la venta de un bien' },
  'tax-refund': { en: 'a tax refund', es: 'un reembolso de impuestos' },
  bonus: { en: 'a payment from my employer', es: 'un pago de mi empleador' },
  gift: { en: 'a gift from a family member', es: 'un regalo de un familiar' },
  'business-income': { en: 'income from my business', es: 'ingresos de mi negocio' },
  'own-transfer': {
    en: 'a transfer between my own accounts',
    es: 'una transferencia entre mis propias cuentas',
  },
  insurance: { en: 'an insurance payment', es: 'un pago de seguro' },
  other: { en: 'the source described below', es: 'el origen que explico abajo' },
};

/** The member's own note, quoted as written (never translated). */
function note(text: string, lang: Lang): string {
  if (!text) return '';
  return lang === 'en' ? ` In my words: “${text}”` : ` En mis palabras: “${text}”`;
}

function header(input: LetterInput, date: string, lang: Lang, title: string): LetterBlock[] {
  const blocks: LetterBlock[] = [
    { kind: 'title', text: title },
    { kind: 'p', text: longDate(date, lang) },
  ];
  if (input.loanReference) {
    blocks.push({
      kind: 'row',
      label: lang === 'en' ? 'Loan reference' : 'Referencia del préstamo',
      value: input.loanReference,
    });
  }
  if (input.propertyAddress) {
    blocks.push({
      kind: 'row',
      label: lang === 'en' ? 'Property' : 'Propiedad',
      value: input.propertyAddress,
    });
  }
  blocks.push({
    kind: 'row',
    label: lang === 'en' ? 'Borrower' : 'Prestatario',
    value: input.fullName,
  });
  const to = input.lenderName || (lang === 'en' ? 'To whom it may concern' : 'A quien corresponda');
  blocks.push({ kind: 'p', text: lang === 'en' ? `${to}:` : `${to}:` });
  return blocks;
}

function closing(name: string, lang: Lang): LetterBlock[] {
  return [
    {
      kind: 'p',
      text:
        lang === 'en'
          ? 'Please contact me if you need anything else.'
          : 'Quedo a su disposición para cualquier información adicional.',
    },
    { kind: 'p', text: lang === 'en' ? 'Sincerely,' : 'Atentamente,' },
    { kind: 'signature', name },
  ];
}

function body(input: LetterInput, date: string, lang: Lang): LetterBlock[] {
  switch (input.type) {
    case 'credit-inquiries':
      return creditInquiriesLetter(input, date, lang);
    case 'large-deposit':
      return largeDepositLetter(input, date, lang);
    case 'address-change':
      return addressChangeLetter(input, date, lang);
    case 'gift':
      return giftLetter(input, date, lang);
    case 'preapproval-request':
      return preapprovalLetter(input, date, lang);
  }
}

/** Credit inquiries: each one dated, with the reason and whether an account resulted. */
function creditInquiriesLetter(
  input: Extract<LetterInput, { type: 'credit-inquiries' }>,
  date: string,
  lang: Lang,
): LetterBlock[] {
  const en = lang === 'en';
  const blocks = header(
    input,
    date,
    lang,
    en ? 'Letter of Explanation — Credit Inquiries' : 'Carta de explicación — consultas de crédito',
  );
  blocks.push({
    kind: 'p',
    text: en
      ? 'I am writing to explain the following inquiries on my credit report.'
      : 'Les escribo para explicar las siguientes consultas en mi reporte de crédito.',
  });
  for (const q of input.inquiries) {
    const reason = INQUIRY_TEXT[q.reason][lang];
    const account = q.newAccount
      ? en
        ? 'A new account was opened as a result.'
        : 'Como resultado se abrió una cuenta nueva.'
      : en
        ? 'No new account or debt resulted from it.'
        : 'No resultó en ninguna cuenta ni deuda nueva.';
    blocks.push({
      kind: 'p',
      text: `• ${longDate(q.date, lang)} — ${q.creditor}: ${reason ? `${reason} ` : ''}${account}${note(q.note, lang)}`,
    });
  }
  return [...blocks, ...closing(input.fullName, lang)];
}

/** Large deposits: each one dated, with its account and its source. */
function largeDepositLetter(
  input: Extract<LetterInput, { type: 'large-deposit' }>,
  date: string,
  lang: Lang,
): LetterBlock[] {
  const en = lang === 'en';
  const blocks = header(
    input,
    date,
    lang,
    en ? 'Letter of Explanation — Large Deposit' : 'Carta de explicación — depósito grande',
  );
  for (const d of input.deposits) {
    blocks.push({
      kind: 'p',
      text: en
        ? `The deposit of ${usd(d.amount)} on ${longDate(d.date, lang)} into my account ${d.account} came from ${DEPOSIT_TEXT[d.source].en}.${note(d.note, lang)}`
        : `El depósito de ${usd(d.amount)} del ${longDate(d.date, lang)} en mi cuenta ${d.account} proviene de ${DEPOSIT_TEXT[d.source].es}.${note(d.note, lang)}`,
    });
  }
  if (input.documentsAttached) {
    blocks.push({
      kind: 'p',
      text: en
        ? 'I have attached documentation showing the source of these funds.'
        : 'Adjunto la documentación que muestra el origen de estos fondos.',
    });
  }
  return [...blocks, ...closing(input.fullName, lang)];
}

/** Address history: each address with its months, and the member's explanation. */
function addressChangeLetter(
  input: Extract<LetterInput, { type: 'address-change' }>,
  date: string,
  lang: Lang,
): LetterBlock[] {
  const en = lang === 'en';
  const blocks = header(
    input,
    date,
    lang,
    en
      ? 'Letter of Explanation — Address History'
      : 'Carta de explicación — historial de domicilios',
  );
  blocks.push({
    kind: 'p',
    text: en
      ? 'These have been my addresses during the period you asked about:'
      : 'Estos han sido mis domicilios durante el período que me pidieron:',
  });
  for (const a of input.addresses) {
    const until = a.to ? longMonth(a.to, lang) : en ? 'present' : 'hoy';
    blocks.push({
      kind: 'p',
      text: `• ${a.address}: ${longMonth(a.from, lang)} — ${until}`,
    });
  }
  if (input.explanation) {
    blocks.push({
      kind: 'p',
      text: en
        ? `Explanation, in my words: “${input.explanation}”`
        : `Explicación, en mis palabras: “${input.explanation}”`,
    });
  }
  return [...blocks, ...closing(input.fullName, lang)];
}

/** The gift letter, signed by donor and recipient (its own header: the donor writes it). */
function giftLetter(
  input: Extract<LetterInput, { type: 'gift' }>,
  date: string,
  lang: Lang,
): LetterBlock[] {
  const en = lang === 'en';
  const blocks: LetterBlock[] = [
    { kind: 'title', text: en ? 'Gift Letter' : 'Carta de regalo' },
    { kind: 'p', text: longDate(date, lang) },
  ];
  if (input.lenderName) blocks.push({ kind: 'p', text: `${input.lenderName}:` });
  blocks.push({
    kind: 'p',
    text: en
      ? `I, ${input.donorName}, certify that I have given or will give a gift of ${usd(input.amount)} to ${input.fullName}, my ${input.relationship}, to be applied toward the purchase of the property at ${input.propertyAddress}.`
      : `Yo, ${input.donorName}, certifico que he dado o daré un regalo de ${usd(input.amount)} a ${input.fullName} (parentesco: ${input.relationship}), para aplicarlo a la compra de la propiedad en ${input.propertyAddress}.`,
  });
  blocks.push({
    kind: 'p',
    text: en
      ? 'This is a gift. No repayment is expected or implied, in cash or in future services.'
      : 'Esto es un regalo. No se espera ni se implica su devolución, en dinero ni en servicios futuros.',
  });
  if (input.transferDate) {
    blocks.push({
      kind: 'row',
      label: en ? 'Date of transfer' : 'Fecha de la transferencia',
      value: longDate(input.transferDate, lang),
    });
  }
  blocks.push({ kind: 'row', label: en ? 'Donor' : 'Quien regala', value: input.donorName });
  if (input.donorAddress) {
    blocks.push({
      kind: 'row',
      label: en ? 'Address' : 'Dirección',
      value: input.donorAddress,
    });
  }
  if (input.donorPhone) {
    blocks.push({ kind: 'row', label: en ? 'Phone' : 'Teléfono', value: input.donorPhone });
  }
  if (input.loanReference) {
    blocks.push({
      kind: 'row',
      label: en ? 'Loan reference' : 'Referencia del préstamo',
      value: input.loanReference,
    });
  }
  blocks.push({
    kind: 'signature',
    name: `${input.donorName} (${en ? 'donor' : 'quien regala'})`,
  });
  blocks.push({
    kind: 'signature',
    name: `${input.fullName} (${en ? 'recipient' : 'quien recibe'})`,
  });
  return blocks;
}

/** A pre-approval request: the deal's figures, with the PITIA and DSCR computed from them. */
function preapprovalLetter(
  input: Extract<LetterInput, { type: 'preapproval-request' }>,
  date: string,
  lang: Lang,
): LetterBlock[] {
  const en = lang === 'en';
  const blocks = header(
    input,
    date,
    lang,
    en ? 'Pre-Approval Request' : 'Solicitud de preaprobación',
  );
  const d = input.deal;
  const m = dealMetrics(
    {
      fico: input.fico ?? 0,
      borrowerType: 'citizen',
      propertiesOwned: 0,
      entity: 'personal',
      reserves: { cash: 0, retirement: 0, brokerage: 0 },
    },
    d,
  );
  const purpose = en ? PURPOSE_EN[d.purpose] : LOAN_PURPOSE_LABELS[d.purpose].toLowerCase();
  blocks.push({
    kind: 'p',
    text: en
      ? `I would like to request a pre-approval for a ${purpose} loan of ${usd(d.loanAmount)} on an investment property. The figures of the deal are below.`
      : `Me gustaría solicitar una preaprobación para un préstamo de ${usd(d.loanAmount)} (${purpose}) sobre una propiedad de inversión. Las cifras de la operación están abajo.`,
  });
  const rows: [string, string, string][] = [
    ['Purchase price or value', 'Precio de compra o valor', usd(d.price)],
    ['Loan amount', 'Monto del préstamo', usd(d.loanAmount)],
    ['Loan-to-value (LTV)', 'Préstamo sobre valor (LTV)', `${m.ltv.toFixed(2)}%`],
    ['Interest rate used', 'Tasa de interés usada', `${d.interestRate.toFixed(3)}%`],
    ['Term', 'Plazo', en ? `${d.termYears} years` : `${d.termYears} años`],
    ['Monthly rent', 'Renta mensual', usd(d.monthlyRent)],
    ['Property taxes (yearly)', 'Impuestos (anuales)', usd(d.taxesYearly)],
    ['Insurance (yearly)', 'Seguro (anual)', usd(d.insuranceYearly)],
    ['HOA (monthly)', 'HOA (mensual)', usd(d.hoaMonthly)],
    [
      `Estimated ${m.qualifyingBasis} (monthly)`,
      `${m.qualifyingBasis} estimado (mensual)`,
      usd(m.qualifyingPayment),
    ],
    [
      `DSCR (rent / ${m.qualifyingBasis})`,
      `DSCR (renta / ${m.qualifyingBasis})`,
      m.dscr.toFixed(2),
    ],
    [
      'Property',
      'Propiedad',
      `${en ? PROPERTY_EN[d.propertyType] : QUALIFY_PROPERTY_TYPE_LABELS[d.propertyType]}, ${d.units} ${en ? (d.units === 1 ? 'unit' : 'units') : d.units === 1 ? 'unidad' : 'unidades'}, ${d.state}`,
    ],
  ];
  if (input.fico !== undefined)
    rows.push(['Credit score (FICO)', 'Puntaje de crédito (FICO)', String(input.fico)]);
  if (input.propertiesOwned !== undefined) {
    rows.push([
      'Investment properties owned',
      'Propiedades de inversión que tengo',
      String(input.propertiesOwned),
    ]);
  }
  if (input.reservesTotal !== undefined) {
    rows.push(['Reserves available', 'Reservas disponibles', usd(input.reservesTotal)]);
  }
  for (const [label, labelEs, value] of rows) {
    blocks.push({ kind: 'row', label: en ? label : labelEs, value });
  }
  if (input.message) blocks.push({ kind: 'p', text: note(input.message, lang).trim() });
  blocks.push({
    kind: 'p',
    text: en
      ? 'The PITIA and DSCR above are computed from these figures; please confirm them with your own underwriting.'
      : 'El PITIA y el DSCR de arriba se calculan con estas cifras; confírmenlos con su propia evaluación.',
  });
  return [...blocks, ...closing(input.fullName, lang)];
}

const PURPOSE_EN = {
  purchase: 'purchase',
  'rate-term': 'rate-and-term refinance',
  'cash-out': 'cash-out refinance',
} as const;

const PROPERTY_EN = {
  'single-family': 'Single-family home',
  townhouse: 'Townhouse',
  condo: 'Condominium',
  'multi-family': 'Multi-family',
  'mixed-use': 'Mixed use',
} as const;

/** The letter's versions, English first; `date` is the letter's date (YYYY-MM-DD). */
export function letterDocuments(input: LetterInput, date: string): LetterDocument[] {
  const languages: Record<LetterLanguage, Lang[]> = { both: ['en', 'es'], en: ['en'], es: ['es'] };
  return languages[input.language].map((language) => ({
    language,
    blocks: body(input, date, language),
  }));
}
