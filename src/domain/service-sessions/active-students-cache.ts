import { ACTIVE_STUDENT_CACHE_MS } from '../constants'

/**
 * Spec §4: a provider's active students (or a supervisor's supervised students) are reused from
 * the cache only when the caller asks for it, the copy is under 1 hour old, and it belongs to
 * the same provider or supervisor; otherwise they are fetched again (detailLevel extended).
 */
export function canReuseActiveStudents(args: {
  useCache: boolean
  owner: string
  cached: { owner: string; fetchedAt: number } | undefined
  now: number
}): boolean {
  const { useCache, owner, cached, now } = args
  return useCache && cached !== undefined && cached.owner === owner && now - cached.fetchedAt < ACTIVE_STUDENT_CACHE_MS
}

/** The cache key of a view: a provider's own students or a supervisor's supervised ones. */
export function activeStudentsOwner(mode: 'provider' | 'supervisor', id: number): string {
  return `${mode}:${id}`
}
