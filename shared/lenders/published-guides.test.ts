/**
 * The library of published guidelines (published-guides.json, docs/lender-library.md): lenders'
 * own public pages compiled as programs. It must load with today's program schema once the fields
 * of program schema v2 are set aside, carry its provenance (origin, an https source, the date it
 * was read, no contact), and every v2 field it already uses must have the shape the v2 schema
 * names, so the file loads unchanged when that schema lands.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { BORROWER_TYPES, LOAN_PURPOSES, PROGRAM_TYPES, QUALIFY_PROPERTY_TYPES } from './catalog.ts';
import { lenderProgramSchema, programFileSchema } from './program.ts';

type Json = Record<string, unknown>;

const library = JSON.parse(
  readFileSync(new URL('./published-guides.json', import.meta.url), 'utf8'),
) as { programs: Json[] };
const programs = library.programs;

/** Top-level fields of program schema v2 that today's schema does not know. */
const V2_FIELDS = [
  'origin',
  'ruleNotes',
  'minDscrByFico',
  'interestOnly',
  'cashOutMax',
  'seasoning',
  'entityOnly',
  'minPropertyValue',
  'rent',
  'maxLtc',
  'maxArvLtv',
  'rehabFinancedPct',
] as const;
const V1_FIELDS = Object.keys(lenderProgramSchema.shape);

const percent = z.number().min(0).max(100);
const money = z.number().min(0).max(1_000_000_000);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The v2 fields as issue "Lender-grade ¿Califico?" names them, strict: a misspelt key fails. */
const v2Shape = z
  .object({
    maxLtv: z.array(
      z
        .object({
          purpose: z.enum(LOAN_PURPOSES),
          dscrAtLeast: z.number().min(0).max(10),
          ficoAtLeast: z.number().int().min(300).max(850).optional(),
          loanUpTo: money.optional(),
          maxLtv: percent,
        })
        .strict(),
    ),
    reserves: z
      .object({
        by: z.enum(['ltv', 'loan-amount']),
        bands: z.array(z.object({ upTo: z.number().nullable(), months: z.number() }).strict()),
        extraMonthsIfVacant: z.number().min(0).optional(),
        extraMonthsPerFinancedProperty: z.number().min(0).optional(),
        cashOutCounts: z.boolean().optional(),
      })
      .strict(),
    origin: z.literal('published-guide'),
    ruleNotes: z.record(z.string(), z.string().trim().min(1)),
    minDscrByFico: z
      .array(
        z
          .object({
            ficoAtLeast: z.number().int().min(300).max(850),
            minDscr: z.number().min(0).max(10),
          })
          .strict(),
      )
      .min(1)
      .optional(),
    interestOnly: z
      .object({ allowed: z.boolean(), qualifyOn: z.enum(['ITIA', 'PITIA']), ltvReduction: percent })
      .strict()
      .optional(),
    cashOutMax: money.optional(),
    seasoning: z
      .object({ months: z.number().int().min(0).max(120) })
      .strict()
      .optional(),
    entityOnly: z.boolean().optional(),
    minPropertyValue: money.optional(),
    rent: z
      .object({
        rule: z.enum(['lease', 'market', 'lesser']),
        vacantFactor: z.number().min(0).max(1),
        shortTerm: z
          .object({
            minHistoryMonths: z.number().int().min(0),
            projectionFactor: z.number().min(0).max(1),
          })
          .strict()
          .nullable(),
      })
      .strict()
      .optional(),
    maxLtc: percent.optional(),
    maxArvLtv: percent.optional(),
    rehabFinancedPct: percent.optional(),
  })
  .passthrough();

/**
 * The program as today's schema reads it: v2-only fields set aside, and the maximum-LTV bands
 * that carry a FICO or loan-size condition folded into one band per purpose and DSCR step with the
 * lowest of their maxima (what a v1 reader may safely assume without knowing the conditions).
 */
