import type { FormEventHandler, ReactNode } from 'react';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/select.css';
import '@aws-amplify/ui-react/styles/selectField.css';
import '@aws-amplify/ui-react/styles/textArea.css';
import '@aws-amplify/ui-react/styles/textAreaField.css';
import '@aws-amplify/ui-react/styles/textField.css';

interface EliteFormCardProps {
  /** The heading's id, which names the form. */
  id: string;
  className: string;
  title: ReactNode;
  lead: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** The Elite request forms (consulting, support): a card named by its heading, with a lead line. */
export function EliteFormCard({
  id,
  className,
  title,
  lead,
  onSubmit,
  children,
}: EliteFormCardProps) {
  return (
    <form className={`elite-card ${className}`} onSubmit={onSubmit} noValidate aria-labelledby={id}>
      <div className="elite-card__head">
        <h2 id={id} className="elite-card__title">
          {title}
        </h2>
        <p className="elite-card__lead">{lead}</p>
      </div>
      {children}
    </form>
  );
}
