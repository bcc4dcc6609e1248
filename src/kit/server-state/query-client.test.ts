import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '../../sync/api-errors'
import { shouldRetry } from './query-client'

describe('shouldRetry', () => {
  it('retries a server error or a lost connection at most twice, never an answer of 4xx', () => {
    const serverError = new ApiError(503, { code: 'http_503', message: 'x' })
    expect(shouldRetry(0, serverError)).toBe(true)
    expect(shouldRetry(1, new NetworkError(new Error('reset')))).toBe(true)
    expect(shouldRetry(2, serverError)).toBe(false)
    expect(shouldRetry(0, new ApiError(404, { code: 'not_found', message: 'x' }))).toBe(false)
    expect(shouldRetry(0, new ApiError(403, { code: 'forbidden', message: 'x' }))).toBe(false)
    expect(shouldRetry(0, new Error('bug'))).toBe(false)
  })
})
