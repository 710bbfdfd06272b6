import { downloadBlob } from './download-blob';

/** What became of a file the member asked to share. */
export type ShareOutcome = 'shared' | 'cancelled' | 'downloaded';

export interface FileToShare {
  blob: Blob;
  fileName: string;
  /** The MIME type the receiving app sees (the Blob's own when omitted). */
  type?: string;
  title: string;
  text?: string;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Hands a generated file to the system share sheet (Web Share Level 2, with files) where the
 * browser can share that file; otherwise, or when the sheet refuses (the click's user activation
 * expired while the file was being made, the target rejects the type), downloads it so the
 * member can attach it themselves. Closing the sheet is a choice, not a failure: 'cancelled'.
 */
export async function shareOrDownloadFile(file: FileToShare): Promise<ShareOutcome> {
  const shared = new File([file.blob], file.fileName, {
    type: file.type ?? (file.blob.type || 'application/octet-stream'),
  });
  const data: ShareData = { files: [shared], title: file.title };
  if (file.text) data.text = file.text;
  if (typeof navigator.share === 'function' && navigator.canShare?.({ files: [shared] })) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
      // Any other refusal (NotAllowedError, DataError): the download below still hands it over.
    }
  }
  downloadBlob(shared, file.fileName);
  return 'downloaded';
}
