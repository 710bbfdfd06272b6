import { randomBytes } from 'node:crypto';
import { badRequest, conflict, notFound } from '../commons/errors.ts';
import { logger } from '../commons/logger.ts';
import { lenderProgramSchema, type LenderProgram } from '../../shared/lenders/program.ts';
import { programIssueText } from '../../shared/lenders/program-issues.ts';
import {
  LENDER_MESSAGES as L,
  type LenderOrganisation,
  type LenderProgramRow,
} from '../../shared/api/lenders.ts';
import {
  getStoredProgram,
  listStoredPrograms,
  matchesUntil,
  putLenderProgram,
  removeLenderProgram,
  withOrganisation,
} from './programs.ts';
import { requireObject } from './organisations.ts';

/**
 * A verified lender's own programs (docs/lender-portal.md). The body is the program schema; the
 * server sets who publishes it and when: `lender` (the organisation), `example` false, `origin`
 * 'lender', `source` "Publicado por <organisation>" and `sourceDate` today. Saving confirms the
 * program: it matches for 120 days from then (programs.ts). Another lender's program is a 404,
 * never a 403: its existence is not the caller's to know.
 */

const ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,62}$/;

/** The program as the server stores it, or an English 400 naming the first problem. */
function buildProgram(
  body: unknown,
  org: LenderOrganisation,
  id: string,
  now: Date,
): LenderProgram {
  const input = requireObject(body, L.programBody);
  const sentLender = input.lender as { states?: unknown } | undefined;
  const states =
    typeof sentLender === 'object' && sentLender !== null && sentLender.states !== undefined
      ? sentLender.states
      : org.states;
  const parsed = lenderProgramSchema.safeParse({
    ...input,
    id,
    example: false,
    origin: 'lender',
    source: `Publicado por ${org.name}`,
    sourceDate: now.toISOString().slice(0, 10),
    lender: {
      name: org.name,
      contactEmail: org.contactEmail,
      ...(org.website ? { website: org.website } : {}),
      states,
    },
  });
  if (!parsed.success)
    throw badRequest(`Invalid program: ${programIssueText(parsed.error.issues[0]!)}`);
  return parsed.data;
}

function row(program: LenderProgram, confirmedAt: string, org: LenderOrganisation, now: Date) {
  const until = matchesUntil(confirmedAt);
  return {
    program: withOrganisation(program, org),
    confirmedAt,
    matchesUntil: until,
    stale: until <= now.toISOString().slice(0, 10),
  } satisfies LenderProgramRow;
}

export async function listLenderPrograms(
  org: LenderOrganisation,
  now = new Date(),
): Promise<LenderProgramRow[]> {
  return (await listStoredPrograms())
    .filter((s) => s.lenderId === org.lenderId)
    .map((s) => row(s.program, s.confirmedAt ?? now.toISOString(), org, now));
}

/** A free id from the name: "<name slug>-<4 hex>". */
function freshId(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);
  return `${slug.length >= 2 ? slug : 'program'}-${randomBytes(3).toString('hex')}`;
}

/** POST: the lender's `id` when it is free, else one made from the name. */
export async function createLenderProgram(
  org: LenderOrganisation,
  body: unknown,
  now = new Date(),
): Promise<{ id: string }> {
  const sent = requireObject(body, L.programBody);
  const wanted = typeof sent.id === 'string' && ID_PATTERN.test(sent.id) ? sent.id : null;
  const name = typeof sent.name === 'string' ? sent.name : 'program';
  // Validate once with a placeholder id, so a bad program is refused before any id is taken.
  buildProgram(sent, org, wanted ?? freshId(name), now);
  const candidates = [wanted, freshId(name), freshId(name)].filter((c): c is string => !!c);
  for (const id of candidates) {
    const program = buildProgram(sent, org, id, now);
    const meta = { lenderId: org.lenderId, confirmedAt: now.toISOString() };
    if (await putLenderProgram(program, meta, 'create', now)) {
      logger.info('lender program created', { lenderId: org.lenderId, programId: id });
      return { id };
    }
  }
  throw conflict('Could not find a free program id. Please try again.');
}

/** PUT: replace (and so confirm) the lender's own program; the path's id wins over the body's. */
export async function updateLenderProgram(
  org: LenderOrganisation,
  id: string,
  body: unknown,
  now = new Date(),
): Promise<LenderProgramRow> {
  const stored = ID_PATTERN.test(id) ? await getStoredProgram(id) : null;
  if (!stored || stored.lenderId !== org.lenderId) throw notFound(L.programNotFound);
  const program = buildProgram(body, org, id, now);
  const confirmedAt = now.toISOString();
  if (!(await putLenderProgram(program, { lenderId: org.lenderId, confirmedAt }, 'replace', now))) {
    throw notFound(L.programNotFound);
  }
  logger.info('lender program confirmed', { lenderId: org.lenderId, programId: id });
  return row(program, confirmedAt, org, now);
}

export async function deleteLenderProgram(org: LenderOrganisation, id: string): Promise<void> {
  if (!ID_PATTERN.test(id) || !(await removeLenderProgram(id, org.lenderId))) {
    throw notFound(L.programNotFound);
  }
  logger.info('lender program removed', { lenderId: org.lenderId, programId: id });
}
