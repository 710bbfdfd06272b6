import { type ProfileItem, readProfile } from '../auth/profile.ts';
import { db, queryAll, tableName } from '../commons/db.ts';
import { badRequest, conflict, notFound } from '../commons/errors.ts';
import { keys, PARTITION, PREFIX, userPk } from '../commons/keys.ts';
import { logger } from '../commons/logger.ts';
import { sendMail } from '../commons/mail.ts';
import { ConditionsFailed, writeTransaction } from '../commons/transactions.ts';
import { getLatestQualification } from '../qualify/qualifications.ts';
import { listDealFiles } from '../deal-files/store.ts';
import { getPortfolio } from '../portfolio/store.ts';
import { newItemId } from '../pro/ids.ts';
import { staffIdentity } from '../staff/roles.ts';
import { isItemId } from '../../shared/api/item-id.ts';
import {
  ANALYSIS_MESSAGES as M,
  type analysisReportSchema,
  type AnalysisReport,
  type PortfolioAnalysis,
  type StaffAnalysisEntry,
  type StaffAnalysisResponse,
} from '../../shared/api/portfolio-analysis.ts';
import type { Specialist } from '../../shared/api/elite.ts';
import type * as z from 'zod';
import { analysisDeliveredEmail, analysisReceiptEmail, analysisTeamEmail } from './emails.ts';

/**
 * The personalised portfolio analysis (Elite). The member asks from /portafolio with their goals;
 * the request waits in the staff console, where a consultant takes it (their name shows to the
 * member), reads the member's portfolio, deal files and latest ¿Califico? verdict, and writes the
 * findings and recommendations per property and overall. Delivering stores the report with the
 * portfolio's figures at that moment, closes the request and emails the member. Items:
 *
 * | pk | sk | holds |
 * |---|---|---|
 * | `USER#<id>` | `PORTFOLIO_ANALYSIS#<analysisId>` | the request, its consultant and, once delivered, the report |
 * | `USER#<id>` | `PORTFOLIO_ANALYSIS_OPEN` | the open request's id: one at a time (conditional put) |
 * | `PORTFOLIO_ANALYSES` | `<analysisId>#<userId>` | the staff queue, oldest first (ids carry their time) |
 *
 * Every change of a request writes its item and its queue entry in one transaction, on the
 * condition that the request is still as it was read (status, consultant).
 */

interface AnalysisItem {
  pk: string;
  sk: string;
  analysisId: string;
  userId: string;
  memberName: string;
  status: PortfolioAnalysis['status'];
  goals: string;
  requestedAt: string;
  consultant?: Specialist;
  consultantId?: string;
  deliveredAt?: string;
  report?: AnalysisReport;
}

export type AnalysisReportRequest = z.output<typeof analysisReportSchema>;

function toAnalysis(item: AnalysisItem): PortfolioAnalysis {
  return {
    id: item.analysisId,
    status: item.status,
    goals: item.goals,
    requestedAt: item.requestedAt,
    consultant: item.consultant ?? null,
    deliveredAt: item.deliveredAt ?? null,
    report: item.report ?? null,
  };
}

/** The member's analyses, newest first. */
export async function listAnalyses(userId: string): Promise<PortfolioAnalysis[]> {
  const items = await queryAll<AnalysisItem>({
    pk: userPk(userId),
    prefix: PREFIX.portfolioAnalysis,
    newestFirst: true,
  });
  return items.map(toAnalysis);
}

async function readAnalysis(userId: string, analysisId: string): Promise<AnalysisItem> {
  if (!/^[\w-]{1,64}$/.test(userId) || !isItemId(analysisId)) throw notFound(M.notFound);
  const { Item } = await db.get({
    TableName: tableName,
    Key: keys.portfolioAnalysis(userId, analysisId),
    ConsistentRead: true,
  });
  if (!Item) throw notFound(M.notFound);
  return Item as AnalysisItem;
}

/** A delivered analysis of the member (its PDF), or 404 / 400 in Spanish. */
export async function deliveredAnalysis(
  userId: string,
  analysisId: string,
): Promise<PortfolioAnalysis & { report: AnalysisReport; deliveredAt: string }> {
  const analysis = toAnalysis(await readAnalysis(userId, analysisId));
  if (!analysis.report || !analysis.deliveredAt) throw notFound(M.notDelivered);
  return analysis as PortfolioAnalysis & { report: AnalysisReport; deliveredAt: string };
}

/**
 * A new request: refused without a property (there is nothing to analyse) and while another is
 * open. The team and the member are emailed; a failed email is logged, the request stands.
 */
