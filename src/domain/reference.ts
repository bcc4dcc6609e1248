/**
 * Reference lists (spec §3 "preloaded at login" and §7 "Public"). The browser keeps a copy of
 * each in IndexedDB so that screens can draw them offline.
 */

export interface NamedItem {
  id: number
  name: string
}

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

export type ReferenceListName = keyof typeof REFERENCE_LISTS

export interface ReferenceListItems {
  services: ServiceItem[]
  genders: NamedItem[]
  impediments: NamedItem[]
  academicYears: AcademicYearItem[]
  academicGrades: GradeItem[]
  municipalities: MunicipalityItem[]
  locationTypes: NamedItem[]
  measurementTypes: NamedItem[]
  referralEventTypes: NamedItem[]
}
