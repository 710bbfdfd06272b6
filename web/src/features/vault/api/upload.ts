import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiJson } from '@/lib/api-client';
import {
  isAcceptedType,
  VAULT_LIMITS,
  VAULT_MESSAGES,
  type UploadResponse,
  type VaultFile,
} from '@shared/api/vault-catalog';
import { VAULT_QUERY_KEY } from './get-vault';

/** Browsers on some systems give a HEIC photo no type: its extension says what it is. */
function typeOf(file: File): string {
  if (file.type) return file.type;
  const ext = file.name.split('.').pop()?.toLowerCase();
  if (ext === 'heic') return 'image/heic';
  if (ext === 'heif') return 'image/heif';
  if (ext === 'pdf') return 'application/pdf';
  return 'application/octet-stream';
}

export class UploadRefused extends Error {
  override name = 'UploadRefused';
}

/**
 * The browser's PUT straight to the bucket with the presigned URL, reporting progress (fetch has
 * no upload progress: XMLHttpRequest does).
 */
function putWithProgress(
  upload: UploadResponse,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', upload.uploadUrl);
    for (const [name, value] of Object.entries(upload.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new UploadRefused('No se pudo subir el archivo. Inténtalo de nuevo.'));
    xhr.onerror = () => reject(new UploadRefused('Error de conexión al subir el archivo.'));
    xhr.send(file);
  });
}

/** Ask for a presigned PUT, upload with progress, then ask the server to check and record it. */
async function uploadToVault(
  file: File,
  documentId: string | null,
  onProgress: (fraction: number) => void,
): Promise<VaultFile> {
  const contentType = typeOf(file);
  // Said at once rather than after the upload; the server checks the real bytes anyway.
  if (!isAcceptedType(contentType)) throw new UploadRefused(VAULT_MESSAGES.typeRefused);
  if (file.size > VAULT_LIMITS.maxFileBytes) throw new UploadRefused(VAULT_MESSAGES.tooLarge);
  const upload = await apiJson<UploadResponse>('POST', '/api/vault/uploads', {
    fileName: file.name.slice(0, VAULT_LIMITS.nameMax),
    contentType,
    size: file.size,
    documentId,
  });
  await putWithProgress(upload, file, onProgress);
  return apiJson<VaultFile>('POST', `/api/vault/files/${encodeURIComponent(upload.id)}/complete`);
}

export interface UploadState {
  /** 0..1 while a file goes up; null when idle. */
  progress: number | null;
  fileName: string | null;
}

/** One item's uploads, one file after another, with the progress of the current one. */
export function useVaultUpload(documentId: string | null) {
  const client = useQueryClient();
  const [state, setState] = useState<UploadState>({ progress: null, fileName: null });
  async function upload(files: File[]): Promise<{ done: VaultFile[]; errors: unknown[] }> {
    const done: VaultFile[] = [];
    const errors: unknown[] = [];
    for (const file of files) {
      setState({ progress: 0, fileName: file.name });
      try {
        done.push(
          await uploadToVault(file, documentId, (p) =>
            setState({ progress: p, fileName: file.name }),
          ),
        );
      } catch (error) {
        errors.push(error);
      }
    }
    setState({ progress: null, fileName: null });
    await client.invalidateQueries({ queryKey: VAULT_QUERY_KEY });
    return { done, errors };
  }
  return { ...state, upload, busy: state.progress !== null };
}
