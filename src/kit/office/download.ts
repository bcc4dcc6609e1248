import { apiFetch, type ApiRequest } from '../../sync/api-client'
import { ApiError } from '../../sync/api-errors'

/**
 * Binary documents (spec §7): the file is saved on the device only when the server answers
 * exactly 200. Any other answer (a 204, a redirect, a 4xx/5xx with the server's JSON error) is
 * thrown as an ApiError, so the screen shows the server's own message instead of saving an
 * error page as "report.pdf".
 */
export async function fetchDocument(path: string, request: ApiRequest = {}): Promise<{ blob: Blob; filename: string | null }> {
  const response = await apiFetch(path, { ...request, headers: { Accept: '*/*', ...request.headers } })
  if (response.status !== 200) throw await ApiError.fromResponse(response)
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('Content-Disposition')) }
}

/** The file name of a Content-Disposition header (RFC 6266: filename* in UTF-8 first). */
export function filenameOf(header: string | null): string | null {
  if (!header) return null
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)
  if (encoded) return decodeURIComponent(encoded[1]!.trim())
  const plain = /filename="?([^";]+)"?/i.exec(header)
  return plain ? plain[1]!.trim() : null
}

/** Hands a blob to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // The click has started the download; the object URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** Fetches a binary document and saves it (only on HTTP 200); throws the server's error otherwise. */
export async function downloadDocument(path: string, fallbackName: string, request: ApiRequest = {}): Promise<void> {
  const { blob, filename } = await fetchDocument(path, request)
  saveBlob(blob, filename ?? fallbackName)
}
