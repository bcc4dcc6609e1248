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

  it('words an expired refresh token like an expired session', async () => {
    await activateLocale('es')
    expect(describeError(i18n, new ApiError(401, { code: 'refresh_token_expired', message: 'x' }))).toBe('La sesión expiró. Inicie sesión de nuevo.')
  })
})
