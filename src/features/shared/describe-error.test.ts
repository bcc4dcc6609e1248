import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../sync/api-errors'
import { describeError } from './describe-error'

describe('describeError', () => {
  it('says how long to wait after too many sign-in attempts, from Retry-After', async () => {
    i18n.load('es', {})
    i18n.activate('es')
    const response = new Response(JSON.stringify({ code: 'too_many_attempts', message: 'x' }), { status: 429, headers: { 'Retry-After': '601' } })
    const error = await ApiError.fromResponse(response)
    expect(describeError(i18n, error)).toBe('Demasiados intentos de inicio de sesión. Intente de nuevo en 11 minutos.')
    const soon = await ApiError.fromResponse(new Response(JSON.stringify({ code: 'too_many_attempts', message: 'x' }), { status: 429, headers: { 'Retry-After': '20' } }))
    expect(describeError(i18n, soon)).toBe('Demasiados intentos de inicio de sesión. Intente de nuevo en 1 minuto.')
  })

  it('calls an expired sign-in "acceso", not "sesión" (a session is a therapy record)', async () => {
    const error = await ApiError.fromResponse(new Response(JSON.stringify({ code: 'invalid_refresh_token', message: 'x' }), { status: 401 }))
    expect(describeError(i18n, error)).toBe('Su acceso expiró. Inicie sesión de nuevo.')
  })
})
