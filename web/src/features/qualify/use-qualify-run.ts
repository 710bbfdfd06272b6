import { useCallback, useEffect, useState } from 'react';
import type { BorrowerProfileResponse, QualifyRequest } from '@shared/api/qualify';
import { formatDate } from '@shared/format';
import { errorMessage } from '@/lib/api-client';
import { useSaveBorrowerProfile } from './api/save-borrower-profile';
import { useQualify } from './api/qualify';
import {
  loadQualifySchema,
  parseQualifyForm,
  withBorrowerUntouched,
  type ParsedQualifyForm,
  type QualifyForm,
  type QualifySchema,
} from './model';

/** The remembered borrower profile. */
export type SavedProfile = NonNullable<BorrowerProfileResponse['profile']>;

/**
 * The form, drawn at once (the page is prerendered) and filled with the remembered borrower profile
 * when it answers: each borrower field the member has not changed meanwhile (what they typed wins).
 * Its note says where the borrower part came from.
 */
export function useFormWithProfile(initial: QualifyForm, profile: SavedProfile | null | 'loading') {
  const [start] = useState(initial);
  const [form, setForm] = useState(initial);
  const [waiting, setWaiting] = useState(profile === 'loading');
  if (waiting && profile !== 'loading') {
    // Adjusted while rendering, not in an effect: the filled form is the first one drawn.
    setWaiting(false);
    if (profile) setForm(withBorrowerUntouched(form, start, profile));
  }
  const profileNote =
    profile === 'loading'
      ? 'Buscando tus datos guardados...'
      : profile
        ? `Tus datos guardados el ${formatDate(profile.updatedAt)}. Si cambian, corrígelos aquí.`
        : null;
  return { form, setForm, profileNote };
}

/**
 * The request's schema, loaded once it is `needed` (zod, ~25 kB gzip, and its first parse stay out
 * of the page's load: on a phone they were ~150 ms of main thread right after the first paint);
 * null until then.
 */
export function useQualifySchema(needed: boolean): QualifySchema | null {
  const [schema, setSchema] = useState<QualifySchema | null>(null);
  useEffect(() => {
    if (!needed) return;
    let current = true;
    void loadQualifySchema().then((loaded) => {
      if (current) setSchema(loaded);
    });
    return () => {
      current = false;
    };
  }, [needed]);
  return schema;
}

/**
 * Run the check: a form that does not parse shows its first problem; otherwise the borrower part
 * is remembered (not waited on) and the request sent, tied to the deal file when there is one.
 * `ran` is the request the verdict answers.
 */
export function useQualifyRun(
  form: QualifyForm,
  parsed: ParsedQualifyForm | null,
  dealFile: { id: string } | null,
) {
  const [problem, setProblem] = useState<string | null>(null);
  const [ran, setRan] = useState<QualifyRequest | null>(null);
  const qualify = useQualify();
  const { mutateAsync: check } = qualify;
  const { mutate: remember } = useSaveBorrowerProfile();

  // The same function until the form or the deal file changes: the form (memoised) does not draw
  // again for anything else.
  const run = useCallback(async () => {
    // Sent before the schema had loaded: checked as soon as it has.
    const checked = parsed ?? parseQualifyForm(form, await loadQualifySchema());
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    const request: QualifyRequest = dealFile
      ? { ...checked.request, dealFileId: dealFile.id }
      : checked.request;
    try {
      remember(checked.request.borrower);
      await check(request);
      setRan(request);
    } catch (error) {
      setProblem(errorMessage(error, 'No se pudo revisar tu préstamo. Inténtalo de nuevo.'));
    }
  }, [form, parsed, dealFile, check, remember]);
  const submit = useCallback(() => void run(), [run]);
  return { submit, problem, ran, qualify };
}