function toV1(program: Json): Json {
  const v1 = Object.fromEntries(
    Object.entries(program).filter(([key]) => !(V2_FIELDS as readonly string[]).includes(key)),
  );
  const reserves = program.reserves as Json;
  v1.reserves = { by: reserves.by, bands: reserves.bands };
  const folded = new Map<string, { purpose: string; dscrAtLeast: number; maxLtv: number }>();
  for (const band of program.maxLtv as { purpose: string; dscrAtLeast: number; maxLtv: number }[]) {
    const key = `${band.purpose}@${band.dscrAtLeast}`;
    const seen = folded.get(key);
    if (!seen || band.maxLtv < seen.maxLtv) {
      folded.set(key, {
        purpose: band.purpose,
        dscrAtLeast: band.dscrAtLeast,
        maxLtv: band.maxLtv,
      });
    }
  }
  v1.maxLtv = [...folded.values()];
  return v1;
}

function field(program: Json, key: string): unknown {
  return program[key];
}

describe('published guidelines library', () => {
  it('loads with the current program schema once the v2 fields are set aside', () => {
    const parsed = programFileSchema.safeParse({ programs: programs.map(toV1) });
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it('has only fields of the program schema, v1 or v2', () => {
    const known = new Set<string>([...V1_FIELDS, ...V2_FIELDS]);
    for (const program of programs) {
      expect(
        Object.keys(program).filter((key) => !known.has(key)),
        String(program.id),
      ).toEqual([]);
    }
  });

  it('gives every v2 field the shape the v2 schema names', () => {
    for (const program of programs) {
      const parsed = v2Shape.safeParse(program);
      expect(parsed.success ? [] : parsed.error.issues, String(program.id)).toEqual([]);
    }
  });

  it('is at least 12 programs from at least 8 lenders, with unique ids', () => {
    expect(programs.length).toBeGreaterThanOrEqual(12);
    const lenders = new Set(programs.map((p) => (p.lender as Json).name));
    expect(lenders.size).toBeGreaterThanOrEqual(8);
    const ids = programs.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('covers DSCR, hard money and foreign-national programs, and ITIN borrowers', () => {
    const types = new Set(programs.map((p) => p.type));
    for (const type of ['dscr', 'hard-money', 'foreign-national']) expect(types).toContain(type);
    expect(programs.some((p) => (p.borrowerTypes as string[]).includes('itin'))).toBe(true);
    for (const p of programs) {
      expect(PROGRAM_TYPES).toContain(p.type);
      for (const t of p.borrowerTypes as string[]) expect(BORROWER_TYPES).toContain(t);
      for (const t of p.propertyTypes as string[]) expect(QUALIFY_PROPERTY_TYPES).toContain(t);
    }
  });

  it('says where each program was read, when, and that no one can be contacted through it', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const program of programs) {
      const id = String(program.id);
      expect(program.origin, id).toBe('published-guide');
      expect(program.example, id).toBe(false);
      expect(new URL(String(program.source)).protocol, id).toBe('https:');
      expect(isoDate.safeParse(program.sourceDate).success, id).toBe(true);
      expect(Number.isNaN(Date.parse(String(program.sourceDate))), id).toBe(false);
      expect(String(program.sourceDate) <= today, id).toBe(true);
      const lender = program.lender as Json;
      expect(lender, id).not.toHaveProperty('contactEmail');
      expect(lender, id).not.toHaveProperty('contactPhone');
      expect(new URL(String(lender.website)).protocol, id).toBe('https:');
      const rate = program.rateRange as Json | null;
      if (rate) {
        expect(new URL(String(rate.source)).protocol, id).toBe('https:');
        expect(isoDate.safeParse(rate.asOf).success, id).toBe(true);
      }
    }
  });

  it('notes where each rule comes from: the core rules always, every v2 rule it uses', () => {
    for (const program of programs) {
      const id = String(program.id);
      const notes = program.ruleNotes as Record<string, string>;
      for (const rule of ['minFicoByLtv', 'maxLtv', 'minDscr']) {
        expect(notes[rule], `${id}: ${rule}`).toBeTruthy();
      }
      for (const rule of V2_FIELDS.filter((f) => f !== 'origin' && f !== 'ruleNotes')) {
        if (field(program, rule) !== undefined) {
          expect(notes[rule], `${id}: ${rule}`).toBeTruthy();
        }
      }
      const extraReserves = Object.keys(program.reserves as Json).filter(
        (k) => k !== 'by' && k !== 'bands',
      );
      if (extraReserves.length > 0) expect(notes.reserves, `${id}: reserves`).toBeTruthy();
      // A note names a rule of the program (or the lender's fields, the source, or what the
      // schema cannot express), so a renamed field leaves no orphan note behind.
      for (const key of Object.keys(notes)) {
        const [head] = key.split('.');
        const named = key === 'notExpressible' || head === 'lender' || V1_FIELDS.includes(head!);
        expect(named || (V2_FIELDS as readonly string[]).includes(head!), `${id}: ${key}`).toBe(
          true,
        );
      }
    }
  });

  it('keeps its v2 rules coherent with the rest of each program', () => {
    for (const program of programs) {
      const id = String(program.id);
      const bands = program.maxLtv as {
        purpose: string;
        dscrAtLeast: number;
        ficoAtLeast?: number;
        loanUpTo?: number;
        maxLtv: number;
      }[];
      // Each purpose keeps an unconditional band, so the engine always finds a maximum.
      for (const purpose of program.purposes as string[]) {
        const base = bands.filter(
          (b) =>
            b.purpose === purpose &&
            b.dscrAtLeast === 0 &&
            b.ficoAtLeast === undefined &&
            b.loanUpTo === undefined,
        );
        expect(base.length, `${id}: ${purpose}`).toBe(1);
        // A smaller loan never lowers the maximum LTV.
        const byLoan = bands
          .filter((b) => b.purpose === purpose && b.loanUpTo !== undefined)
          .sort((a, b) => b.loanUpTo! - a.loanUpTo!);
        let floor = base[0]!.maxLtv;
        for (const band of byLoan) {
          expect(band.maxLtv, `${id}: ${purpose} ≤ $${band.loanUpTo}`).toBeGreaterThanOrEqual(
            floor,
          );
          floor = band.maxLtv;
        }
      }
      // Every LTV the program allows has a FICO band.
      const topLtv = Math.max(...bands.map((b) => b.maxLtv));
      const ficoBands = program.minFicoByLtv as { ltvUpTo: number }[];
      expect(ficoBands.at(-1)!.ltvUpTo, id).toBeGreaterThanOrEqual(topLtv);
      // A higher score never needs a higher DSCR, and no band is stricter than the base.
      const byFico = (program.minDscrByFico as { ficoAtLeast: number; minDscr: number }[]) ?? [];
      if (byFico.length > 0) expect(program.minDscr, id).not.toBeNull();
      const sorted = [...byFico].sort((a, b) => a.ficoAtLeast - b.ficoAtLeast);
      sorted.forEach((band, i) => {
        expect(band.minDscr, id).toBeLessThanOrEqual(program.minDscr as number);
        if (i > 0) expect(band.minDscr, id).toBeLessThanOrEqual(sorted[i - 1]!.minDscr);
      });
      // Entity-only lenders lend to entities; hard-money sizing only on hard-money programs.
      if (program.entityOnly === true) expect(program.llcAllowed, id).toBe(true);
      for (const rule of ['maxLtc', 'maxArvLtv', 'rehabFinancedPct']) {
        if (field(program, rule) !== undefined)
          expect(program.type, `${id}: ${rule}`).toBe('hard-money');
      }
      if (program.type === 'hard-money') expect(program.minDscr, id).toBeNull();
    }
  });
});
