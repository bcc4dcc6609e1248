import { useLiveQuery } from 'dexie-react-hooks'
import { activeStudentsOwner } from '../../domain/service-sessions/active-students-cache'
import type { PlanDetail } from '../../domain/plans/offline'
import type { AcademicYearItem, MeasurementTypeItem, NamedItem, ServiceItem } from '../../domain/reference'
import type { DurationItem, SessionOutcomeItem, VisitOutcomeItem } from '../../domain/service-sessions/types'
import { db, type ActiveStudentRecord } from '../../db/database'
import { readReferenceList } from '../../db/reference-lists'

/** What the session screens show choices and names from, all read from the device. */
export interface SessionLookups {
  /** The provider's active students (the form's locations, services and students come from them). */
  students: ActiveStudentRecord[]
  sessionTypes: NamedItem[]
  sessionOutcomes: SessionOutcomeItem[]
  visitOutcomes: VisitOutcomeItem[]
  durations: DurationItem[]
  services: ServiceItem[]
  /** The provider's plans on the device (src/db/plans.ts) and what finds the one in force (plan-objectives.ts). */
  plans: PlanDetail[]
  academicYears: AcademicYearItem[]
  measurementTypes: MeasurementTypeItem[]
}

/** `undefined` while loading; lists not fetched yet are empty. */
export function useSessionLookups(providerId: number): SessionLookups | undefined {
  return useLiveQuery(async () => {
    const owner = activeStudentsOwner('provider', providerId)
    const [students, sessionTypes, sessionOutcomes, visitOutcomes, durations, services, plans, academicYears, measurementTypes] = await Promise.all([
      db.activeStudents.where('owner').equals(owner).toArray(),
      readReferenceList('sessionTypes'),
      readReferenceList('sessionOutcomes'),
      readReferenceList('visitOutcomes'),
      readReferenceList('durations'),
      readReferenceList('services'),
      db.plans.where('owner').equals(owner).toArray(),
      readReferenceList('academicYears'),
      readReferenceList('measurementTypes'),
    ])
    return {
      students,
      sessionTypes: sessionTypes ?? [],
      sessionOutcomes: sessionOutcomes ?? [],
      visitOutcomes: visitOutcomes ?? [],
      durations: durations ?? [],
      services: services ?? [],
      plans: plans.map(({ owner: _owner, ...plan }) => plan),
      academicYears: academicYears ?? [],
      measurementTypes: measurementTypes ?? [],
    }
  }, [providerId])
}
