/**
 * A lender deletes its account (the member-data flow every account has): the organisation stays
 * for staff, suspended and without the account, its programs no longer matching and its inbox
 * kept; staff verify a colleague's account under the same name and the organisation is that
 * account's, programs and all (docs/lender-portal.md "When the lender's account is deleted").
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { handler as deleteRequest } from '../../functions/auth/handlers/delete-account.ts';
import { handler as deleteConfirm } from '../../functions/auth/handlers/delete-account-confirm.ts';
import { handler as listLenders } from '../../functions/staff/handlers/list-lenders.ts';
import { handler as verifyLender } from '../../functions/staff/handlers/verify-lender.ts';
import { handler as setLenderStatus } from '../../functions/staff/handlers/set-lender-status.ts';
import { handler as listOwn } from '../../functions/lenders/handlers/portal-list-programs.ts';
import { handler as createOwn } from '../../functions/lenders/handlers/portal-create-program.ts';
import { listPrograms as listMatchable, removeProgram } from '../../functions/lenders/programs.ts';
import { EXAMPLE_PROGRAMS } from '../../shared/lenders/examples.ts';
import {
  STAFF_LENDER_MESSAGES,
  type LenderOrganisation,
  type LenderProgramsList,
  type StaffLendersResponse,
} from '../../shared/api/lenders.ts';
import { TEST_SES_URL, TEST_SITE_URL } from '../setup/ports.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { linkIn, waitForEmail } from '../support/mail.ts';
import { enrolledUser, signedInLender, signedInStaff, totpCode } from '../support/mfa.ts';
import { scanTable } from '../support/table.ts';
import { randomIp } from '../support/users.ts';

const call = (
  handler: (event: ReturnType<typeof apiEvent>) => Promise<{ statusCode?: number; body?: string }>,
  method: string,
  path: string,
  cookie?: string,
  body?: unknown,
  params: Record<string, string> = {},
) =>
  handler(
    apiEvent({
      method,
      path,
      body,
      cookies: cookie ? [cookie] : undefined,
      pathParameters: params,
      sourceIp: randomIp(),
    }),
  );

const tag = () => Math.random().toString(36).slice(2, 8);

async function organisation(staffCookie: string, lenderId: string) {
  const listed = jsonBody<StaffLendersResponse>(
    await call(listLenders, 'GET', '/api/staff/lenders', staffCookie),
  );
  return listed.lenders.find((l) => l.lenderId === lenderId);
}

describe("a lender's account deletion", () => {
  it('leaves the organisation suspended without the account; a colleague takes it over', async () => {
    const staff = await signedInStaff();
    const name = `Gulf Coast Capital ${tag()}`;
    const lender = await signedInLender(name, staff.userId, { firstName: 'Dana' });
    const programId = `gulf-dscr-${tag()}`;
    // The worker's later files match borrowers against the examples only.
    onTestFinished(async () => {
      await removeProgram(programId);
    });
    const body: Record<string, unknown> = { ...EXAMPLE_PROGRAMS[0]!, id: programId };
    for (const key of ['lender', 'example', 'origin', 'source', 'sourceDate']) delete body[key];
    const created = await call(createOwn, 'POST', '/api/lender/programs', lender.cookie, body);
    expect(created.statusCode).toBe(201);
    const matching = async () => (await listMatchable()).map((p) => p.id);
    expect(await matching()).toContain(programId);

    // The lender deletes its account, as any member does: the password, the app's code, the link.
    const asked = await call(deleteRequest, 'POST', '/api/auth/delete-account', lender.cookie, {
      currentPassword: lender.account.password,
      code: totpCode(lender.secret, 1),
    });
    expect(asked.statusCode).toBe(202);
    const email = await waitForEmail(TEST_SES_URL, lender.account.email, {
      subject: /Confirma la eliminación/,
    });
    const token = new URL(
      linkIn(email, `${TEST_SITE_URL}/eliminar-cuenta?token=`),
    ).searchParams.get('token')!;
    const done = await call(deleteConfirm, 'POST', '/api/auth/delete-account/confirm', undefined, {
      token,
    });
    expect(done.statusCode).toBe(200);

    // Staff still list it: suspended, no account, the account's address gone with it.
    const orphan = await organisation(staff.cookie, lender.lenderId);
    expect(orphan).toMatchObject({
      name,
      status: 'suspended',
      userId: null,
      email: null,
      contactEmail: '',
    } satisfies Partial<LenderOrganisation>);
    expect(orphan!.accountDeletedAt).toBe(orphan!.suspendedAt);
    const rows = await scanTable();
    expect(JSON.stringify(rows.filter((r) => r.pk === 'LENDERS'))).not.toContain(
      lender.account.email,
    );
    // Its program no longer matches; staff cannot verify it again without an account.
    expect(await matching()).not.toContain(programId);
    const again = await call(
      setLenderStatus,
      'PATCH',
      `/api/staff/lenders/${lender.lenderId}`,
      staff.cookie,
      { status: 'verified' },
      { id: lender.lenderId },
    );
    expect(again.statusCode).toBe(409);
    expect(jsonBody<{ message: string }>(again).message).toBe(
      STAFF_LENDER_MESSAGES.noLenderAccount,
    );

    // A colleague's account, verified under the organisation's name, takes it over.
    const colleague = await enrolledUser({ firstName: 'Marco' });
    const attached = await call(verifyLender, 'POST', '/api/staff/lenders', staff.cookie, {
      email: colleague.account.email,
      name: name.toUpperCase(),
    });
    expect(attached.statusCode).toBe(201);
    expect(jsonBody<{ lenderId: string }>(attached).lenderId).toBe(lender.lenderId);
    expect(await organisation(staff.cookie, lender.lenderId)).toMatchObject({
      status: 'verified',
      userId: colleague.userId,
      email: colleague.account.email,
      contactEmail: colleague.account.email,
      suspendedAt: null,
      accountDeletedAt: null,
    });
    const own = jsonBody<LenderProgramsList>(
      await call(listOwn, 'GET', '/api/lender/programs', colleague.cookie),
    );
    expect(own.programs.map((row) => row.program.id)).toEqual([programId]);
    expect(await matching()).toContain(programId);

    // The name of an organisation that has its account is still taken.
    const other = await enrolledUser();
    const taken = await call(verifyLender, 'POST', '/api/staff/lenders', staff.cookie, {
      email: other.account.email,
      name,
    });
    expect(taken.statusCode).toBe(409);
    expect(jsonBody<{ message: string }>(taken).message).toBe(STAFF_LENDER_MESSAGES.nameTaken);
  });
});
