import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '../../i18n/locale'
import { ApiError } from '../../sync/api-errors'
import { describeError } from './describe-error'

afterEach(async () => {
  await activateLocale('es')
})

describe('describeError', () => {
  it('says how many minutes to wait after too many sign-in attempts, in the person’s language', async () => {
    await activateLocale('es')
    const blocked = (seconds: number) => new ApiError(429, { code: 'too_many_attempts', message: 'x', retry_after_seconds: seconds })
    expect(describeError(i18n, blocked(600))).toContain('en 10 minutos')
    expect(describeError(i18n, blocked(30))).toContain('en 1 minuto.')
    await activateLocale('en-US')
    expect(describeError(i18n, blocked(61))).toBe('Too many sign-in attempts. Try again in 2 minutes.')
  })

  it('words a part of the app that could not be fetched (offline on a fresh device) as no connection', () => {
    const chunkError = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/commands-x.js')
    expect(describeError(i18n, chunkError)).toBe('Sin conexión con el servidor. Intente de nuevo cuando tenga señal.')
  })

  it('words an expired refresh token like an expired session', async () => {
    await activateLocale('es')
    expect(describeError(i18n, new ApiError(401, { code: 'refresh_token_expired', message: 'x' }))).toBe('Su acceso expiró. Inicie sesión de nuevo.')
  })
})

describe('describeError: words for the sign-in', () => {
  it('calls an expired sign-in "acceso", not "sesión" (a session is a therapy record)', async () => {
    const error = await ApiError.fromResponse(new Response(JSON.stringify({ code: 'invalid_refresh_token', message: 'x' }), { status: 401 }))
    expect(describeError(i18n, error)).toBe('Su acceso expiró. Inicie sesión de nuevo.')
  })
})
