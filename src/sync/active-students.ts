import { activeStudentsOwner, canReuseActiveStudents } from '../domain/service-sessions/active-students-cache'
import type { ActiveStudent } from '../domain/service-sessions/types'
import { db } from '../db/database'
import { apiJson } from './api-client'

export type ActiveStudentsMode = 'provider' | 'supervisor'

/**
 * Makes sure the device holds the active students of a provider (or of the providers a
 * supervisor supervises), following the cache rule of spec §4. Answers where the list came
 * from; offline, the stored copy stays (whatever its age) and the caller says so on screen.
 */
export async function loadActiveStudents(
  mode: ActiveStudentsMode,
  id: number,
  options: { useCache: boolean; now?: number },
): Promise<'cache' | 'server'> {
  const owner = activeStudentsOwner(mode, id)
  const now = options.now ?? Date.now()
  const cached = await db.caches.get(owner)
  if (canReuseActiveStudents({ useCache: options.useCache, owner, cached: cached && { owner: cached.key, fetchedAt: cached.fetchedAt }, now })) {
    return 'cache'
  }
  const query = mode === 'provider' ? `provider_id=${id}` : `supervisor_id=${id}`
  const students = await apiJson<ActiveStudent[]>(`/referrals/active-students?${query}&detailLevel=extended`)
  await saveActiveStudents(owner, students, now)
  return 'server'
}

/** Replaces an owner's stored students in one transaction (never a half-replaced list). */
export async function saveActiveStudents(owner: string, students: ActiveStudent[], now: number): Promise<void> {
  await db.transaction('rw', db.activeStudents, db.caches, async () => {
    await db.activeStudents.where('owner').equals(owner).delete()
    await db.activeStudents.bulkPut(students.map((student) => ({ ...student, owner })))
    await db.caches.put({ key: owner, fetchedAt: now, detailLevel: 'extended' })
  })
}
