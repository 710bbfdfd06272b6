import { downloadBlob } from '@/lib/download-blob';

/** A letter as the PDF the server answers, with the file name it gives. */
export interface LetterFile {
  blob: Blob;
  fileName: string;
}

export async function asFile(res: Response): Promise<LetterFile> {
  const disposition = res.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'carta.pdf';
  return { blob: await res.blob(), fileName };
}

export function downloadFile({ blob, fileName }: LetterFile): void {
  downloadBlob(blob, fileName);
}
