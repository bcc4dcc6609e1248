import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'
import { ApiError } from '../../sync/api-errors'

/**
 * Puts the server's field codes (`errors` of a 409/422 answer) on the form's own fields, so the
 * person sees each next to what she typed. Answers whether any field got one (otherwise the
 * caller says what went wrong in a snackbar). Only fields the form has are marked.
 */
export function showServerFieldErrors<TValues extends FieldValues>(error: unknown, fields: readonly FieldPath<TValues>[], setError: UseFormSetError<TValues>): boolean {
  if (!(error instanceof ApiError) || !error.body.errors) return false
  let shown = false
  for (const [field, code] of Object.entries(error.body.errors)) {
    if (!fields.includes(field as FieldPath<TValues>)) continue
    setError(field as FieldPath<TValues>, { type: 'server', message: code }, { shouldFocus: !shown })
    shown = true
  }
  return shown
}
