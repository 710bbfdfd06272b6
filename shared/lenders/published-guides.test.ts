/**
 * The library of published guidelines (published-guides.json, docs/lender-library.md): lenders'
 * own public pages compiled as programs. It loads with the program schema as it is
 * (`programFileSchema`, unchanged), uses no field the schema does not know (the schema strips
 * unknown keys, so a misspelt one would vanish silently), carries its provenance (origin, an https
 * source, the date it was read, no contact), and notes where each rule was read.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BORROWER_TYPES, PROGRAM_TYPES, QUALIFY_PROPERTY_TYPES } from './catalog.ts';
import { lenderProgramSchema, programFileSchema, type LenderProgram } from './program.ts';

type Json = Record<string, unknown>;

const raw = JSON.parse(
  readFileSync(new URL('./published-guides.json', import.meta.url), 'utf8'),
) as { programs: Json[] };
const parsed = programFileSchema.safeParse(raw);
const programs: LenderProgram[] = parsed.success ? parsed.data.programs : [];

/** The program schema's own fields (the object inside its refinement and defaults). */
const FIELDS = new Set(Object.keys(lenderProgramSchema.in.shape));
/** Fields every program has a note for, whatever it reads: the core of a grid. */
const CORE_RULES = ['minFicoByLtv', 'maxLtv', 'minDscr'] as const;
/** Fields that are the program's identity or provenance, not a rule. */
const NOT_RULES = new Set([
  'id',
  'name',
  'example',
  'origin',
  'lender',
  'type',
  'source',
  'sourceDate',
  'notes',
  'ruleNotes',
]);

