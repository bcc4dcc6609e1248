import { db } from '../../db/database'
import type { ActiveStudentsMode } from '../../sync/active-students'

/** The active-students tab: service type 1 (therapy) or 2 (evaluation), spec §1. */
export type StudentsTab = 'therapy' | 'evaluation'

/** Spec §2: each view remembers the last tab and the last service, provider and location. */
export interface StudentsView {
  tab: StudentsTab
  serviceId: number | null
  locationId: number | null
  providerId: number | null
}

export const DEFAULT_VIEW: StudentsView = { tab: 'therapy', serviceId: null, locationId: null, providerId: null }

const keyOf = (mode: ActiveStudentsMode) => `active-students-view:${mode}`

export async function readStudentsView(mode: ActiveStudentsMode): Promise<StudentsView> {
  const stored = (await db.preferences.get(keyOf(mode)))?.value as Partial<StudentsView> | undefined
  return { ...DEFAULT_VIEW, ...stored }
}

export async function saveStudentsView(mode: ActiveStudentsMode, view: StudentsView): Promise<void> {
  await db.preferences.put({ key: keyOf(mode), value: view })
}
