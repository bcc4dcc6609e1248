import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { showSnackbar } from '../../components/snackbar'
import { ApiError } from '../../sync/api-errors'
import { describeError, describeErrorCode, type MoreCodes } from '../../kit/errors/describe-error'
import { OFFICE_FIELD_CODES } from '../../kit/office/field-codes'
import { showServerFieldErrors } from '../../kit/forms/server-field-errors'

/** The codes of the user and password calls, in words (fields and whole answers). */
export const USER_CODES: MoreCodes = {
  ...OFFICE_FIELD_CODES,
  password_too_short: msg`La contraseña debe tener al menos 8 caracteres.`,
  password_too_common: msg`Esa contraseña es demasiado común. Elija otra.`,
  password_unchanged: msg`La nueva contraseña debe ser distinta de la actual.`,
  wrong_password: msg`La contraseña actual no es correcta.`,
  passwords_differ: msg`Las contraseñas no coinciden.`,
  email_taken: msg`Ya existe un usuario con ese correo electrónico.`,
  provider_account_taken: msg`Ese proveedor ya tiene una cuenta.`,
  last_administrator: msg`No se puede quitar el último administrador global.`,
}

/** An answer of the user calls in words: its own codes first, then the app's usual ones. */
export function describeUserError(i18n: I18n, error: unknown): string {
  if (error instanceof ApiError && USER_CODES[error.code]) return describeErrorCode(i18n, error.code, error.message, USER_CODES)
  return describeError(i18n, error)
}

/**
 * A refused save: field codes beside their fields (a taken e-mail beside the e-mail), anything
 * else in a snackbar.
 */
export function reportFormError<TValues extends FieldValues>(i18n: I18n, error: unknown, form: Pick<UseFormReturn<TValues, unknown, never>, 'getValues' | 'setError'>): void {
  const fieldOfCode: Record<string, string> = { email_taken: 'email' }
  const field = error instanceof ApiError ? fieldOfCode[error.code] : undefined
  if (field && field in form.getValues()) {
    form.setError(field as never, { type: 'server', message: (error as ApiError).code }, { shouldFocus: true })
    return
  }
  if (!showServerFieldErrors(error, form)) showSnackbar(describeUserError(i18n, error), 'error')
}
