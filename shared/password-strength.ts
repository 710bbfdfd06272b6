/**
 * Password strength (docs/security.md "Passwords"; ASVS 5.0 6.2.4, 6.2.11): zxcvbn-ts with
 * its common dictionary (the most used passwords, keyboard patterns) and the Spanish one (Spanish
 * words, names and surnames), plus the member's own names, email and username as words it must
 * not lean on. A password needs a score of at least 3 of 4 ("safely unguessable: moderate
 * protection from an offline slow-hash scenario", about 10^8 guesses or more).
 *
 * Both sides run it: the server decides (register, reset, change), the browser shows the same
 * verdict under the field while the member types. The dictionaries are large (~1.2 MB), so they
 * are loaded on first use with dynamic imports: the web app fetches them only on pages with a new
 * password field, and the Lambda bundles leave them out (they sit beside the bundle, see
 * infra/function-bundling.ts PASSWORD_DICTIONARY_PACKAGES).
 */
import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';

const MIN_PASSWORD_SCORE = 3;

export const PASSWORD_STRENGTH_MESSAGES = {
  weak: 'Esta contraseña es demasiado fácil de adivinar. Elige una más larga o menos común.',
  /** Shown when zxcvbn gives no warning of its own. */
  longer: 'Añade más palabras o caracteres poco comunes.',
  labels: ['Muy débil', 'Débil', 'Aceptable', 'Buena', 'Muy buena'],
} as const;

export interface PasswordVerdict {
  /** 0 (too guessable) to 4 (very unguessable). */
  score: number;
  ok: boolean;
  /** Spanish: what is wrong (empty when nothing in particular). */
  warning: string;
  /** Spanish: what to do instead. */
  suggestions: string[];
  /** The one Spanish message a refusal carries. */
  message: string;
}

let checker: Promise<ZxcvbnFactory> | undefined;

/** The estimator with its dictionaries and Spanish texts; loaded once, on first use. */
function loadPasswordChecker(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [core, common, spanish] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-es-es'),
    ]);
    return new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...spanish.dictionary },
      graphs: common.adjacencyGraphs,
      translations: spanish.translations,
      // Each l33t substitution multiplies the variants tried: at the default (100) one 23-char
      // password took ~200 ms and a 128-char one ~900 ms; 4 still finds "c0rv3tt3" and keeps the
      // worst 128-char case near 200 ms (a request cannot make the server spin).
      l33tMaxSubstitutions: 4,
    });
  })();
  // A failed load (a chunk that did not arrive) is tried again next time.
  checker.catch(() => (checker = undefined));
  return checker;
}

/**
 * The words of the member's own that a password must not be built on: names, the email (whole
 * and its local part) and the username.
 */
export function personalWords(inputs: {
  firstName?: string;
  lastName?: string;
  email?: string;
  username?: string;
}): string[] {
  const email = inputs.email?.trim().toLowerCase() ?? '';
  const words = [
    inputs.firstName,
    inputs.lastName,
    email,
    email.split('@')[0],
    inputs.username,
    'inversor',
    'inversorlisto',
  ];
  const given = words.map((w) => w?.trim() ?? '').filter((w) => w.length > 0);
  // "Pérez" is typed "Perez" in a password as often as not; names also come glued together.
  const plain = given.map((w) => w.normalize('NFD').replace(/\p{M}/gu, ''));
  const glued = [inputs.firstName, inputs.lastName].filter(Boolean).join('').replace(/\s+/g, '');
  return [
    ...new Set([...given, ...plain, glued, glued.normalize('NFD').replace(/\p{M}/gu, '')]),
  ].filter((w) => w.length > 0);
}

/** Judge a password (the caller has already checked its length). */
export async function judgePassword(
  password: string,
  userInputs: readonly string[] = [],
): Promise<PasswordVerdict> {
  const zxcvbn = await loadPasswordChecker();
  return verdictOf(zxcvbn.check(password, [...userInputs]));
}

function verdictOf(result: ZxcvbnResult): PasswordVerdict {
  const warning = result.feedback.warning ?? '';
  const suggestions = result.feedback.suggestions ?? [];
  const ok = result.score >= MIN_PASSWORD_SCORE;
  const detail = warning || suggestions[0] || PASSWORD_STRENGTH_MESSAGES.longer;
  return {
    score: result.score,
    ok,
    warning,
    suggestions,
    message: ok ? '' : `${PASSWORD_STRENGTH_MESSAGES.weak} ${detail}`,
  };
}
