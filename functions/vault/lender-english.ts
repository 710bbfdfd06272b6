import { DOCUMENT_ITEMS } from '../../shared/content/documents.ts';

/**
 * The package a lender reads (its cover and the names inside its ZIP) is in English with US
 * lending terms: the documents as a US loan processor names them on a conditions list.
 */
export const DOCUMENT_TITLES_EN: Record<(typeof DOCUMENT_ITEMS)[number]['id'], string> = {
  'personal-id': 'Government-issued photo ID',
  'personal-ssn-itin': 'Social Security number or ITIN',
  'personal-bank-statements': 'Bank statements',
  'personal-investment-accounts': 'Investment or retirement account statements',
  'personal-credit': 'Credit authorization',
  'personal-real-estate-owned': 'Schedule of real estate owned (REO)',
  'property-purchase-contract': 'Executed purchase contract',
  'property-leases': 'Current leases',
  'property-insurance': 'Landlord insurance quote or policy',
  'property-tax-bill': 'Property tax bill',
  'property-hoa': 'HOA or condo information',
  'property-appraisal-rent-schedule': 'Appraisal with rent schedule (1007 or 1025)',
  'analysis-dscr': 'DSCR and cash-flow analysis',
  'analysis-rent-roll': 'Rent roll',
  'analysis-rehab-budget': 'Rehab budget (scope of work)',
  'analysis-track-record': 'Investor track record',
  'legal-articles-of-organization': 'LLC articles of organization',
  'legal-operating-agreement': 'Operating agreement',
  'legal-ein-letter': 'EIN assignment letter',
  'legal-good-standing': 'Certificate of good standing',
};

export function documentTitleEn(documentId: string | null): string {
  return (
    (documentId && DOCUMENT_TITLES_EN[documentId as keyof typeof DOCUMENT_TITLES_EN]) ||
    'Other document'
  );
}
