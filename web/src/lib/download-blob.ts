/**
 * Save a Blob under a file name through a temporary link (what the browser calls a download): the
 * PDFs, letters, calendar invitations and example CSV the app makes or fetches.
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the file before the URL is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
