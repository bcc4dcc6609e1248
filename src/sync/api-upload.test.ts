import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/support/fake-api'
import { providerUser, tokens } from '../../test/support/fixtures'
import { saveSignIn } from '../db/session'
import { apiUpload } from './api-upload'
import { ApiError, SessionExpiredError } from './api-errors'

/** An XMLHttpRequest that reports half the body sent and answers what the test queued for it. */
class FakeUpload {
  static sent: FakeUpload[] = []
  static answers: { status: number; text: string }[] = []
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  status = 0
  responseText = ''
  url = ''
  headers: Record<string, string> = {}
  open(_method: string, url: string) {
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send() {
    FakeUpload.sent.push(this)
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 })
    const answer = FakeUpload.answers.shift()!
    this.status = answer.status
    this.responseText = answer.text
    queueMicrotask(() => this.onload?.())
  }
}

beforeEach(() => {
  FakeUpload.sent = []
  FakeUpload.answers = []
  vi.stubGlobal('XMLHttpRequest', FakeUpload)
})
afterEach(() => vi.unstubAllGlobals())

const expired = { status: 401, text: JSON.stringify({ code: 'token_expired', message: 'x' }) }

describe('apiUpload', () => {
  it('reports progress, and renews an expired token through the api client before sending again', async () => {
    const api = fakeApi()
    api.on('POST /auth/token', { body: tokens('2') })
    await saveSignIn(tokens('1'), providerUser)
    FakeUpload.answers = [expired, { status: 201, text: JSON.stringify({ id: 7 }) }]
    const progress: number[] = []

    await expect(apiUpload('/provider-location-visit-logs', new FormData(), (fraction) => progress.push(fraction))).resolves.toEqual({ id: 7 })
    expect(FakeUpload.sent.map((request) => request.headers.Authorization)).toEqual(['Bearer access-1', 'Bearer access-2'])
    expect(FakeUpload.sent[1]!.url).toMatch(/\/provider-location-visit-logs$/)
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /auth/token'])
    expect(progress).toEqual([0.5, 0.5])
  })

  it('asks to sign in again when the refresh is refused', async () => {
    const api = fakeApi()
    api.on('POST /auth/token', { status: 401, body: { code: 'invalid_refresh_token', message: 'x' } })
    await saveSignIn(tokens('1'), providerUser)
    FakeUpload.answers = [expired]
    await expect(apiUpload('/downloads/upload', new FormData(), () => undefined)).rejects.toBeInstanceOf(SessionExpiredError)
  })

  it("turns a refusal into an ApiError with the server's code, and a proxy's page into its status", async () => {
    fakeApi()
    await saveSignIn(tokens('1'), providerUser)
    FakeUpload.answers = [
      { status: 422, text: JSON.stringify({ code: 'file_too_large', message: 'x' }) },
      { status: 502, text: '<html>Bad gateway</html>' },
    ]
    const refused = await apiUpload('/downloads/upload', new FormData(), () => undefined).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ApiError)
    expect((refused as ApiError).code).toBe('file_too_large')
    const proxied = await apiUpload('/downloads/upload', new FormData(), () => undefined).catch((error: unknown) => error)
    expect((proxied as ApiError).code).toBe('http_502')
  })
})
