import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ApiError } from '../../sync/api-errors'
import { describeError, describeFieldError, type MoreCodes } from '../../kit/errors/describe-error'

/** The codes of the standard texts and saved phrases, in words. */
export const BOILERPLATE_CODES: MoreCodes = {
  category_taken: msg`Ya existe una categoría con ese nombre.`,
  category_in_use: msg`La categoría tiene textos: muévalos a otra categoría o elimínelos antes.`,
  too_many_items: msg`Ya guardó el máximo de frases de este tipo. Elimine alguna antes de añadir otra.`,
}

export function describeBoilerplateError(i18n: I18n, error: unknown): string {
  const descriptor = error instanceof ApiError ? BOILERPLATE_CODES[error.code] : undefined
  return descriptor ? i18n._(descriptor) : describeError(i18n, error)
}

export const describeBoilerplateField = (i18n: I18n) => (code: string) => describeFieldError(i18n, code, BOILERPLATE_CODES)