export async function requestAnalysis(
  profile: ProfileItem,
  goals: string,
  now = new Date(),
): Promise<PortfolioAnalysis> {
  const userId = profile.userId;
  const portfolio = await getPortfolio(userId);
  if (portfolio.properties.length === 0) throw badRequest(M.noProperties);
  const analysisId = newItemId(now);
  const item: AnalysisItem = {
    ...keys.portfolioAnalysis(userId, analysisId),
    analysisId,
    userId,
    memberName: `${profile.firstName} ${profile.lastName}`.trim(),
    status: 'solicitado',
    goals,
    requestedAt: now.toISOString(),
  };
  try {
    await writeTransaction([
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.portfolioAnalysisOpen(userId), analysisId },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: { TableName: tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
      },
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.portfolioAnalysisQueue(analysisId, userId), ...queueFields(item) },
        },
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed && error.failed.includes(0)) throw conflict(M.open);
    throw error;
  }
  logger.info('portfolio analysis requested', { userId, analysisId });
  await mailAll(
    [
      analysisTeamEmail(profile, item.goals, portfolio.properties.length),
      analysisReceiptEmail(profile),
    ],
    analysisId,
  );
  return toAnalysis(item);
}

function queueFields(item: AnalysisItem) {
  return {
    userId: item.userId,
    analysisId: item.analysisId,
    memberName: item.memberName,
    requestedAt: item.requestedAt,
    status: item.status,
    ...(item.consultant ? { consultant: item.consultant, consultantId: item.consultantId } : {}),
  };
}

async function mailAll(mails: Parameters<typeof sendMail>[0][], analysisId: string) {
  const results = await Promise.allSettled(mails.map((mail) => sendMail(mail)));
  for (const result of results) {
    if (result.status === 'rejected') {
      logger.error('portfolio analysis email failed', {
        analysisId,
        error: result.reason as Error,
      });
    }
  }
}

/* ── Staff ───────────────────────────────────────────────────────────────── */

/** Requests not yet delivered, oldest first. */
export async function analysisQueue(staffId: string): Promise<StaffAnalysisEntry[]> {
  const entries = await queryAll<{
    userId: string;
    analysisId: string;
    memberName: string;
    requestedAt: string;
    status: PortfolioAnalysis['status'];
    consultant?: Specialist;
    consultantId?: string;
  }>({ pk: PARTITION.portfolioAnalyses });
  return entries.map((entry) => ({
    memberId: entry.userId,
    id: entry.analysisId,
    memberName: entry.memberName,
    requestedAt: entry.requestedAt,
    status: entry.status,
    consultant: entry.consultant ?? null,
    mine: entry.consultantId === staffId,
  }));
}

/** A request with what the consultant works from: the member's portfolio, deal files, ¿Califico?. */
export async function analysisWorkspace(
  staffId: string,
  memberId: string,
  analysisId: string,
): Promise<StaffAnalysisResponse> {
  const item = await readAnalysis(memberId, analysisId);
  const [profile, portfolio, dealFiles, qualification] = await Promise.all([
    readProfile(memberId),
    getPortfolio(memberId),
    listDealFiles(memberId),
    getLatestQualification(memberId),
  ]);
  const member = profile;
  logger.info('staff action', { staffId, action: 'open-analysis', memberId, analysisId });
  return {
    analysis: toAnalysis(item),
    mine: item.consultantId === staffId,
    member: {
      name: member ? `${member.firstName} ${member.lastName}`.trim() : item.memberName,
      email: member?.email ?? '',
    },
    portfolio,
    dealFiles,
    qualification,
  };
}

/**
 * The caller takes the request (or takes it over from another consultant): it shows as in
 * preparation with the caller's name. A delivered one cannot be taken.
 */
export async function takeAnalysis(
  staff: ProfileItem,
  memberId: string,
  analysisId: string,
): Promise<StaffAnalysisResponse> {
  const item = await readAnalysis(memberId, analysisId);
  if (item.status === 'entregado') throw conflict(M.alreadyDelivered);
  const consultant = await staffIdentity(staff);
  const next: AnalysisItem = {
    ...item,
    status: 'en-preparacion',
    consultant,
    consultantId: staff.userId,
  };
  await changeOpen(item, next, [
    'SET #status = :status, consultant = :consultant, consultantId = :staff',
    { ':status': next.status, ':consultant': consultant, ':staff': staff.userId },
  ]);
  logger.info('staff action', {
    staffId: staff.userId,
    action: 'take-analysis',
    memberId,
    analysisId,
  });
  return analysisWorkspace(staff.userId, memberId, analysisId);
}

