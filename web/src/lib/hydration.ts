import {
  useDeferredValue,
  useLayoutEffect,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import { useSearchParams } from 'react-router';
import { HYDRATING_ATTRIBUTE } from '@shared/page-html';

const noChanges = () => () => {};
const NOTHING = {};

/**
 * Was this component first drawn by React adopting a prerendered page (or by the build drawing it,
 * web/src/app/prerender.tsx)? React reads a store's server snapshot then and only then; both
 * snapshots here are the same constant, so React never draws the component again to reconcile them.
 */
function useMountedHydrating(): boolean {
  // Written and read within this render, around React's synchronous call: nothing else sees it.
  // eslint-disable-next-line react-hooks/globals
  serverSnapshotRead = false;
  useSyncExternalStore(noChanges, readSnapshot, readServerSnapshot);
  const [hydrating] = useState(serverSnapshotRead);
  return hydrating;
}
let serverSnapshotRead = false;
const readSnapshot = () => NOTHING;
const readServerSnapshot = () => {
  serverSnapshotRead = true;
  return NOTHING;
};

/**
 * `value`, or `drawn` while React adopts a prerendered page's HTML (web/src/main.tsx) or draws it at
 * build time (web/src/app/prerender.tsx). A part that hydrates late (a lazy chunk) and shows what
 * only the browser knows, such as the session, draws what its HTML holds while hydrating, so the
 * two match. Then it catches up in a background render (useDeferredValue), which React does in
 * slices a tap can interrupt: a store's snapshot that differs from its server snapshot would instead
 * draw the component again at once, with all it holds, in one task a phone feels (a large form: 100 ms
 * at Lighthouse's 4× CPU). Once caught up, it is `value` from the same render on. A component drawn
 * outside hydration is `value` from its first render. Compare by value: `value` must be a
 * primitive, null or a constant.
 */
export function useAfterHydration<T>(value: T, drawn: T): T {
  const hydrating = useMountedHydrating();
  const [caughtUp, setCaughtUp] = useState(!hydrating);
  // Caught up, it passes a constant: a later change of `value` then schedules no background render.
  const deferred = useDeferredValue(caughtUp ? (NOTHING as T) : value, hydrating ? drawn : value);
  if (!caughtUp && Object.is(deferred, value)) setCaughtUp(true);
  return caughtUp ? value : deferred;
}

/**
 * True while React adopts a prerendered page's HTML or draws it at build time, then false (see
 * useAfterHydration: in a background render).
 */
export function useHydrating(): boolean {
  return useAfterHydration(false, true);
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

/**
 * The `?token=` of a link sent by email (reset a password, confirm an email, download or delete
 * one's data): null while React adopts the drawn page, which is drawn as a link with a token opens
 * it (its form); then the token, or '' when the address has none.
 */
export function useTokenAfterHydration(): string | null {
  const [search] = useSearchParams();
  return useHydrating() ? null : (search.get('token') ?? '');
}

/**
 * Called by the app's root route (web/src/app/router.tsx): once React has adopted a drawn page (a
 * parent's effect runs after the commit that hydrated the page below it), a field typed before
 * React took over tells the form what it holds (the event React listens to: a controlled field's
 * state then takes the value on screen, where it would otherwise keep the drawn one and send
 * that; a file chosen is handed over too), and the page's buttons take taps again: until then a
 * tap on one would do nothing, so they take none (web/build/page-html.ts HYDRATING_STYLE). A list
 * (select) chosen before is set back to its drawn option by React as it adopts it.
 */
export function useAdoptedPage(): void {
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute(HYDRATING_ATTRIBUTE)) return;
    try {
      for (const field of Array.from(root.querySelectorAll('input, textarea'))) {
        if (field instanceof HTMLInputElement && field.type === 'file') {
          if (field.files?.length) field.dispatchEvent(new Event('change', { bubbles: true }));
        } else if (
          (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
          !/^(checkbox|radio)$/.test(field.type) &&
          field.value !== field.defaultValue
        ) {
          reportTyped(field);
          field.dispatchEvent(new Event('input', { bubbles: true }));
        }
      }
    } finally {
      root.removeAttribute(HYDRATING_ATTRIBUTE);
    }
  }, []);
}

/**
 * React notices a field's change by comparing its value with the last it knew, which it read from
 * the field when it adopted it: the value typed before. Tell it the drawn one (through the field,
 * which React watches), then put the typed one back past it (the element's own setter), so the
 * event dispatched next reads as the change it was.
 */
function reportTyped(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  field.value = field.defaultValue;
  const own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value');
  own?.set?.call(field, typed);
}
