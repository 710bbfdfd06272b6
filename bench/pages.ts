/**
 * The pages the bench opens: the landing and every page of the route table
 * (web/src/app/route-table.ts: the list the router, the build's page files and prerender, and the
 * local runtime's page files all come from), each opened by who uses it. A page added to the table
 * is measured with no edit here; a new access level fails type-checking until ROLES names its role.
 */
import type { Access } from '../shared/plans.ts';
import { PAGE_ROUTES } from '../web/src/app/route-table.ts';

/** How the bench gets a session for a role (bench/measures/pages.ts makes each once per run). */
export interface SessionKit {
  /** A new account on the plan, signed in (paid plans through the billing simulator's test card). */
  member(plan: 'gratuito' | 'pro' | 'elite'): Promise<string>;
  /**
   * A new free account given the staff role by the ops script (scripts/staff.ts), signed in, MFA
   * turned on in that session (staff pass a second factor).
   */
  staff(): Promise<string>;
  /**
   * A new free account that staff grant a role through the API (`POST <route>` with the account's
   * `{ email, name }`, answered 201), signed in, MFA turned on in that session: how a role staff
   * verify is given (such roles pass a second factor).
   */
  verifiedByStaff(route: string): Promise<string>;
}

export interface Role {
  /** How the page table names it. */
  name: string;
  /** Its session cookie (`sid=…`); none for a visitor. */
  session?: (kit: SessionKit) => Promise<string>;
}

/**
 * Who opens a page of each access level: the lowest that may see the page itself. A new access
 * level fails type-checking until it has its line here.
 */
export const ROLES: Readonly<Record<Access, Role>> = {
  public: { name: 'visitor' },
  user: { name: 'free', session: (kit) => kit.member('gratuito') },
  pro: { name: 'Pro', session: (kit) => kit.member('pro') },
  elite: { name: 'Elite', session: (kit) => kit.member('elite') },
  staff: { name: 'staff', session: (kit) => kit.staff() },
  lender: { name: 'lender', session: (kit) => kit.verifiedByStaff('/api/staff/lenders') },
};

/**
 * The query a page is opened with: the token of the emailed link that opens it (without one it
 * shows only "this link is not valid", or sends the visitor elsewhere), the checkout's plan.
 */
const PAGE_QUERY: Readonly<Record<string, string>> = {
  '/reset-password': '?token=enlace-de-prueba',
  '/confirmar-correo': '?token=enlace-de-prueba',
  '/mis-datos': '?token=enlace-de-prueba',
  '/eliminar-cuenta': '?token=enlace-de-prueba',
  '/checkout': '?plan=pro',
};

/**
 * Pages opened as another role than their access level's: /welcome is public in the route table
 * but sends visitors to /login (a member opens it); /elite-support is the Elite members' support
 * page, drawn as theirs, which a Pro member may also open to write by email (the Pro form is drawn
 * once the session says Pro).
 */
const OPENED_AS: Readonly<Record<string, Access>> = {
  '/welcome': 'user',
  '/elite-support': 'elite',
};

/**
 * A value for each path parameter. An unknown one shows the page's own Spanish answer: the shared
 * package's "no se puede abrir" (what a lender with an expired link sees), the portfolio analysis's
 * "no encontramos ese análisis".
 */
const PARAMS: Readonly<Record<string, string>> = {
  token: 'enlace-vencido',
  id: 'analisis-de-prueba',
};

export interface BenchPage {
  /** The route as the table writes it (`/expediente-compartido/:token`): rows are named by it. */
  path: string;
  /** What the browser opens: the path with its parameters filled in and the query it needs. */
  url: string;
  access: Access;
  /** web/src/app/routes/<file>.tsx; null for the landing page, which is in the entry chunk. */
  file: string | null;
}

function visit(path: string): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = PARAMS[name];
    if (!value) throw new Error(`no bench value for the parameter :${name} of ${path}`);
    return value;
  });
  return filled + (PAGE_QUERY[path] ?? '');
}

/** The landing, then every page of the route table in its order. */
export const BENCH_PAGES: readonly BenchPage[] = [
  { path: '/', url: '/', access: 'public', file: null },
  ...PAGE_ROUTES.map((route) => ({
    path: route.path,
    url: visit(route.path),
    access: OPENED_AS[route.path] ?? route.access,
    file: route.file,
  })),
];

/**
 * Which pages Lighthouse opens: `all`, the default and what CI's `--check` runs, is every page
 * (BENCH_PAGES); `quick` is six of them (the landing, the two calculators, the login, a member's
 * files and ¿Califico?: the public pages first visits land on and the members' heaviest two), for a
 * look in minutes while working on a page. Every page's JS is sized in both
 * (bench/measures/bundle.ts): sizes are cheap.
 */
export type PageSelection = 'all' | 'quick';
export const PAGE_SELECTIONS: readonly PageSelection[] = ['all', 'quick'];

export const QUICK_PAGES: readonly string[] = [
  '/',
  '/calculadora-dscr',
  '/login',
  '/calculadora-roi',
  '/mis-propiedades',
  '/califico',
];

/** The pages of a selection, in BENCH_PAGES' order; a quick page missing from the table throws. */
export function selectPages(selection: PageSelection): readonly BenchPage[] {
  if (selection === 'all') return BENCH_PAGES;
  const missing = QUICK_PAGES.filter((path) => !BENCH_PAGES.some((page) => page.path === path));
  if (missing.length > 0) {
    throw new Error(`QUICK_PAGES not in the route table: ${missing.join(', ')}`);
  }
  return BENCH_PAGES.filter((page) => QUICK_PAGES.includes(page.path));
}

/** "/calculadora-roi (Pro)", the page table's first column. */
export function pageLabel(page: Pick<BenchPage, 'path' | 'access'>): string {
  return `${page.path} (${ROLES[page.access].name})`;
}

/** A row id's page part: `/` → `landing`, `/expediente-compartido/:token` → `expediente-compartido-token`. */
export function pageSlug(path: string): string {
  const slug = path
    .replace(/^\/+|\/+$/g, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return slug || 'landing';
}
