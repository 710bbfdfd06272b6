import { useMemo, useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { lenderProgramSchema } from '@shared/lenders/program';
import { programIssueText } from '@shared/lenders/program-issues';
import { RULE_LABELS_EN, SAMPLE_BORROWERS } from '@shared/lenders/sample-borrowers';
import { checkProgram, rulesToConfirm } from '@shared/finance/qualification';
import type { LenderOrganisation } from '@shared/api/lenders';
import { errorMessage } from '@/lib/api-client';
import { useSaveProgram } from '../api/save-program';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

import type { Draft } from './program-draft';

/** Quick fields over the JSON: each reads and writes one place of the grid. */
const QUICK = [
  {
    label: 'Minimum FICO (every LTV band)',
    read: (d: Draft) => (d.minFicoByLtv as { minFico: number }[] | undefined)?.[0]?.minFico,
    write: (d: Draft, v: number) => ({
      ...d,
      minFicoByLtv: ((d.minFicoByLtv as object[]) ?? []).map((b) => ({ ...b, minFico: v })),
    }),
  },
  {
    label: 'Minimum DSCR',
    read: (d: Draft) => d.minDscr as number | null,
    write: (d: Draft, v: number) => ({ ...d, minDscr: v }),
  },
  {
    label: 'Max LTV, purchase (%)',
    read: (d: Draft) =>
      (d.maxLtv as { purpose: string; dscrAtLeast: number; maxLtv: number }[] | undefined)?.find(
        (b) => b.purpose === 'purchase' && b.dscrAtLeast === 0,
      )?.maxLtv,
    write: (d: Draft, v: number) => ({
      ...d,
      maxLtv: ((d.maxLtv as { purpose: string; dscrAtLeast: number }[]) ?? []).map((b) =>
        b.purpose === 'purchase' && b.dscrAtLeast === 0 ? { ...b, maxLtv: v } : b,
      ),
    }),
  },
  {
    label: 'Reserves (months of PITIA)',
    read: (d: Draft) =>
      (d.reserves as { bands: { months: number }[] } | undefined)?.bands[0]?.months,
    write: (d: Draft, v: number) => {
      const reserves = d.reserves as { bands: object[] };
      return {
        ...d,
        reserves: { ...reserves, bands: reserves.bands.map((b) => ({ ...b, months: v })) },
      };
    },
  },
  {
    label: 'Minimum loan ($)',
    read: (d: Draft) => d.minLoan as number,
    write: (d: Draft, v: number) => ({ ...d, minLoan: v }),
  },
  {
    label: 'Maximum loan ($)',
    read: (d: Draft) => d.maxLoan as number,
    write: (d: Draft, v: number) => ({ ...d, maxLoan: v }),
  },
] as const;

/**
 * Vesting as the program states it (`llcAllowed`): a borrower vesting in an LLC is accepted,
 * declined, or — when the program does not say — told to confirm it with the lender.
 */
const VESTING = [
  { value: 'true', label: 'Yes', llcAllowed: true },
  { value: 'false', label: "No: borrower's own name only", llcAllowed: false },
  { value: 'null', label: 'Not stated: borrowers confirm with you', llcAllowed: null },
] as const;

/**
 * The program editor: quick fields for the figures lenders change most, and the whole program as
 * JSON (schema v2, docs/lender-programs.md). As the lender types, the program is validated as the
 * server will (English, naming the field) and run against the sample borrowers, so the lender
 * sees at once which of them the grid accepts and on which rule the others fail.
 */
export default function ProgramEditor({
  org,
  id,
  initial,
  onDone,
}: {
  org: LenderOrganisation;
  id: string | null;
  initial: Draft;
  onDone: (message: string) => void;
}) {
  const [text, setText] = useState(() => JSON.stringify(initial, null, 2));
  const save = useSaveProgram();
  const today = new Date().toISOString().slice(0, 10);

  const parsed = useMemo(() => {
    let draft: Draft;
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return { draft: null, error: 'The program must be a JSON object.' };
      }
      draft = value as Draft;
    } catch (error) {
      return { draft: null, error: `Not valid JSON: ${(error as Error).message}` };
    }
    const states = (draft.lender as { states?: unknown } | undefined)?.states ?? org.states;
    const result = lenderProgramSchema.safeParse({
      ...draft,
      id: id ?? 'new-program',
      example: false,
      origin: 'lender',
      source: `Publicado por ${org.name}`,
      sourceDate: today,
      lender: { name: org.name, contactEmail: org.contactEmail, states },
    });
    return result.success
      ? { draft, program: result.data, error: null }
      : { draft, program: null, error: programIssueText(result.error.issues[0]!) };
  }, [text, org, id, today]);

  const verdicts = parsed.program
    ? SAMPLE_BORROWERS.map((sample) => ({
        sample,
        result: checkProgram(parsed.program, sample.borrower, sample.deal, today),
      }))
    : [];

  const setVesting = (value: string) => {
    const choice = VESTING.find((v) => v.value === value);
    if (!parsed.draft || !choice) return;
    setText(JSON.stringify({ ...parsed.draft, llcAllowed: choice.llcAllowed }, null, 2));
  };
  const vesting = parsed.draft ? String(parsed.draft.llcAllowed) : '';

  const setQuick = (index: number, raw: string) => {
    const value = Number(raw);
    if (!parsed.draft || raw.trim() === '' || !Number.isFinite(value)) return;
    setText(JSON.stringify(QUICK[index]!.write(parsed.draft, value), null, 2));
  };

  return (
    <section className="lender-card" aria-labelledby="lender-editor-title">
      <h2 id="lender-editor-title">{id ? `Edit "${String(initial.name)}"` : 'New program'}</h2>
      <div className="lender-editor">
        <div className="lender-editor__form">
          <div className="lender-quick">
            {QUICK.map((field, i) => (
              <label key={field.label}>
                {field.label}
                <input
                  type="number"
                  inputMode="decimal"
                  step="any"
                  value={parsed.draft ? String(field.read(parsed.draft) ?? '') : ''}
                  disabled={!parsed.draft}
                  onChange={(e) => setQuick(i, e.target.value)}
                />
              </label>
            ))}
            <label>
              Lends to an LLC (vesting)
              <select
                value={VESTING.some((v) => v.value === vesting) ? vesting : ''}
                disabled={!parsed.draft}
                onChange={(e) => setVesting(e.target.value)}
              >
                {VESTING.some((v) => v.value === vesting) ? null : <option value="">—</option>}
                {VESTING.map((v) => (
                  <option key={v.value} value={v.value}>
                    {v.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <label className="lender-json">
            Program (JSON, schema v2 — lender, source and date are set when you save)
            <textarea
              value={text}
              spellCheck={false}
              rows={18}
              onChange={(e) => setText(e.target.value)}
            />
          </label>
          {parsed.error ? (
            <p className="negative" role="alert" data-testid="program-error">
              {parsed.error}
            </p>
          ) : null}
          {save.isError ? (
            <p className="negative" role="alert">
              {errorMessage(save.error, 'The program was not saved. Please try again.')}
            </p>
          ) : null}
          <div className="lender-actions">
            <Button
              variation="primary"
              isDisabled={!parsed.program}
              isLoading={save.isPending}
              onClick={() =>
                save.mutate(
                  { id, body: parsed.draft },
                  {
                    onSuccess: (savedId) =>
                      onDone(
                        id
                          ? `Saved and confirmed "${savedId}": it matches borrowers for 120 more days.`
                          : `Published "${savedId}": borrowers are matched against it from now on.`,
                      ),
                  },
                )
              }
            >
              {id ? 'Save and confirm' : 'Publish program'}
            </Button>
            <Button onClick={() => onDone('')}>Cancel</Button>
          </div>
        </div>
        <div className="lender-samples" aria-live="polite">
          <h3>Sample borrowers this grid accepts</h3>
          <p className="lender-muted">
            Made-up scenarios, run on every keystroke with the same engine borrowers use.
          </p>
          {parsed.program ? (
            <ul>
              {verdicts.map(({ sample, result }) => {
                const failed = result.rules.filter((r) => !r.pass);
                const toConfirm = rulesToConfirm(result);
                return (
                  <li
                    key={sample.id}
                    data-testid={`sample-${sample.id}`}
                    className={
                      result.eligible ? 'lender-sample lender-sample--ok' : 'lender-sample'
                    }
                  >
                    <strong>{result.eligible ? 'Accepted' : 'Declined'}</strong> — {sample.label}
                    {failed.length > 0 ? (
                      <span className="lender-muted">
                        {' '}
                        (fails on {failed.map((r) => RULE_LABELS_EN[r.rule]).join(', ')})
                      </span>
                    ) : null}
                    {toConfirm.length > 0 ? (
                      <span className="lender-muted">
                        {' '}
                        (not stated, the borrower is asked to confirm with you:{' '}
                        {toConfirm.map((r) => RULE_LABELS_EN[r.rule]).join(', ')})
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="lender-muted">Fix the program to see the sample borrowers.</p>
          )}
        </div>
      </div>
    </section>
  );
}
