import type { UploadAnswer } from '../../../domain/downloads/types'
import { isApiErrorBody } from '../../../domain/errors'
import { readSession } from '../../../db/session'
import { apiUrl } from '../../../sync/api-base'
import { ApiError, NetworkError, SessionExpiredError } from '../../../sync/api-errors'
import { refreshAccessToken } from '../../../sync/token-refresh'

/**
 * POST /downloads/upload (multipart files, targetPath). Through XMLHttpRequest, not fetch: only it
 * reports upload progress in every browser. targetPath goes before the files, because the server
 * reads the body as it arrives. An expired token is renewed once, as apiFetch does.
 */
export async function uploadFiles(targetPath: string, files: readonly File[], onProgress: (fraction: number) => void): Promise<UploadAnswer> {
  const form = new FormData()
  form.append('targetPath', targetPath)
  for (const file of files) form.append('files', file, file.name)
  const session = await readSession()
  if (!session || session.status !== 'active') throw new SessionExpiredError()
  let answer = await send(form, session.accessToken, onProgress)
  if (answer.status === 401) {
    const outcome = await refreshAccessToken(session.accessToken)
    if (outcome === 'signed-out') throw new SessionExpiredError()
    if (outcome === 'unreachable') throw new NetworkError(new Error('token refresh unreachable'))
    const renewed = await readSession()
    if (!renewed || renewed.status !== 'active') throw new SessionExpiredError()
    answer = await send(form, renewed.accessToken, onProgress)
  }
  const body: unknown = answer.text ? safeJson(answer.text) : null
  if (answer.status < 200 || answer.status >= 300) {
    throw new ApiError(answer.status, isApiErrorBody(body) ? body : { code: `http_${answer.status}`, message: '' })
  }
  return body as UploadAnswer
}

function send(form: FormData, token: string, onProgress: (fraction: number) => void): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', apiUrl('/downloads/upload'))
    request.setRequestHeader('Authorization', `Bearer ${token}`)
    request.setRequestHeader('Accept', 'application/json')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    request.onload = () => resolve({ status: request.status, text: request.responseText })
    request.onerror = () => reject(new NetworkError(new Error('upload failed')))
    request.send(form)
  })
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}