describe('published guidelines library', () => {
  it('loads with the program schema as it is', () => {
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    expect(programs).toHaveLength(raw.programs.length);
  });

  it('uses only fields the schema knows, at every level the schema reads', () => {
    for (const program of raw.programs) {
      const id = String(program.id);
      expect(
        Object.keys(program).filter((key) => !FIELDS.has(key)),
        id,
      ).toEqual([]);
    }
    // Parsing strips unknown keys: what the schema keeps equals the file wherever the file is
    // more than defaults (a nested misspelling would show as a missing key here).
    raw.programs.forEach((program, i) => {
      const kept = programs[i]! as unknown as Json;
      for (const [key, value] of Object.entries(program)) {
        expect(kept[key], `${String(program.id)}: ${key}`).toMatchObject(
          value as Record<string, unknown>,
        );
      }
    });
  });

  it('is at least 12 programs from at least 8 lenders, with unique ids', () => {
    expect(programs.length).toBeGreaterThanOrEqual(12);
    expect(new Set(programs.map((p) => p.lender.name)).size).toBeGreaterThanOrEqual(8);
  });

  it('covers DSCR, hard money and foreign-national programs, and ITIN borrowers', () => {
    const types = new Set(programs.map((p) => p.type));
    for (const type of ['dscr', 'hard-money', 'foreign-national'] as const) {
      expect(types).toContain(type);
    }
    expect(programs.some((p) => p.borrowerTypes.includes('itin'))).toBe(true);
    for (const p of programs) {
      expect(PROGRAM_TYPES).toContain(p.type);
      for (const t of p.borrowerTypes) expect(BORROWER_TYPES).toContain(t);
      for (const t of p.propertyTypes) expect(QUALIFY_PROPERTY_TYPES).toContain(t);
    }
  });

  it('says where each program was read, when, and that no one can be contacted through it', () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const program of programs) {
      const { id } = program;
      expect(program.origin, id).toBe('published-guide');
      expect(program.example, id).toBe(false);
      expect(new URL(program.source).protocol, id).toBe('https:');
      expect(Number.isNaN(Date.parse(program.sourceDate)), id).toBe(false);
      expect(program.sourceDate <= today, id).toBe(true);
      expect(program.lender, id).not.toHaveProperty('contactEmail');
      expect(program.lender, id).not.toHaveProperty('contactPhone');
      expect(new URL(String(program.lender.website)).protocol, id).toBe('https:');
      if (program.rateRange) {
        expect(new URL(program.rateRange.source).protocol, id).toBe('https:');
      }
    }
  });

  it('notes where each rule comes from: the core rules always, every other rule it states', () => {
    raw.programs.forEach((program, i) => {
      const id = String(program.id);
      const notes = programs[i]!.ruleNotes ?? {};
      for (const rule of CORE_RULES) expect(notes[rule], `${id}: ${rule}`).toBeTruthy();
      // Beyond the grid's plain fields, every rule the file states (not a default) has its note.
      const plain = new Set([
        'purposes',
        'minLoan',
        'maxLoan',
        'propertyTypes',
        'units',
        'borrowerTypes',
        'llcAllowed',
        'minPropertiesOwned',
        'prepaymentPenalty',
        'rateRange',
        'reserves',
      ]);
      for (const rule of Object.keys(program)) {
        if (NOT_RULES.has(rule) || plain.has(rule)) continue;
        expect(notes[rule], `${id}: ${rule}`).toBeTruthy();
      }
      const reserves = program.reserves as Json;
      if (Object.keys(reserves).some((k) => k !== 'by' && k !== 'bands')) {
        expect(notes.reserves, `${id}: reserves`).toBeTruthy();
      }
      // A note names a field of the schema (or the source, or what it cannot express), so a
      // renamed field leaves no orphan note behind.
      for (const key of Object.keys(notes)) {
        const head = key.split('.')[0]!;
        expect(key === 'notExpressible' || FIELDS.has(head), `${id}: ${key}`).toBe(true);
      }
    });
  });

  it('states vesting only where the source does, quoting it; else "not stated", to confirm', () => {
    /** A quotation of the source: 'text', "text" or «text». */
    const quotes = /'[^']+'|"[^"]+"|«[^»]+»/;
    for (const program of programs) {
      const { id } = program;
      const notes = program.ruleNotes ?? {};
      if (program.llcAllowed === null) {
        expect(notes.llcAllowed, id).toMatch(
          /^Vesting is not stated .+: confirm with the lender\./,
        );
        continue;
      }
      // true or false is what the page says: the note quotes it (an entity-only program's
      // `entityOnly` note is where its vesting is read).
      const note = notes.llcAllowed ?? (program.entityOnly ? notes.entityOnly : undefined);
      expect(note, `${id}: llcAllowed ${String(program.llcAllowed)}`).toMatch(quotes);
      expect(note, id).not.toMatch(/not stated|until the lender says otherwise/i);
    }
  });

  it('keeps each program coherent beyond what the schema checks', () => {
    for (const program of programs) {
      const { id } = program;
      // Every LTV the program allows has a FICO band.
      const topLtv = Math.max(...program.maxLtv.map((b) => b.maxLtv));
      expect(program.minFicoByLtv.at(-1)!.ltvUpTo, id).toBeGreaterThanOrEqual(topLtv);
      // A higher score never needs a higher DSCR, and no band is stricter than the base.
      if (program.minDscrByFico.length > 0) expect(program.minDscr, id).not.toBeNull();
      const sorted = [...program.minDscrByFico].sort((a, b) => a.ficoAtLeast - b.ficoAtLeast);
      sorted.forEach((band, i) => {
        expect(band.minDscr, id).toBeLessThanOrEqual(program.minDscr!);
        if (i > 0) expect(band.minDscr, id).toBeLessThanOrEqual(sorted[i - 1]!.minDscr);
      });
      // Hard-money sizing only on hard-money programs, which have no DSCR rule.
      for (const rule of ['maxLtc', 'maxArvLtv'] as const) {
        if (program[rule] !== undefined) expect(program.type, `${id}: ${rule}`).toBe('hard-money');
      }
      if (program.rehabFinancedPct > 0) expect(program.type, id).toBe('hard-money');
      if (program.type === 'hard-money') expect(program.minDscr, id).toBeNull();
    }
  });
});
