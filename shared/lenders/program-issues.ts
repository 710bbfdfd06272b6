import type * as z from 'zod';
import { MESSAGES } from '../messages.ts';

/**
 * A program schema problem in English, for the lender who typed the program (the lender routes'
 * 400 and the portal's editor): the field's path and what it needs. The schema's own refinement
 * messages are English already; the generic ones are rewritten from the issue's code.
 */
export function programIssueText(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.') || 'program';
  return `${path}: ${what(issue)}`;
}

function what(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      // Vesting has three answers: the lender's page may not say.
      if (issue.path.at(-1) === 'llcAllowed') return 'true, false or null (not stated)';
      return issue.input === undefined ? 'required' : `expected ${issue.expected}`;
    case 'too_small':
      return issue.origin === 'array'
        ? `at least ${String(issue.minimum)} item(s)`
        : issue.origin === 'string'
          ? `at least ${String(issue.minimum)} character(s)`
          : `at least ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'array'
        ? `at most ${String(issue.maximum)} item(s)`
        : issue.origin === 'string'
          ? `at most ${String(issue.maximum)} characters`
          : `at most ${String(issue.maximum)}`;
    case 'invalid_value':
      return `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_format':
      if (issue.path.at(-1) === 'id') return 'lowercase letters, digits and hyphens (2 to 63)';
      if (issue.format === 'regex') return 'a date as YYYY-MM-DD';
      return `a valid ${issue.format}`;
    case 'invalid_union':
      return issue.path.at(-1) === 'states'
        ? '"ALL" or a list of US state codes (TX, FL, …)'
        : 'not a valid value';
    case 'custom':
      if (issue.path.includes('states')) return 'a US state code (TX, FL, …)';
      return issue.message === MESSAGES.invalidInput ? 'not a valid value' : issue.message;
    default:
      return 'not a valid value';
  }
}