/**
 * Write a change of an open request to its item and its queue entry together, on the condition
 * that it is still as read (not delivered meanwhile, same consultant).
 */
async function changeOpen(
  before: AnalysisItem,
  after: AnalysisItem,
  [update, values]: [string, Record<string, unknown>],
): Promise<void> {
  try {
    await writeTransaction([
      {
        Update: {
          TableName: tableName,
          Key: keys.portfolioAnalysis(before.userId, before.analysisId),
          UpdateExpression: update,
          ConditionExpression:
            '#status = :was AND (attribute_not_exists(consultantId) OR consultantId = :wasConsultant)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ...values,
            ':was': before.status,
            ':wasConsultant': before.consultantId ?? '-',
          },
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.portfolioAnalysisQueue(before.analysisId, before.userId),
            ...queueFields(after),
          },
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed) throw conflict(M.takenByOther);
    throw error;
  }
}

/**
 * Deliver the report: it must cover every property of the member's portfolio as it stands, once.
 * The report keeps each property's figures at this moment, signed by the consultant (the caller,
 * who takes it if nobody had; another consultant's request is refused). One transaction: the
 * report on the item, the queue entry and the open marker removed. Then the member's email.
 */
export async function deliverAnalysis(
  staff: ProfileItem,
  memberId: string,
  analysisId: string,
  input: AnalysisReportRequest,
  now = new Date(),
): Promise<PortfolioAnalysis> {
  const item = await readAnalysis(memberId, analysisId);
  if (item.status === 'entregado') throw conflict(M.alreadyDelivered);
  if (item.consultantId && item.consultantId !== staff.userId) throw conflict(M.takenByOther);
  const portfolio = await getPortfolio(memberId);
  const byId = new Map(portfolio.properties.map((p) => [p.id, p]));
  const covered = new Set(input.properties.map((p) => p.propertyId));
  if (
    covered.size !== input.properties.length ||
    covered.size !== byId.size ||
    [...covered].some((id) => !byId.has(id))
  ) {
    throw badRequest(M.propertiesMismatch);
  }
  const report: AnalysisReport = {
    summary: input.summary,
    recommendations: input.recommendations,
    properties: input.properties.map((written) => {
      const p = byId.get(written.propertyId)!;
      return {
        propertyId: p.id,
        name: p.name,
        currentValue: p.currentValue,
        loanBalance: p.loanBalance,
        monthlyRent: p.monthlyRent,
        pitia: p.pitia,
        cashFlow: p.cashFlow,
        equity: p.equity,
        findings: written.findings,
        recommendations: written.recommendations,
      };
    }),
    totals: {
      value: portfolio.totals.value,
      debt: portfolio.totals.debt,
      equity: portfolio.totals.equity,
      monthlyCashFlow: portfolio.totals.monthlyCashFlow,
      dscr: portfolio.totals.dscr,
      netWorth: portfolio.netWorth,
    },
  };
  const consultant =
    item.consultant && item.consultantId ? item.consultant : await staffIdentity(staff);
  const deliveredAt = now.toISOString();
  try {
    await writeTransaction([
      {
        Update: {
          TableName: tableName,
          Key: keys.portfolioAnalysis(memberId, analysisId),
          UpdateExpression:
            'SET #status = :done, report = :report, deliveredAt = :at, consultant = :consultant, consultantId = :staff',
          ConditionExpression:
            '#status = :was AND (attribute_not_exists(consultantId) OR consultantId = :staff)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':done': 'entregado',
            ':report': report,
            ':at': deliveredAt,
            ':consultant': consultant,
            ':staff': staff.userId,
            ':was': item.status,
          },
        },
      },
      {
        Delete: {
          TableName: tableName,
          Key: keys.portfolioAnalysisQueue(analysisId, memberId),
        },
      },
      {
        Delete: {
          TableName: tableName,
          Key: keys.portfolioAnalysisOpen(memberId),
          ConditionExpression: 'analysisId = :id',
          ExpressionAttributeValues: { ':id': analysisId },
        },
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed) throw conflict(M.takenByOther);
    throw error;
  }
  logger.info('staff action', {
    staffId: staff.userId,
    action: 'deliver-analysis',
    memberId,
    analysisId,
  });
  const delivered: PortfolioAnalysis = {
    ...toAnalysis(item),
    status: 'entregado',
    consultant,
    deliveredAt,
    report,
  };
  const member = await readProfile(memberId);
  if (member) await mailAll([analysisDeliveredEmail(member, delivered)], analysisId);
  return delivered;
}
