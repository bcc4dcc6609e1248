import type { Transaction } from '../db/client'
import * as schema from '../db/schema'
import * as data from './data/office'
import type { SeededOrganisation } from './organisation'
import { idOf, type SeededReference } from './reference'

const withOrder = <T>(rows: T[]) => rows.map((row, index) => ({ ...row, sort_index: index + 1 }))

/** The office's reference lists: districts, expenses, time slots, frequencies, skills, objectives. */
export async function seedOfficeReference(tx: Transaction, reference: SeededReference, organisation: SeededOrganisation) {
  await tx.insert(schema.districts).values(data.districts.map(({ name, customer }) => ({ name, customer_id: organisation.customers[customer]!.id })))
  const categories = await tx.insert(schema.expenseCategories).values(withOrder(data.expenseCategories.map((name) => ({ name })))).returning()
  const categoryId = new Map(categories.map((row) => [row.name, row.id]))
  await tx.insert(schema.expenseTypes).values(withOrder(data.expenseTypes.map(({ name, category }) => ({ name, category_id: idOf(categoryId, category) }))))
  const slotTypes = await tx.insert(schema.serviceTimeSlotTypes).values(withOrder(data.serviceTimeSlotTypes.map((name) => ({ name })))).returning()
  const slotTypeId = new Map(slotTypes.map((row) => [row.name, row.id]))
  await tx.insert(schema.serviceTimeSlots).values(withOrder(data.serviceTimeSlots.map(({ type, ...slot }) => ({ ...slot, slot_type_id: idOf(slotTypeId, type) }))))
  await tx.insert(schema.serviceFrequencies).values(withOrder(data.serviceFrequencies))
  await tx.insert(schema.dischargeReasons).values(withOrder(data.dischargeReasons.map((name) => ({ name }))))

  const serviceId = new Map(reference.services.map((service) => [service.code, service.id]))
  await tx.insert(schema.skills).values(Object.entries(data.skills).flatMap(([code, names]) => names.map((name) => ({ name, service_id: idOf(serviceId, code) }))))
  const measurements = await tx.select().from(schema.measurementTypes)
  const measurementId = new Map(measurements.map((row) => [row.name, row.id]))
  await tx.insert(schema.objectives).values(
    data.objectives.map(({ measurement, service, ...objective }) => ({
      ...objective,
      measurement_type_id: idOf(measurementId, measurement),
      service_id: service === null ? null : idOf(serviceId, service),
    })),
  )
}
