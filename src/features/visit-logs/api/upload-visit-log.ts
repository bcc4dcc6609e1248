import { readSession } from '../../../db/session'
import type { VisitLog } from '../../../domain/visit-logs/types'
import { apiUrl } from '../../../sync/api-base'
import { ApiError, NetworkError, SessionExpiredError } from '../../../sync/api-errors'
import { refreshAccessToken } from '../../../sync/token-refresh'
import { logged } from '../../../kit/workflow/logged'

export interface VisitLogUpload {
  provider_id: number
  location_id: number
  year: number
  month: number
  notes?: string | null
  file: File
}

/**
 * POST /provider-location-visit-logs (multipart, the scan in `file`) with upload progress:
 * fetch cannot report how much of a body has gone, XMLHttpRequest can. The token is read at send
 * time and renewed once on 401, as apiFetch does.
 */
export function uploadVisitLog(upload: VisitLogUpload, onProgress: (fraction: number) => void): Promise<VisitLog> {
  return logged('visit-logs.create', async () => {
    const token = await accessToken()
    const first = await send(upload, onProgress, token)
    if (first.status !== 401) return answer(first)
    const outcome = await refreshAccessToken(token)
    if (outcome === 'unreachable') throw new NetworkError(new Error('token refresh unreachable'))
    if (outcome === 'signed-out') throw new SessionExpiredError()
    return answer(await send(upload, onProgress, await accessToken()))
  })
}

async function accessToken(): Promise<string> {
  const session = await readSession()
  if (!session || session.status !== 'active') throw new SessionExpiredError()
  return session.accessToken
}

function answer(response: { status: number; text: string }): VisitLog {
  let parsed: unknown = null
  try {
    parsed = JSON.parse(response.text || 'null')
  } catch {
    // A proxy's HTML error page: the status says enough.
  }
  if (response.status >= 200 && response.status < 300) return parsed as VisitLog
  const body = parsed && typeof parsed === 'object' && 'code' in parsed ? (parsed as ApiError['body']) : { code: `http_${response.status}`, message: '' }
  throw new ApiError(response.status, body)
}

function send(upload: VisitLogUpload, onProgress: (fraction: number) => void, token: string): Promise<{ status: number; text: string }> {
  const form = new FormData()
  form.set('provider_id', String(upload.provider_id))
  form.set('location_id', String(upload.location_id))
  form.set('year', String(upload.year))
  form.set('month', String(upload.month))
  if (upload.notes) form.set('notes', upload.notes)
  form.set('file', upload.file, upload.file.name)
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', apiUrl('/provider-location-visit-logs'))
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
