import { pgErrorCode } from './pg-errors'

/**
 * What the server may write to its log about a failure: the error's kind, the database's
 * SQLSTATE code and where in our code it happened. Never the message of a database error (the
 * driver's "Failed query: … params: …" carries the values: notes, e-mail addresses, addresses),
 * never a body, a token or a header.
 */
export function describeForLog(error: unknown): string {
  if (!(error instanceof Error)) return typeof error
  const code = pgErrorCode(error)
  const fromDatabase = code !== undefined || /failed query/i.test(error.message)
  const head = fromDatabase ? `${error.name} (database${code ? ` ${code}` : ''})` : `${error.name}: ${error.message.split('\n')[0]}`
  // The frames only: the stack's first lines repeat the message (several lines, with the params).
  const frames = (error.stack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
    .slice(0, 5)
    .join(' | ')
  return frames ? `${head} at ${frames}` : head
}

export function logFailure(scope: string, error: unknown, context: Record<string, string | number | undefined> = {}): void {
  const where = Object.entries(context)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ')
  console.error(`[${scope}] ${where} ${describeForLog(error)}`.replace(/\s+/g, ' ').trim())
}
