import { http, HttpResponse } from 'msw';
import {
  DEAL_FILE_MESSAGES,
  dealFileInputSchema,
  type DealFile,
  type DealFileListResponse,
} from '@shared/api/deal-files';
import { analyseDeal } from '@shared/finance/deal-analysis';
import { invalid, message } from './answers';
import { newItemId } from './ids';

let files: DealFile[] = [];

export function resetDealFiles(): void {
  files = [];
}

/** The member's deal files (shared/api/deal-files.ts): the analysis computed on every read. */
export const dealFileHandlers = [
  http.get('/api/deal-files', () =>
    HttpResponse.json<DealFileListResponse>({
      dealFiles: files.map(({ analysis, ...file }) => ({
        ...file,
        figures: {
          cashInvested: analysis.cashInvested,
          monthlyCashFlow: analysis.monthlyCashFlow,
          cashOnCash: analysis.cashOnCash,
          capRate: analysis.capRate,
          lenderDscr: analysis.lenderDscr,
          irr: analysis.irr,
        },
      })),
    }),
  ),

  http.post('/api/deal-files', async ({ request }) => {
    const parsed = dealFileInputSchema.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    const now = new Date().toISOString();
    const file: DealFile = {
      id: newItemId(),
      inputs: parsed.data,
      analysis: analyseDeal(parsed.data),
      createdAt: now,
      updatedAt: now,
      portfolioPropertyId: null,
      qualification: null,
    };
    files.unshift(file);
    return HttpResponse.json({ id: file.id }, { status: 201 });
  }),

  http.get('/api/deal-files/:id', ({ params }) => {
    const file = files.find((f) => f.id === params.id);
    return file ? HttpResponse.json(file) : message(404, DEAL_FILE_MESSAGES.notFound);
  }),

  http.put('/api/deal-files/:id', async ({ params, request }) => {
    const index = files.findIndex((f) => f.id === params.id);
    if (index < 0) return message(404, DEAL_FILE_MESSAGES.notFound);
    const parsed = dealFileInputSchema.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    const file: DealFile = {
      ...files[index]!,
      inputs: parsed.data,
      analysis: analyseDeal(parsed.data),
      updatedAt: new Date().toISOString(),
    };
    files[index] = file;
    return HttpResponse.json(file);
  }),
];
