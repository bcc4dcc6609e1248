import { readSession } from '../../../db/session'
import type { VisitImportStarted } from '../../../domain/visit-imports/visit-imports'
import { apiUrl } from '../../../sync/api-base'
import { ApiError, NetworkError, SessionExpiredError } from '../../../sync/api-errors'
import { refreshAccessToken } from '../../../sync/token-refresh'

/**
 * POST /service-visits/periods/{id}/imports (multipart `file`, optional `to_date`) with upload
 * progress: fetch cannot report how much of a body has gone, XMLHttpRequest can. The answer
 * comes at once (202, or 200 with `repeated` for a file already imported); the screen then
 * polls the import's processed rows. The token is read at send time and renewed once on 401.
 */
export async function startVisitImport(periodId: number, file: File, toDate: string, onProgress: (fraction: number) => void): Promise<VisitImportStarted> {
  const token = await accessToken()
  const first = await send(periodId, file, toDate, onProgress, token)
  if (first.status !== 401) return answer(first)
  const outcome = await refreshAccessToken(token)
  if (outcome === 'unreachable') throw new NetworkError(new Error('token refresh unreachable'))
  if (outcome === 'signed-out') throw new SessionExpiredError()
  return answer(await send(periodId, file, toDate, onProgress, await accessToken()))
}

async function accessToken(): Promise<string> {
  const session = await readSession()
  if (!session || session.status !== 'active') throw new SessionExpiredError()
  return session.accessToken
}

function answer(response: { status: number; text: string }): VisitImportStarted {
  let parsed: unknown = null
  try {
    parsed = JSON.parse(response.text || 'null')
  } catch {
    // A proxy's HTML error page: the status says enough.
  }
  if (response.status >= 200 && response.status < 300) return parsed as VisitImportStarted
  const body = parsed && typeof parsed === 'object' && 'code' in parsed ? (parsed as ApiError['body']) : { code: `http_${response.status}`, message: '' }
  throw new ApiError(response.status, body)
}

function send(periodId: number, file: File, toDate: string, onProgress: (fraction: number) => void, token: string): Promise<{ status: number; text: string }> {
  const form = new FormData()
  form.set('file', file, file.name)
  if (toDate) form.set('to_date', toDate)
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', apiUrl(`/service-visits/periods/${periodId}/imports`))
    request.setRequestHeader('Authorization', `Bearer ${token}`)
    request.setRequestHeader('Accept', 'application/json')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () => resolve({ status: request.status, text: request.responseText })
    request.onerror = () => reject(new NetworkError(new Error('upload failed')))
    request.send(form)
  })
}
