import type {
  DepositSource,
  InquiryReason,
  LetterLanguage,
  LetterType,
} from '@shared/api/letter-texts';
import type { LetterRequest } from '@shared/api/letters';
import type { QualifyRequest } from '@shared/api/qualify';
import { readRequiredNumber } from '@shared/finance/inputs';

/** A credit inquiry the member explains. */
export interface InquiryItem {
  creditor: string;
  date: string;
  reason: InquiryReason;
  newAccount: boolean;
  note: string;
}

/** A large deposit the member explains; the amount as typed. */
export interface DepositItem {
  date: string;
  amount: string;
  account: string;
  source: DepositSource;
  note: string;
}

/** An address the member lived at; `to` empty while they live there. */
export interface AddressItem {
  address: string;
  from: string;
  to: string;
}

export const EMPTY_INQUIRY: InquiryItem = {
  creditor: '',
  date: '',
  reason: 'other',
  newAccount: false,
  note: '',
};
export const EMPTY_DEPOSIT: DepositItem = {
  date: '',
  amount: '',
  account: '',
  source: 'other',
  note: '',
};
export const EMPTY_ADDRESS: AddressItem = { address: '', from: '', to: '' };

/** The gift letter: who gives, how much, when, and the confirmation that it is not repaid. */
export interface GiftDetails {
  donorName: string;
  relationship: string;
  donorAddress: string;
  donorPhone: string;
  amount: string;
  transferDate: string;
  noRepayment: boolean;
}

/** The pre-approval request: which of the member's figures it mentions, and their message. */
export interface PreapprovalDetails {
  shareFico: boolean;
  shareExperience: boolean;
  shareReserves: boolean;
  message: string;
}

/** The letter form: what every letter carries, then each letter type's own named fields. */
export interface LetterForm {
  type: LetterType;
  language: LetterLanguage;
  fullName: string;
  lenderName: string;
  loanReference: string;
  propertyAddress: string;
  inquiries: InquiryItem[];
  deposits: DepositItem[];
  documentsAttached: boolean;
  addresses: AddressItem[];
  explanation: string;
  gift: GiftDetails;
  preapproval: PreapprovalDetails;
}

export function newLetterForm(fullName: string): LetterForm {
  return {
    type: 'credit-inquiries',
    language: 'both',
    fullName,
    lenderName: '',
    loanReference: '',
    propertyAddress: '',
    ...freshLists(),
    gift: {
      donorName: '',
      relationship: '',
      donorAddress: '',
      donorPhone: '',
      amount: '',
      transferDate: '',
      noRepayment: false,
    },
    preapproval: { shareFico: true, shareExperience: true, shareReserves: false, message: '' },
  };
}

/** Another letter type starts its lists, confirmations and free text anew. */
export function withType(form: LetterForm, type: LetterType): LetterForm {
  return {
    ...form,
    type,
    ...freshLists(),
    gift: { ...form.gift, noRepayment: false },
    preapproval: { ...form.preapproval, message: '' },
  };
}

function freshLists() {
  return {
    inquiries: [{ ...EMPTY_INQUIRY }],
    deposits: [{ ...EMPTY_DEPOSIT }],
    documentsAttached: false,
    addresses: [{ ...EMPTY_ADDRESS }],
    explanation: '',
  };
}

type GiftRequest = Extract<LetterRequest, { type: 'gift' }>;

/**
 * The request as the form holds it, before the API's schema checks it: the same union, except
 * that a gift letter may still lack its confirmation (the schema refuses it with its message).
 */
export type LetterDraft =
  | Exclude<LetterRequest, { type: 'gift' }>
  | (Omit<GiftRequest, 'noRepayment'> & { noRepayment: boolean });

/** The draft from the form; each type takes only its own fields. Null: no deal to summarise. */
export function letterDraft(form: LetterForm, deal: QualifyRequest | null): LetterDraft | null {
  const common = {
    language: form.language,
    fullName: form.fullName,
    lenderName: form.lenderName,
    loanReference: form.loanReference,
    propertyAddress: form.propertyAddress,
  };
  switch (form.type) {
    case 'credit-inquiries':
      return { type: form.type, ...common, inquiries: form.inquiries };
    case 'large-deposit':
      return {
        type: form.type,
        ...common,
        deposits: form.deposits.map((d) => ({ ...d, amount: readRequiredNumber(d.amount) })),
        documentsAttached: form.documentsAttached,
      };
    case 'address-change':
      return {
        type: form.type,
        ...common,
        addresses: form.addresses,
        explanation: form.explanation,
      };
    case 'gift': {
      const { amount, ...gift } = form.gift;
      return { type: form.type, ...common, ...gift, amount: readRequiredNumber(amount) };
    }
    case 'preapproval-request': {
      if (!deal) return null;
      const { fico, propertiesOwned, reserves } = deal.borrower;
      const share = form.preapproval;
      return {
        type: form.type,
        ...common,
        deal: deal.deal,
        fico: share.shareFico && fico > 0 ? fico : undefined,
        propertiesOwned: share.shareExperience ? propertiesOwned : undefined,
        reservesTotal: share.shareReserves
          ? reserves.cash + reserves.retirement + reserves.brokerage
          : undefined,
        message: share.message,
      };
    }
  }
}
