import type { NamedItem } from './named'
import type { MeasurementKind } from './plans/objective-data'
import type { DurationItem, SessionOutcomeItem, VisitOutcomeItem } from './service-sessions/types'

/**
 * Reference lists (spec §3 "preloaded at login" and §7 "Public"). The browser keeps a copy of
 * each in IndexedDB so that screens can draw them offline.
 */

export type { NamedItem }

export interface ServiceItem extends NamedItem {
  /** 1 therapy, 2 evaluation (spec §9). */
  type_id: number
  discipline_id: number | null
}

export interface AcademicYearItem extends NamedItem {
  /** -1 previous, 0 current, 1 next, relative to today in the company's time zone. */
  delta: number
  /** ISO timestamp of the first day of the year. */
  timestamp: string
  start_date: string
  end_date: string
  key_dates: { plans_start: string }
}

/**
 * A measurement type with the kind its values take (src/domain/plans/objective-data.ts). The
 * list is stored as the server sent it; a copy fetched before kinds existed lacks `kind`, and
 * nothing guesses it: the session form then offers those objectives without a value to enter.
 */
export interface MeasurementTypeItem extends NamedItem {
  kind?: MeasurementKind
}

export interface MunicipalityItem extends NamedItem {
  region: string
}

export interface GradeItem extends NamedItem {
  sort_index: number
}

/** The lists preloaded after login, by the name the replica stores them under. */
export const REFERENCE_LISTS = {
  services: '/public/services',
  genders: '/public/genders',
  impediments: '/public/impediments',
  academicYears: '/public/academic-years',
  academicGrades: '/public/academic-grades',
  municipalities: '/public/municipalities',
  locationTypes: '/public/locations/types',
  measurementTypes: '/public/intervention-plans/objectives/measurement-types',
  referralEventTypes: '/public/referrals/events/types',
} as const

/** Lists only a signed-in provider needs (the session form), fetched with the access token. */
export const PROVIDER_LISTS = {
  sessionTypes: '/service-sessions/types',
  sessionOutcomes: '/service-sessions/outcomes',
  visitOutcomes: '/service-sessions/visit-outcomes',
  durations: '/services/durations',
} as const

export type PublicListName = keyof typeof REFERENCE_LISTS
export type ProviderListName = keyof typeof PROVIDER_LISTS
export type ReferenceListName = PublicListName | ProviderListName

export interface ReferenceListItems {
  services: ServiceItem[]
  genders: NamedItem[]
  impediments: NamedItem[]
  academicYears: AcademicYearItem[]
  academicGrades: GradeItem[]
  municipalities: MunicipalityItem[]
  locationTypes: NamedItem[]
  measurementTypes: MeasurementTypeItem[]
  referralEventTypes: NamedItem[]
  sessionTypes: NamedItem[]
  sessionOutcomes: SessionOutcomeItem[]
  visitOutcomes: VisitOutcomeItem[]
  durations: DurationItem[]
}
