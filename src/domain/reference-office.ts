import type { NamedItem } from './named'

/** Reference lists of the office (spec §7 "Reference data"), read with a bearer token. */

export interface CustomerItem extends NamedItem {
  short_name: string
  region: string
}

/** A school district inside a customer (educational region). */
export interface DistrictItem extends NamedItem {
  customer_id: number
}

export interface DisciplineItem extends NamedItem {
  diagnostic_impressions: string[]
}

export type ExpenseCategoryItem = NamedItem

export interface ExpenseTypeItem extends NamedItem {
  category_id: number
}

export interface ServiceTimeSlotItem extends NamedItem {
  slot_type_id: number
  /** HH:mm, within 06:00–20:00. */
  start_time: string
  end_time: string
}
