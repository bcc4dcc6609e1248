import * as v from 'valibot'

/** The first code per top-level field of a failed parse (our schemas use codes as messages). */
export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_'
    errors[key] ??= issue.input === undefined ? 'required' : issue.message
  }
  return errors
}
