import { http, HttpResponse } from 'msw';
import {
  ANALYSIS_FORM_SCHEMAS,
  saveAnalysisSchema,
  type AnalysisListResponse,
  type SavedAnalysis,
} from '@shared/api/pro';
import type { ActivityResponse, AnalysisTool } from '@shared/api/pro-catalog';
import { MESSAGES } from '@shared/messages';
import { invalid, message } from './answers';
import { newItemId } from './ids';

const NOT_FOUND = 'No encontramos ese análisis. Puede que lo hayas eliminado.';

let analyses: SavedAnalysis[] = [];

export function resetPro(): void {
  analyses = [];
}

const isTool = (value: unknown): value is AnalysisTool =>
  typeof value === 'string' && value in ANALYSIS_FORM_SCHEMAS;

/** The Pro tools' saved analyses (GET/POST /api/pro/analyses/{tool}, GET …/{id}) and activity. */
export const proHandlers = [
  http.get('/api/pro/activity', () => HttpResponse.json<ActivityResponse>({ activity: [] })),

  http.get('/api/pro/analyses/:tool', ({ params }) => {
    if (!isTool(params.tool)) return message(404, MESSAGES.notFound);
    return HttpResponse.json<AnalysisListResponse>({
      analyses: analyses.filter((a) => a.tool === params.tool),
    });
  }),

  http.post('/api/pro/analyses/:tool', async ({ params, request }) => {
    const tool = params.tool;
    if (!isTool(tool)) return message(404, MESSAGES.notFound);
    const parsed = saveAnalysisSchema(tool).safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    const now = new Date().toISOString();
    const saved = {
      id: newItemId(),
      tool,
      name: parsed.data.name,
      inputs: parsed.data.inputs,
      createdAt: now,
      updatedAt: now,
    } as SavedAnalysis;
    analyses.unshift(saved);
    return HttpResponse.json(saved, { status: 201 });
  }),

  http.get('/api/pro/analyses/:tool/:id', ({ params }) => {
    const found = analyses.find((a) => a.tool === params.tool && a.id === params.id);
    return found ? HttpResponse.json(found) : message(404, NOT_FOUND);
  }),
];
