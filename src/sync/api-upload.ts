import { isApiErrorBody } from '../domain/errors'
import { apiUrl } from './api-base'
import { screenLanguage, withAccessToken } from './api-client'
import { ApiError, NetworkError } from './api-errors'

interface Answer {
  status: number
  text: string
}

/**
 * POSTs a multipart form and reports how much of it has gone (0 to 1): the file uploads (the
 * downloads area, a visit log's scan, a visit import). Through XMLHttpRequest, not fetch: only it
 * reports upload progress in every browser. The token is the api client's (withAccessToken: read
 * at send time, renewed once on 401); a non-2xx answer becomes an ApiError with the server's code.
 */
export async function apiUpload<T>(path: string, form: FormData, onProgress: (fraction: number) => void): Promise<T> {
  const answer = await withAccessToken((accessToken) => post(path, form, accessToken, onProgress))
  const body = parsed(answer.text)
  if (answer.status >= 200 && answer.status < 300) return body as T
  // A proxy's HTML error page has no code: the status says enough.
  throw new ApiError(answer.status, isApiErrorBody(body) ? body : { code: `http_${answer.status}`, message: '' })
}

function post(path: string, form: FormData, accessToken: string, onProgress: (fraction: number) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', apiUrl(path))
    request.setRequestHeader('Authorization', `Bearer ${accessToken}`)
    request.setRequestHeader('Accept', 'application/json')
    const language = screenLanguage()
    if (language) request.setRequestHeader('Accept-Language', language)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    request.onload = () => resolve({ status: request.status, text: request.responseText })
    request.onerror = () => reject(new NetworkError(new Error('upload failed')))
    request.send(form)
  })
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text || 'null') as unknown
  } catch {
    return null
  }
}
