import { db, tableName } from '../commons/db.ts';
import { REPORT_TYPES, type ReportType } from '../../shared/api/pro-catalog.ts';
import type { ReportTemplate, TemplateBody } from '../../shared/api/pro.ts';
import { keys, userPk, PREFIX } from '../commons/keys.ts';

/**
 * Report templates, one per report type. Items: pk USER#<id>, sk TEMPLATE#<type>.
 * Access patterns: all of a user's templates (query on the prefix); save one (put, replacing).
 */
export async function listTemplates(userId: string): Promise<ReportTemplate[]> {
  const result = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': PREFIX.template },
    Limit: REPORT_TYPES.length,
  });
  return (result.Items ?? []).map((item) => ({
    reportType: item.reportType as ReportType,
    ...(JSON.parse(String(item.templateJson)) as TemplateBody),
    savedDate: String(item.savedDate),
  }));
}

export async function saveTemplate(
  userId: string,
  reportType: ReportType,
  body: TemplateBody,
  now: Date = new Date(),
): Promise<ReportTemplate> {
  const template: ReportTemplate = { reportType, ...body, savedDate: now.toISOString() };
  // The fields are stored as JSON text: empty ones ('') are not storable as attributes locally.
  await db.put({
    TableName: tableName,
    Item: {
      ...keys.template(userId, reportType),
      reportType,
      templateJson: JSON.stringify(body),
      savedDate: template.savedDate,
    },
  });
  return template;
}
