import { http, HttpResponse } from 'msw';
import {
  AUTH_MESSAGES,
  loginSchema,
  registerSchema,
  type LoginResponse,
  type RegisterResponse,
  type User,
  type UsernameAvailability,
} from '@shared/api/auth';
import type { PlanId } from '@shared/plans';
import { invalid, message } from './answers';

/** The member the tests sign in as (or log in with: MEMBER_PASSWORD). */
export const MEMBER: User = {
  id: 'usuario-1',
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@ejemplo.com',
  username: 'ana_perez',
  subscriptionPlan: 'gratuito',
  subscriptionStatus: 'active',
  createdAt: '2026-01-15T12:00:00.000Z',
  mfaEnabled: false,
};
export const MEMBER_PASSWORD = 'Clave-Segura-2026';

/** Usernames already taken (compared regardless of case, as the server does). */
const TAKEN_USERNAMES = [MEMBER.username];

let session: User | null = null;

/** Sign the member in on a plan: GET /api/auth/user answers with them from now on. */
export function signIn(plan: PlanId = 'gratuito', changes: Partial<User> = {}): User {
  session = { ...MEMBER, subscriptionPlan: plan, ...changes };
  return session;
}

/** Who is signed in now (null: a visitor). */
export function currentUser(): User | null {
  return session;
}

export function resetAuth(): void {
  session = null;
}

/** Accounts: the session, login, registration and username availability. */
export const authHandlers = [
  http.get('/api/auth/user', () => HttpResponse.json(session)),

  http.post('/api/auth/login', async ({ request }) => {
    const parsed = loginSchema.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    const { email, password } = parsed.data;
    if (email !== MEMBER.email || password !== MEMBER_PASSWORD) {
      return message(401, AUTH_MESSAGES.badCredentials);
    }
    session = MEMBER;
    return HttpResponse.json<LoginResponse>({ message: AUTH_MESSAGES.loggedIn, user: MEMBER });
  }),

  http.get('/api/auth/check-username/:username', ({ params }) => {
    const username = String(params.username).toLowerCase();
    return HttpResponse.json<UsernameAvailability>({
      available: !TAKEN_USERNAMES.includes(username),
    });
  }),

  http.post('/api/auth/register', async ({ request }) => {
    const parsed = registerSchema.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    const { firstName, lastName, email, username } = parsed.data;
    if (email === MEMBER.email) return message(409, AUTH_MESSAGES.emailTaken);
    const user: User = {
      ...MEMBER,
      firstName,
      lastName,
      email,
      username,
      id: 'usuario-nuevo',
      subscriptionPlan: 'gratuito',
    };
    // Registration signs the new member in (then the checkout of the chosen plan or the dashboard).
    session = user;
    return HttpResponse.json<RegisterResponse>(
      { message: AUTH_MESSAGES.registered, user },
      { status: 201 },
    );
  }),
];
