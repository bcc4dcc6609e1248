import { db } from '../../db/database'

/**
 * Forms being filled in are kept on the device as the person types, so closing the app, a
 * reload or a dead battery does not lose half a session. One draft per form ("new" or an id).
 */
export function draftKey(sessionId: string | null, referralId?: number, expected?: { date: string; scheduleId: number }): string {
  // A new session expected by a schedule keeps its own draft, so it opens with that day and time.
  if (sessionId === null && referralId !== undefined && expected) return `session-form:new:referral-${referralId}:schedule-${expected.scheduleId}:${expected.date}`
  // A new session started from a student's row keeps its own draft, so it opens with that student.
  if (sessionId === null && referralId !== undefined) return `session-form:new:referral-${referralId}`
  return `session-form:${sessionId ?? 'new'}`
}

export async function saveDraft(key: string, data: unknown): Promise<void> {
  await db.drafts.put({ key, data, updatedAt: new Date().toISOString() })
}

export async function readDraft<T>(key: string): Promise<T | undefined> {
  return (await db.drafts.get(key))?.data as T | undefined
}

export async function discardDraft(key: string): Promise<void> {
  await db.drafts.delete(key)
}
