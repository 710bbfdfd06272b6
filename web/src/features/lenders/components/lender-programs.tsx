import { lazy, Suspense, useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import type { LenderOrganisation } from '@shared/api/lenders';
import { Spinner } from '@/components/spinner';
import { useDeleteProgram } from '../api/delete-program';
import { useOwnPrograms } from '../api/get-own-programs';
import { draftOf, NEW_PROGRAM } from './program-draft';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

/** The editor brings the program schema (zod) and the engine: they load when it opens. */
const ProgramEditor = lazy(() => import('./program-editor'));

type Editing = { id: string | null; initial: Record<string, unknown> } | null;

/**
 * The lender portal's programs: each with until when it matches borrowers, Edit and Remove, and
 * the program editor (with its sample borrowers) for a new or an existing one.
 */
export function LenderPrograms({ org }: { org: LenderOrganisation }) {
  const programs = useOwnPrograms();
  const remove = useDeleteProgram();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = programs.data?.programs ?? [];
  return (
    <>
      {notice ? (
        <p className="positive" role="status">
          {notice}
        </p>
      ) : null}

      <section className="lender-card" aria-labelledby="lender-programs-title">
        <div className="lender-card__head">
          <h2 id="lender-programs-title">Your programs</h2>
          <Button
            size="small"
            onClick={() => {
              setNotice(null);
              setEditing({ id: null, initial: NEW_PROGRAM });
            }}
          >
            New program
          </Button>
        </div>
        {programs.isLoading ? <p>Loading…</p> : null}
        {!programs.isLoading && rows.length === 0 ? (
          <p>No programs yet. Publish your first one: borrowers are matched against it at once.</p>
        ) : null}
        <ul className="lender-programs">
          {rows.map((row) => (
            <li key={row.program.id} data-testid={`program-${row.program.id}`}>
              <p>
                <strong>{row.program.name}</strong>{' '}
                <span className="lender-muted">({row.program.id})</span>
              </p>
              <p className="lender-muted">
                Confirmed {row.confirmedAt.slice(0, 10)} ·{' '}
                {row.stale ? (
                  <strong className="negative">
                    Not matching since {row.matchesUntil}: save it to confirm it
                  </strong>
                ) : (
                  `matches borrowers until ${row.matchesUntil}`
                )}
              </p>
              <div className="lender-actions">
                <Button
                  size="small"
                  onClick={() => {
                    setNotice(null);
                    setEditing({
                      id: row.program.id,
                      initial: draftOf(row.program as unknown as Record<string, unknown>),
                    });
                  }}
                >
                  Edit {row.program.name}
                </Button>
                <Button
                  size="small"
                  isLoading={remove.isPending && remove.variables === row.program.id}
                  onClick={() =>
                    remove.mutate(row.program.id, {
                      onSuccess: (answer) => setNotice(answer.message),
                    })
                  }
                >
                  Remove {row.program.name}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {editing ? (
        <Suspense fallback={<Spinner />}>
          <ProgramEditor
            key={editing.id ?? 'new'}
            org={org}
            id={editing.id}
            initial={editing.initial}
            onDone={(message) => {
              setEditing(null);
              setNotice(message || null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
