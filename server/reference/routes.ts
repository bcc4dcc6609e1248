import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { CustomerItem, DisciplineItem, DistrictItem, ExpenseTypeItem, ServiceTimeSlotItem } from '../../src/domain/reference-office'
import type { NamedItem } from '../../src/domain/reference'
import type { AppDeps, AppEnv } from '../app-env'
import { customers, disciplines, districts, expenseCategories, expenseTypes, serviceTimeSlots, serviceTimeSlotTypes } from '../db/schema'
import { notFound } from '../http/errors'
import { pathId } from '../core/path-id'
import { access } from '../permissions/access'

/** Reference lists every signed-in account reads (forms and filters). */
const REFERENCE = access({ signedIn: 'reference data' })

/**
 * Office reference lists (spec §7 "Reference data"): small, read by any signed-in user, answered
 * whole (they are lookups for forms and filters, not lists a person pages through).
 */
export function customerRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', REFERENCE, async (c) => {
    const rows: CustomerItem[] = await deps.db
      .select({ id: customers.id, name: customers.name, short_name: customers.short_name, region: customers.region })
      .from(customers)
      .orderBy(asc(customers.name))
    return c.json(rows)
  })
}

export function districtRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', REFERENCE, async (c) => {
    const rows: DistrictItem[] = await deps.db.select().from(districts).orderBy(asc(districts.customer_id), asc(districts.name))
    return c.json(rows)
  })
}

export function disciplineRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', REFERENCE, async (c) => c.json(await deps.db.select().from(disciplines).orderBy(asc(disciplines.name))))
    .get('/:id', REFERENCE, async (c) => {
      const [row]: DisciplineItem[] = await deps.db.select().from(disciplines).where(eq(disciplines.id, pathId(c, 'id')))
      if (!row) throw notFound('La disciplina no existe.')
      return c.json(row)
    })
}

export function expenseTypeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', REFERENCE, async (c) => {
    const rows: ExpenseTypeItem[] = await deps.db
      .select({ id: expenseTypes.id, name: expenseTypes.name, category_id: expenseTypes.category_id })
      .from(expenseTypes)
      .orderBy(asc(expenseTypes.sort_index), asc(expenseTypes.id))
    return c.json(rows)
  })
}

export function expenseCategoryRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/categories', REFERENCE, async (c) => {
    const rows: NamedItem[] = await deps.db
      .select({ id: expenseCategories.id, name: expenseCategories.name })
      .from(expenseCategories)
      .orderBy(asc(expenseCategories.sort_index), asc(expenseCategories.id))
    return c.json(rows)
  })
}

export function serviceTimeSlotRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', REFERENCE, async (c) => {
      const rows: ServiceTimeSlotItem[] = await deps.db
        .select({
          id: serviceTimeSlots.id,
          name: serviceTimeSlots.name,
          slot_type_id: serviceTimeSlots.slot_type_id,
          start_time: serviceTimeSlots.start_time,
          end_time: serviceTimeSlots.end_time,
        })
        .from(serviceTimeSlots)
        .orderBy(asc(serviceTimeSlots.start_time), asc(serviceTimeSlots.id))
      return c.json(rows)
    })
    .get('/time-slot-types', REFERENCE, async (c) => {
      const rows: NamedItem[] = await deps.db
        .select({ id: serviceTimeSlotTypes.id, name: serviceTimeSlotTypes.name })
        .from(serviceTimeSlotTypes)
        .orderBy(asc(serviceTimeSlotTypes.sort_index), asc(serviceTimeSlotTypes.id))
      return c.json(rows)
    })
}
