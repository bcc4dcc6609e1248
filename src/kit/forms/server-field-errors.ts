import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'
import { ApiError } from '../../sync/api-errors'

/**
 * Puts the server's field codes (`errors` of a 409/422 answer) on the form's own fields, so the
 * person sees each next to what she typed. Answers whether any field got one (otherwise the
 * caller says what went wrong in a snackbar). Only fields the form holds are marked.
 */
export function showServerFieldErrors<TValues extends FieldValues>(error: unknown, form: Pick<UseFormReturn<TValues, unknown, never>, 'getValues' | 'setError'>): boolean {
  if (!(error instanceof ApiError) || !error.body.errors) return false
  const fields = new Set(Object.keys(form.getValues()))
  let shown = false
  for (const [field, code] of Object.entries(error.body.errors)) {
    if (!fields.has(field)) continue
    form.setError(field as FieldPath<TValues>, { type: 'server', message: code }, { shouldFocus: !shown })
    shown = true
  }
  return shown
}
