import { lazy, Suspense, useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { Spinner } from '@/components/spinner';
import { useUser } from '@/lib/session';
import { errorMessage } from '@/lib/api-client';
import { SignedInLayout } from '@/features/auth/components/signed-in-layout';
import { LenderInbox } from '@/features/lenders/components/lender-inbox';
import { draftOf, NEW_PROGRAM } from '@/features/lenders/components/program-draft';
import { useDeleteProgram } from '@/features/lenders/api/delete-program';
import { useOrganisation } from '@/features/lenders/api/get-organisation';
import { useOwnPrograms } from '@/features/lenders/api/get-own-programs';
import '@/features/lenders/components/lenders.css';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

/** The editor brings the program schema (zod) and the engine: they load when it opens. */
const ProgramEditor = lazy(() => import('@/features/lenders/components/program-editor'));

type Editing = { id: string | null; initial: Record<string, unknown> } | null;

/**
 * /prestamistas — the lender portal (role lender, verified by staff; English: lenders read
 * English): the organisation's programs with until when each matches, the program editor with
 * its sample borrowers, and the inbox of members' connections to answer.
 */
export default function PrestamistasPage() {
  const { user } = useUser();
  const org = useOrganisation();
  const programs = useOwnPrograms();
  const remove = useDeleteProgram();
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  if (!user || org.isPending) {
    return (
      <SignedInLayout user={user} title="Lender portal">
        <div className="container lender-page" lang="en">
          <h1>Lender portal</h1>
          <Spinner label="Loading…" />
        </div>
      </SignedInLayout>
    );
  }
  if (!org.data) {
    return (
      <SignedInLayout user={user} title="Lender portal">
        <div className="container lender-page" lang="en">
          <p role="alert">{errorMessage(org.error, 'Your lender account could not be loaded.')}</p>
        </div>
      </SignedInLayout>
    );
  }
  const rows = programs.data?.programs ?? [];

  return (
    <SignedInLayout user={user} title="Lender portal">
      <div className="container lender-page" lang="en">
        <h1>{org.data.name} — lender portal</h1>
        <p className="lender-muted">
          Borrowers on Inversor Listo are matched against the programs you publish here, and their
          connections to your programs land in your inbox. A program you have not confirmed (saved)
          for 120 days stops matching; we remind you at 100 days. Connections go to{' '}
          {org.data.contactEmail}
          {org.data.states === 'ALL'
            ? '; you lend in every state'
            : `; you lend in ${org.data.states.join(', ')}`}
          .
        </p>
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
            <p>
              No programs yet. Publish your first one: borrowers are matched against it at once.
            </p>
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
              org={org.data}
              id={editing.id}
              initial={editing.initial}
              onDone={(message) => {
                setEditing(null);
                setNotice(message || null);
              }}
            />
          </Suspense>
        ) : null}

        <LenderInbox />
      </div>
    </SignedInLayout>
  );
}
