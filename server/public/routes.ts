import { asc } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { COMPANY_TIME_ZONE } from '../../src/domain/constants'
import { companyTimeNow, companyToday } from '../../src/domain/rules/company-time'
import type { AppDeps, AppEnv } from '../app-env'
import {
  academicGrades,
  contactMethods,
  daysOfWeek,
  genders,
  impediments,
  locationTypes,
  measurementTypes,
  municipalities,
  planPeriods,
  progressLevels,
  referralEventTypes,
  services,
} from '../db/schema'
import type { lookupTable } from '../db/schema/lookup'
import { notFound } from '../http/errors'
import { access } from '../permissions/access'
import { queryWith } from '../http/validate'
import { localName, requestLanguage, varyByLanguage, type ReferenceLanguage } from '../reference/language'
import { listAcademicYears } from './academic-years'
import { loadCompany } from './company'

const AcademicYearsQuery = v.object({
  /** Optional comma-separated deltas, e.g. "-1,0,1". */
  deltas: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^-?\d+(,-?\d+)*$/, 'invalid_deltas'),
      v.transform((value) => value.split(',').map(Number)),
    ),
  ),
})

/** Reference data anyone may read without signing in (spec §6 and §7 "Public"). */
const REFERENCE = access({ public: 'reference data (spec §6 public endpoints)' })

export function publicRoutes(deps: AppDeps) {
  const { db } = deps
  const lookup = (table: ReturnType<typeof lookupTable>) => async (language: ReferenceLanguage) =>
    db.select({ id: table.id, name: localName(table, language) }).from(table).orderBy(asc(table.sort_index), asc(table.id))

  // Reference names answer in the caller's language; every public answer may be cached, so all say so.
  const routes = new Hono<AppEnv>()
    .use(varyByLanguage)
    .get('/company', REFERENCE, async (c) => {
      const company = await loadCompany(db)
      if (!company) throw notFound('La compañía no está configurada.')
      return c.json(company)
    })
    .get('/timestamp', REFERENCE, (c) => {
      const now = deps.now()
      return c.json({ timestamp: now.toISOString(), date: companyToday(now), time: companyTimeNow(now), time_zone: COMPANY_TIME_ZONE })
    })
    .get('/academic-years', REFERENCE, async (c) => {
      const { deltas } = queryWith(c, AcademicYearsQuery)
      const years = await listAcademicYears(db, deps.now())
      return c.json(deltas ? years.filter((year) => deltas.includes(year.delta)) : years)
    })
    .get('/academic-years/names-map', REFERENCE, async (c) => {
      const years = await listAcademicYears(db, deps.now())
      return c.json(Object.fromEntries(years.map((year) => [year.id, year.name])))
    })
    .get('/academic-grades', REFERENCE, async (c) =>
      c.json(
        await db
          .select({ id: academicGrades.id, name: localName(academicGrades, requestLanguage(c)), sort_index: academicGrades.sort_index })
          .from(academicGrades)
          .orderBy(asc(academicGrades.sort_index)),
      ),
    )
    .get('/municipalities', REFERENCE, async (c) => c.json(await db.select().from(municipalities).orderBy(asc(municipalities.name))))
    .get('/services', REFERENCE, async (c) =>
      c.json(
        await db
          .select({ id: services.id, name: localName(services, requestLanguage(c)), type_id: services.type_id, discipline_id: services.discipline_id })
          .from(services)
          // Ordered by the Spanish name in both languages, so the list keeps its order on a switch.
          .orderBy(asc(services.type_id), asc(services.name)),
      ),
    )

  const lookups: Array<[string, ReturnType<typeof lookupTable>]> = [
    ['/locations/types', locationTypes],
    ['/contact-methods', contactMethods],
    ['/days-of-week', daysOfWeek],
    ['/referrals/events/types', referralEventTypes],
    ['/intervention-plans/progress-levels', progressLevels],
    ['/genders', genders],
    ['/impediments', impediments],
  ]
  for (const [path, table] of lookups) {
    const read = lookup(table)
    routes.get(path, REFERENCE, async (c) => c.json(await read(requestLanguage(c))))
  }
  // Each measurement type with the kind of value it records (src/domain/plans/objective-data.ts).
  routes.get('/intervention-plans/objectives/measurement-types', REFERENCE, async (c) =>
    c.json(
      await db
        .select({ id: measurementTypes.id, name: localName(measurementTypes, requestLanguage(c)), kind: measurementTypes.kind })
        .from(measurementTypes)
        .orderBy(asc(measurementTypes.sort_index), asc(measurementTypes.id)),
    ),
  )
  // The periods a plan is discussed in (the two semesters), for the office's discussion filters.
  routes.get('/intervention-plans/periods', REFERENCE, async (c) =>
    c.json(await db.select({ id: planPeriods.id, name: localName(planPeriods, requestLanguage(c)) }).from(planPeriods).orderBy(asc(planPeriods.sort_index), asc(planPeriods.id))),
  )
  return routes
}
