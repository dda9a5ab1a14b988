import type { ListRequestInput } from '@wb/shared/list/list-query';

export interface ExportProgress {
  bytes: number;
}

/** The file name the server suggests in Content-Disposition. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Downloads the server's export of the filtered view, reporting bytes as they arrive, then
 * hands the file to the browser. It runs outside any component: leaving the page does not
 * stop it.
 */
export async function downloadExport(
  path: string,
  request: ListRequestInput,
  format: 'csv' | 'xlsx',
  onProgress: (p: ExportProgress) => void,
  signal: AbortSignal,
  /** The list's other query parameters (e.g. a report's period). */
  extra: Record<string, string | number | boolean | undefined> = {},
): Promise<string> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(extra)) {
    if (value !== undefined) params.set(key, String(value));
  }
  params.set('format', format);
  params.set('list', JSON.stringify(request));
  const response = await fetch(`${path}?${params.toString()}`, {
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? response.statusText);
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    onProgress({ bytes });
  }
  const name = fileNameOf(response, `export.${format}`);
  const url = URL.createObjectURL(
    new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? '' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
