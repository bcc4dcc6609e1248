import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { ApiError, NetworkError, SessionExpiredError } from '../../sync/api-errors'
import { UnsyncedChangesError } from '../../db/unsynced-changes-error'
import { isChunkLoadError } from './chunk-reload'

/**
 * The server sends codes; the app turns codes into words (in the person's language). A code
 * the app does not know falls back to the server's own Spanish message.
 */
const API_CODES = {
  invalid_credentials: msg`Correo electrónico o contraseña incorrectos.`,
  too_many_attempts: msg`Demasiados intentos de inicio de sesión. Intente de nuevo más tarde.`,
  refresh_token_reused: msg`Su acceso se cerró por seguridad. Inicie sesión de nuevo.`,
  invalid_refresh_token: msg`Su acceso expiró. Inicie sesión de nuevo.`,
  refresh_token_expired: msg`Su acceso expiró. Inicie sesión de nuevo.`,
  unauthenticated: msg`Inicie sesión para continuar.`,
  forbidden: msg`No tiene permiso para esta acción.`,
  not_found: msg`No se encontró lo que busca.`,
  payload_too_large: msg`La solicitud supera el tamaño permitido.`,
  internal_error: msg`Ocurrió un error inesperado en el servidor. Intente de nuevo.`,
  validation_failed: msg`Algunos datos no son válidos. Revise los campos marcados.`,
  version_conflict: msg`Este registro cambió en el servidor mientras usted lo editaba.`,
  unknown_reference: msg`Algún dato seleccionado ya no existe. Elija otro.`,
  already_deleted: msg`El registro ya había sido eliminado.`,
} as const

/** Validation codes of our valibot schemas, for form fields. */
const FIELD_CODES = {
  required: msg`Este campo es obligatorio.`,
  invalid_email: msg`Escriba un correo electrónico válido.`,
  too_long: msg`El texto es demasiado largo.`,
  invalid_id: msg`Seleccione una opción.`,
  invalid_date: msg`Escriba una fecha válida.`,
  date_out_of_range: msg`La fecha está fuera del rango permitido.`,
  invalid_characters: msg`El texto contiene caracteres no permitidos.`,
} as const

/**
 * Codes only some screens use, with their words, kept beside those screens (and in their
 * catalog) so the first screen does not carry them: e.g. the session form's.
 */
export type MoreCodes = Readonly<Record<string, MessageDescriptor>>

export function describeFieldError(i18n: I18n, code: string, more: MoreCodes = {}): string {
  const descriptor = more[code] ?? FIELD_CODES[code as keyof typeof FIELD_CODES]
  return descriptor ? i18n._(descriptor) : i18n._(msg`El valor no es válido.`)
}

/** A code the server or the device recorded (e.g. the last error of a refused change), in words. */
export function describeErrorCode(i18n: I18n, code: string, fallback: string, more: MoreCodes = {}): string {
  const descriptor = more[code] ?? API_CODES[code as keyof typeof API_CODES] ?? FIELD_CODES[code as keyof typeof FIELD_CODES]
  return descriptor ? i18n._(descriptor) : fallback
}

/** The browser refused to store more (IndexedDB quota): as a DOMException, or inside Dexie's error. */
export function isQuotaExceeded(error: unknown): boolean {
  const named = (value: unknown) => (value as { name?: unknown } | null)?.name === 'QuotaExceededError'
  return named(error) || named((error as { inner?: unknown } | null)?.inner)
}

/**
 * The device's database cannot be opened again (after the browser closed the connection on its
 * own, or its storage failed): only a reload recovers. A transaction merely aborted by such a
 * close is not this: Dexie reopens on the next operation, so trying again is enough.
 */
export function isStorageUnavailable(error: unknown): boolean {
  const named = (value: unknown) => ['OpenFailedError', 'DatabaseClosedError', 'MissingAPIError'].includes(String((value as { name?: unknown } | null)?.name))
  return named(error) || named((error as { inner?: unknown } | null)?.inner)
}

export function describeError(i18n: I18n, error: unknown): string {
  if (isStorageUnavailable(error)) {
    return i18n._(msg`No se puede abrir el almacenamiento del dispositivo. Recargue la página; lo escrito sigue en pantalla hasta entonces.`)
  }
  if (isQuotaExceeded(error)) {
    return i18n._(
      msg`No hay espacio suficiente en el dispositivo para guardar. Libere espacio (fotos, videos, otras aplicaciones) e intente de nuevo; lo escrito sigue en pantalla.`,
    )
  }
  // The device's own check of a change (the same schema the server uses) refused it.
  if ((error as { name?: unknown } | null)?.name === 'ValiError') return i18n._(API_CODES.validation_failed)
  // A part of the app that could not be fetched (offline before the service worker cached it) is
  // a connection problem to the person too.
  if (error instanceof NetworkError || isChunkLoadError(error)) return i18n._(msg`Sin conexión con el servidor. Intente de nuevo cuando tenga señal.`)
  if (error instanceof SessionExpiredError) return i18n._(msg`Su acceso expiró. Inicie sesión de nuevo.`)
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
    const retryAfter = error.body.retry_after_seconds
    if (error.code === 'too_many_attempts' && typeof retryAfter === 'number' && retryAfter > 0) {
      const minutes = Math.ceil(retryAfter / 60)
      return i18n._(
        msg`${plural(minutes, {
          one: 'Demasiados intentos de inicio de sesión. Intente de nuevo en # minuto.',
          other: 'Demasiados intentos de inicio de sesión. Intente de nuevo en # minutos.',
        })}`,
      )
    }
    const descriptor = API_CODES[error.code as keyof typeof API_CODES]
    return descriptor ? i18n._(descriptor) : error.message
  }
  return i18n._(msg`Ocurrió un error inesperado. Intente de nuevo.`)
}
