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

/**
 * `value`, or `drawn` while hydrating (and at build time). Unlike a branch on useHydrating(), a
 * component whose value is already the drawn one when React has adopted the page is not rendered
 * again (each component that reads useHydrating() is, at once and in one piece, which a phone
 * feels on a large form). Compare by value: `value` must be a primitive, null or a constant.
 */
export function useAfterHydration<T>(value: T, drawn: T): T {
  return useSyncExternalStore(
    noChanges,
    () => value,
    () => drawn,
  );
}

const NO_QUERY = new URLSearchParams();

/**
 * The address's query, or none while hydrating: a prerendered page was drawn without one, so what
 * depends on it (a subtitle, a link's `?plan=`, the analysis a tool opens) draws as its HTML first
 * and then as the address says. An address without a query renders nothing again.
 */
export function useSearchAfterHydration(): URLSearchParams {
  const [search] = useSearchParams();
  return useAfterHydration(search.toString(), '') ? search : NO_QUERY;
}

/**
 * On a prerendered page a phone can type into a form before React has adopted it; React then keeps
 * what is on screen but its state does not know it (a controlled field would show one value and
 * compute with another). Once, after the form (or the part holding its fields) mounts, this hands
 * `keep` the fields whose value differs from the one React gave them: by name, text as typed, a
 * checkbox as checked, a select as chosen.
 */
export function useKeepTypedBeforeHydration(
  form: RefObject<HTMLElement | null>,
  keep: (typed: Record<string, string | boolean>) => void,
): void {
  const keepRef = useRef(keep);
  useEffect(() => {
    const typed: Record<string, string | boolean> = {};
    const fields = form.current?.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      'input, select',
    );
    for (const field of Array.from(fields ?? [])) {
      if (!field.name) continue;
      if (field instanceof HTMLSelectElement) {
        // Only the HTML marks the drawn option (React drawing a select itself does not): without
        // one, nothing was typed before React.
        const drawn = Array.from(field.options).find((o) => o.defaultSelected);
        if (drawn && field.value !== drawn.value) typed[field.name] = field.value;
      } else if (field.type === 'checkbox') {
        if (field.checked !== field.defaultChecked) typed[field.name] = field.checked;
      } else if (field.value !== field.defaultValue) {
        typed[field.name] = field.value;
      }
    }
    if (Object.keys(typed).length > 0) keepRef.current(typed);
  }, [form]);
}
