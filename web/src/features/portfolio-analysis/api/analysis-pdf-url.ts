import { apiPath } from '@/lib/api-paths';

/** The delivered analysis's PDF (a plain link: the browser downloads it with the session cookie). */
export const analysisPdfUrl = (id: string) =>
  apiPath('/api/elite/portfolio-analyses/{id}/pdf', { id });
