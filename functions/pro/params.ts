import { badRequest, notFound } from '../commons/errors.ts';
import type { ApiRequest } from '../commons/http.ts';
import { isItemId } from '../../shared/api/item-id.ts';
import {
  isAnalysisTool,
  isReportType,
  PRO_MESSAGES,
  type AnalysisTool,
  type ReportType,
} from '../../shared/api/pro-catalog.ts';

/** The {tool} path parameter: roi, evaluator or scenarios (404 otherwise, like an unknown path). */
export function toolParam(req: ApiRequest): AnalysisTool {
  const tool = req.params.tool;
  if (!isAnalysisTool(tool)) throw notFound(PRO_MESSAGES.unknownTool);
  return tool;
}

/** The {id} path parameter; a malformed id cannot name anything the user has. */
export function idParam(req: ApiRequest, missing: string): string {
  const id = req.params.id;
  if (!isItemId(id)) throw notFound(missing);
  return id;
}

/** The {reportType} path parameter of a template. */
export function reportTypeParam(req: ApiRequest): ReportType {
  const type = req.params.reportType;
  if (!isReportType(type)) throw badRequest(PRO_MESSAGES.templateTypeRequired);
  return type;
}
