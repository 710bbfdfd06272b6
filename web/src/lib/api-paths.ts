// The server's route table is the one list of API paths: the web reads its type only (erased at
// build, nothing of functions/ reaches the bundle), so a mistyped or removed path fails tsc.
// eslint-disable-next-line import/no-restricted-paths -- type only: the table's paths, not its code
import type { ROUTES } from '../../../functions/routes.ts';

type Route = (typeof ROUTES)[number];

/** An HTTP method some route of the table answers. */
export type ApiMethod = Route['method'];

/** The table's paths for `M`, as written there: `/api/deal-files/{id}`. */
export type ApiPattern<M extends ApiMethod = ApiMethod> = Extract<Route, { method: M }>['path'];

/** `{name}` segments of a pattern. */
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** A pattern with each `{name}` filled by some text: what a request's URL looks like. */
type Filled<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Filled<Tail>}`
  : P;

/** A URL the client may request with `M`: a table path, its parameters filled, and a query. */
export type ApiPath<M extends ApiMethod = ApiMethod> =
  Filled<ApiPattern<M>> | `${Filled<ApiPattern<M>>}?${string}`;

/** The values of a pattern's parameters, by name; none for a pattern without any. */
export type ApiParams<P extends string> = [ParamNames<P>] extends [never]
  ? []
  : [params: Record<ParamNames<P>, string>];

/**
 * A table path with its parameters filled, each encoded as one segment:
 * `apiPath('/api/deal-files/{id}', { id })` → `/api/deal-files/abc`.
 */
export function apiPath<P extends ApiPattern>(pattern: P, ...[params]: ApiParams<P>): Filled<P> {
  return pattern.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name] ?? ''),
  ) as Filled<P>;
}

// The table must keep its paths as literal types (`as const`): widened to `string`, every path
// would pass and the check above would check nothing.
type PathsAreLiterals = string extends ApiPattern ? false : true;
const pathsAreLiterals: PathsAreLiterals = true;
void pathsAreLiterals;
