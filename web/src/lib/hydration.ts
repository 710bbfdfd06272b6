import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import { useSearchParams } from 'react-router';

const noChanges = () => () => {};
const yes = () => true;
const no = () => false;

/**
 * True while React adopts a prerendered page's HTML (web/src/main.tsx) or draws it at build time
 * (web/src/app/prerender.tsx), false otherwise; React renders the component again once it is
 * false. A part that hydrates late (a lazy chunk) and shows what only the browser knows, such as the
 * session, draws what its HTML holds while this is true, so the two match.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(noChanges, no, yes);
}

const NO_QUERY = new URLSearchParams();

/**
 * The address's query, or none while hydrating: a prerendered page was drawn without one, so what
 * depends on it (a subtitle, a link's `?plan=`) draws as its HTML first and then as the address says.
 */
export function useSearchAfterHydration(): URLSearchParams {
  const [search] = useSearchParams();
  const hydrating = useHydrating();
  return hydrating ? NO_QUERY : search;
}

/**
 * On a prerendered page a phone can type into a form before React has adopted it; React then keeps
 * what is on screen but its state does not know it (a controlled field would show one value and
 * compute with another). Once, after the form (or the part holding its fields) mounts, this hands
 * `keep` the fields whose value differs from the one React gave them: by name, text as typed, a
 * checkbox as checked.
 */
export function useKeepTypedBeforeHydration(
  form: RefObject<HTMLElement | null>,
  keep: (typed: Record<string, string | boolean>) => void,
): void {
  const keepRef = useRef(keep);
  useEffect(() => {
    const typed: Record<string, string | boolean> = {};
    for (const field of Array.from(form.current?.querySelectorAll('input') ?? [])) {
      if (!field.name) continue;
      if (field.type === 'checkbox') {
        if (field.checked !== field.defaultChecked) typed[field.name] = field.checked;
      } else if (field.value !== field.defaultValue) {
        typed[field.name] = field.value;
      }
    }
    if (Object.keys(typed).length > 0) keepRef.current(typed);
  }, [form]);
}
