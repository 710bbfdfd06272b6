import { Spinner } from '@/components/spinner';
import { useUser } from '@/lib/session';
import { errorMessage } from '@/lib/api-client';
import { SignedInLayout } from '@/features/auth/components/signed-in-layout';
import { LenderInbox } from '@/features/lenders/components/lender-inbox';
import { LenderPrograms } from '@/features/lenders/components/lender-programs';
import { useOrganisation } from '@/features/lenders/api/get-organisation';
import '@/features/lenders/components/lenders.css';

/**
 * /prestamistas — the lender portal (role lender, verified by staff; English: lenders read
 * English): the organisation's programs with until when each matches, the program editor with
 * its sample borrowers, and the inbox of members' connections to answer.
 */
export default function PrestamistasPage() {
  const { user } = useUser();
  const org = useOrganisation();
  if (!org.isPending && !org.data) {
    return (
      <SignedInLayout user={user} title="Lender portal">
        <div className="container lender-page" lang="en">
          <p role="alert">{errorMessage(org.error, 'Your lender account could not be loaded.')}</p>
        </div>
      </SignedInLayout>
    );
  }

  // Drawn while the session and the organisation load: the title and how matching works; the
  // organisation's own line, its programs and its inbox once it answers.
  return (
    <SignedInLayout user={user} title="Lender portal">
      <div className="container lender-page" lang="en">
        <h1>{org.data?.name ?? 'Your organisation'} — lender portal</h1>
        <p className="lender-muted">
          Borrowers on Inversor Listo are matched against the programs you publish here, and their
          connections to your programs land in your inbox. A program you have not confirmed (saved)
          for 120 days stops matching; we remind you at 100 days.
        </p>
        {org.data ? (
          <p className="lender-muted">
            Connections go to {org.data.contactEmail}
            {org.data.states === 'ALL'
              ? '; you lend in every state'
              : `; you lend in ${org.data.states.join(', ')}`}
            .
          </p>
        ) : null}
        {!user || !org.data ? (
          <Spinner label="Loading…" />
        ) : (
          <>
            <LenderPrograms org={org.data} />
            <LenderInbox />
          </>
        )}
      </div>
    </SignedInLayout>
  );
}
