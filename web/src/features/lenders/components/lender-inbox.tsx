import { useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import type { LenderInboxItem } from '@shared/api/lenders';
import {
  RESPONSE_STATUSES,
  RESPONSE_STATUS_LABELS_EN,
  type ResponseStatus,
} from '@shared/api/lenders-texts';
import { sharedLinesEn } from '@shared/lenders/shared-lines';
import { errorMessage } from '@/lib/api-client';
import { useInbox } from '../api/get-inbox';
import { useRespond } from '../api/respond-to-connection';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

/** The connections members sent to the lender's programs, each with its answers and a reply form. */
export function LenderInbox() {
  const inbox = useInbox();
  const items = inbox.data?.connections ?? [];
  return (
    <section className="lender-card" aria-labelledby="lender-inbox-title">
      <h2 id="lender-inbox-title">Inbox</h2>
      {inbox.isLoading ? <p>Loading…</p> : null}
      {!inbox.isLoading && items.length === 0 ? (
        <p>No connections yet. When a member sends you a loan scenario, it appears here.</p>
      ) : null}
      <ul className="lender-inbox">
        {items.map((item) => (
          <InboxItem key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

function InboxItem({ item }: { item: LenderInboxItem }) {
  const respond = useRespond();
  const [status, setStatus] = useState<ResponseStatus>('interesado');
  const [message, setMessage] = useState('');
  const lines = sharedLinesEn({
    memberName: item.memberName,
    memberEmail: item.memberEmail,
    programName: item.programName,
    lenderName: '',
    example: false,
    message: item.message,
    createdAt: item.createdAt,
    expiresAt: item.expiresAt,
    qualifiedAt: item.qualifiedAt,
    summary: item.summary,
    figures: item.figures,
    documents: item.documents,
    downloadUrl: item.downloadUrl,
  });
  return (
    <li data-testid={`inbox-${item.id}`}>
      <h3>
        {item.memberName} — {item.programName}
      </h3>
      <p className="lender-muted">
        Sent {item.createdAt.slice(0, 10)} · {item.memberEmail} · shared until{' '}
        {item.expiresAt.slice(0, 10)}
      </p>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {item.message ? <p>Message from the borrower: “{item.message}”</p> : null}
      {item.downloadUrl ? (
        <p>
          <a href={item.downloadUrl}>Download the documents (ZIP with cover page)</a>
        </p>
      ) : null}
      {item.responses.length > 0 ? (
        <ul className="lender-responses" aria-label="Your answers">
          {item.responses.map((r) => (
            <li key={r.id}>
              <strong>{RESPONSE_STATUS_LABELS_EN[r.status]}</strong> ({r.createdAt.slice(0, 10)}):{' '}
              {r.message}
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className="lender-answer"
        onSubmit={(event) => {
          event.preventDefault();
          respond.mutate(
            { id: item.id, input: { status, message } },
            { onSuccess: () => setMessage('') },
          );
        }}
      >
        <label>
          Your answer
          <select value={status} onChange={(e) => setStatus(e.target.value as ResponseStatus)}>
            {RESPONSE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {RESPONSE_STATUS_LABELS_EN[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Message to the borrower
          <textarea
            rows={3}
            maxLength={2000}
            required
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </label>
        {respond.isError ? (
          <p className="negative" role="alert">
            {errorMessage(respond.error, 'Your answer was not sent. Please try again.')}
          </p>
        ) : null}
        {respond.isSuccess ? (
          <p className="positive" role="status">
            Sent: the borrower sees your answer and gets an email.
          </p>
        ) : null}
        <Button type="submit" variation="primary" isLoading={respond.isPending}>
          Send answer
        </Button>
      </form>
    </li>
  );
}
