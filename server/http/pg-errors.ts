/** The PostgreSQL error code (SQLSTATE) of a failed query, on PGlite and node-postgres alike. */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}

export const PG_FOREIGN_KEY_VIOLATION = '23503'
export const PG_UNIQUE_VIOLATION = '23505'
