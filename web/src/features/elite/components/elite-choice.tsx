import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { EliteIcon } from './elite-icons';

interface EliteChoiceProps {
  /** The radio's value. */
  value: string;
  /** The form field the radio belongs to (react-hook-form's register). */
  field: UseFormRegisterReturn;
  title: ReactNode;
  meta: ReactNode;
  text: ReactNode;
  icon?: ReactNode;
  /** A modifier beside `elite-choice`. */
  className?: string;
}

/** One option of the Elite forms' radio cards: check mark, optional icon, title, meta and text. */
export function EliteChoice({
  value,
  field,
  title,
  meta,
  text,
  icon,
  className,
}: EliteChoiceProps) {
  return (
    <label className={className ? `elite-choice ${className}` : 'elite-choice'}>
      <input type="radio" value={value} {...field} />
      <span className="elite-choice__check">
        <EliteIcon name="check" />
      </span>
      {icon ? <span className="elite-choice__icon">{icon}</span> : null}
      <span className="elite-choice__title">{title}</span>
      <span className="elite-choice__meta">{meta}</span>
      <span className="elite-choice__text">{text}</span>
    </label>
  );
}
