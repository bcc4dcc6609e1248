/**
 * Whether two answers of the server are equal as sent (the same answer serializes the same way).
 * Used to skip writes of unchanged records: every write wakes the screens that watch the table.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
