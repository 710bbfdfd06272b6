import type { ReactNode } from 'react';

/** One tick-off row: the whole row is the checkbox's label, so a tap anywhere toggles it. */
export function CheckRow({
  id,
  checked,
  disabled,
  onToggle,
  title,
  badges,
  children,
}: {
  id: string;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
  title: string;
  badges: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className={checked ? 'check-row check-row--done' : 'check-row'}>
      <label className="check-row__label" htmlFor={`item-${id}`}>
        <input
          id={`item-${id}`}
          type="checkbox"
          className="check-row__box"
          checked={checked}
          disabled={disabled}
          onChange={onToggle}
          aria-describedby={`item-${id}-text`}
        />
        <span className="check-row__body">
          <span className="check-row__head">
            <span className="check-row__title">{title}</span>
            <span className="check-row__badges">{badges}</span>
          </span>
        </span>
      </label>
      <div className="check-row__text" id={`item-${id}-text`}>
        {children}
      </div>
    </li>
  );
}
