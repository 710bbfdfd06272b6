import { GLOSSARY, type GlossaryId } from '@shared/glossary';

/**
 * A term's label from the shared glossary, with its definition as a tooltip; `suffix` adds what
 * the screen says after it ("Flujo de Caja" + " Mensual").
 */
export function GlossaryTerm({ id, suffix = '' }: { id: GlossaryId; suffix?: string }) {
  const entry = GLOSSARY[id];
  return (
    <span className="glossary-term" title={entry.definition}>
      {entry.label}
      {suffix}
    </span>
  );
}
