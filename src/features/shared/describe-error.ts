import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { ApiError, NetworkError, SessionExpiredError } from '../../sync/api-errors'
import { UnsyncedChangesError } from '../../db/sign-out'

/**
 * The server sends codes; the app turns codes into words (in the person's language). A code
 * the app does not know falls back to the server's own Spanish message.
 */
const API_CODES = {
  invalid_credentials: msg`Correo electrónico o contraseña incorrectos.`,
  too_many_attempts: msg`Demasiados intentos de inicio de sesión. Intente de nuevo más tarde.`,
  refresh_token_reused: msg`La sesión se cerró por seguridad. Inicie sesión de nuevo.`,
  invalid_refresh_token: msg`La sesión expiró. Inicie sesión de nuevo.`,
  unauthenticated: msg`Inicie sesión para continuar.`,
  forbidden: msg`No tiene permiso para esta acción.`,
  not_found: msg`No se encontró lo que busca.`,
  payload_too_large: msg`La solicitud supera el tamaño permitido.`,
  internal_error: msg`Ocurrió un error inesperado en el servidor. Intente de nuevo.`,
} as const

/** Validation codes of our valibot schemas, for form fields. */
const FIELD_CODES = {
  required: msg`Este campo es obligatorio.`,
  invalid_email: msg`Escriba un correo electrónico válido.`,
  too_long: msg`El texto es demasiado largo.`,
} as const

export function describeFieldError(i18n: I18n, code: string): string {
  const descriptor = FIELD_CODES[code as keyof typeof FIELD_CODES]
  return descriptor ? i18n._(descriptor) : i18n._(msg`El valor no es válido.`)
}

export function describeError(i18n: I18n, error: unknown): string {
  if (error instanceof NetworkError) return i18n._(msg`Sin conexión con el servidor. Intente de nuevo cuando tenga señal.`)
  if (error instanceof SessionExpiredError) return i18n._(msg`La sesión expiró. Inicie sesión de nuevo.`)
  if (error instanceof UnsyncedChangesError) {
    const count = error.count
    return i18n._(
      msg`${plural(count, {
        one: 'Hay # cambio sin enviar en este dispositivo. Envíelo antes de cambiar de usuario.',
        other: 'Hay # cambios sin enviar en este dispositivo. Envíelos antes de cambiar de usuario.',
      })}`,
    )
  }
  if (error instanceof ApiError) {
    const descriptor = API_CODES[error.code as keyof typeof API_CODES]
    return descriptor ? i18n._(descriptor) : error.message
  }
  return i18n._(msg`Ocurrió un error inesperado. Intente de nuevo.`)
}
