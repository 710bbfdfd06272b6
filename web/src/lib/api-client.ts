import type { QueryFunction } from '@tanstack/react-query';
import type { ApiMethod, ApiPath } from './api-paths';

/**
 * The one API client: credentials included, a JSON body with a JSON
 * content type when present, and any non-OK answer raising an error whose message is
 * "STATUS: body" (or the status text when the body is empty).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text();
    throw new ApiError(res.status, text, res.statusText);
  }
}

/**
 * What each request waits for first, while set: on a prerendered members' page, until the session
 * has answered and allows the page (web/src/app/guard.tsx). It throws instead of sending a request
 * the API would refuse.
 */
let requestGate: ((url: string) => Promise<void>) | null = null;

export function setRequestGate(gate: ((url: string) => Promise<void>) | null): void {
  requestGate = gate;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  if (requestGate) await requestGate(url);
  return fetch(url, init);
}

/** Call the API: only a path of the route table that answers `method` compiles. */
export async function apiRequest<M extends ApiMethod>(
  method: M,
  url: ApiPath<NoInfer<M>>,
  data?: unknown,
): Promise<Response> {
  const res = await send(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

/** Call the API and read its JSON answer. */
export async function apiJson<T, M extends ApiMethod = ApiMethod>(
  method: M,
  url: ApiPath<NoInfer<M>>,
  data?: unknown,
): Promise<T> {
  const res = await apiRequest(method, url, data);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** GET on the path formed by joining the query key's segments with a slash. */
export function getQueryFn<T>(): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await send(queryKey.join('/'), { credentials: 'include' });
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/**
 * The Spanish message for the user: the server's `message` when it sent one, else the fallback.
 * A failed fetch (network down) reads as the connection error every page shows.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    try {
      const parsed = JSON.parse(error.body) as { message?: unknown };
      if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    } catch {
      // not JSON: use the fallback
    }
    return fallback;
  }
  if (error instanceof TypeError) return CONNECTION_ERROR;
  return fallback;
}

const CONNECTION_ERROR = 'Error de conexión. Inténtalo de nuevo.';
