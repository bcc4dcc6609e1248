import { ensureBuiltInRoles } from '../permissions/built-in-roles'
import type { Transaction } from '../db/client'
import * as schema from '../db/schema'
import type { lookupTable } from '../db/schema/lookup'
import { englishName } from './data/english-names'
import * as data from './data/reference'
import { addDays } from './random'

type LookupTable = ReturnType<typeof lookupTable>

async function insertLookup(tx: Transaction, table: LookupTable, names: string[]) {
  const rows = await tx
    .insert(table)
    .values(names.map((name, index) => ({ name, name_en: englishName(name), sort_index: index + 1 })))
    .returning()
  return new Map(rows.map((row) => [row.name, row.id]))
}

/**
 * Academic years run July to June: the previous, the current and the next around `today` — the
 * deltas -1, 0 and 1 of spec §9 (a year further out would hold plans no tab shows).
 */
function academicYearsAround(today: string) {
  const [year, month] = today.split('-').map(Number) as [number, number]
  const currentStart = month >= 7 ? year : year - 1
  return [-1, 0, 1].map((delta) => {
    const start = currentStart + delta
    return {
      name: `${start}-${start + 1}`,
      start_date: `${start}-07-01`,
      end_date: `${start + 1}-06-30`,
      plans_start: addDays(`${start}-07-01`, -61),
    }
  })
}

export async function seedReference(tx: Transaction, today: string) {
  await tx.insert(schema.companies).values({
    id: 1,
    name: 'Terapias Educativas del Caribe',
    short_name: 'Terapias Caribe',
    home_dir: 'terapias-caribe',
    colors: { primary: '#1976d2', secondary: '#ff8f00' },
    compatibility_mode: false,
  })
  await tx.insert(schema.companyModules).values(data.companyModules)

  const genders = await insertLookup(tx, schema.genders, data.genders)
  const impediments = await insertLookup(tx, schema.impediments, data.impediments)
  const locationTypes = await insertLookup(tx, schema.locationTypes, data.locationTypes)
  const contactMethods = await insertLookup(tx, schema.contactMethods, data.contactMethods)
  await insertLookup(tx, schema.daysOfWeek, data.daysOfWeek)
  await insertLookup(tx, schema.referralEventTypes, data.referralEventTypes)
  await tx.insert(schema.measurementTypes).values(data.measurementTypes.map(({ name, kind }, index) => ({ name, name_en: englishName(name), kind, sort_index: index + 1 })))
  await insertLookup(tx, schema.progressLevels, data.progressLevels)
  const grades = await insertLookup(tx, schema.academicGrades, data.academicGrades)
  const providerStatuses = await insertLookup(tx, schema.providerStatuses, data.providerStatuses)
  const referralStatuses = await insertLookup(tx, schema.referralStatuses, data.referralStatuses)
  const licenseTypes = await insertLookup(tx, schema.licenseTypes, data.licenseTypes)
  const specialtyFeatures = await insertLookup(tx, schema.specialtyFeatures, data.specialtyFeatures)

  const municipalityRows = await tx
    .insert(schema.municipalities)
    .values(Object.entries(data.municipalitiesByRegion).flatMap(([region, names]) => names.map((name) => ({ name, region }))))
    .returning()
  const academicYears = await tx.insert(schema.academicYears).values(academicYearsAround(today)).returning()
  // The periods a plan is discussed in: the two semesters of the academic year (July–December, January–June).
  await tx.insert(schema.planPeriods).values([
    { name: 'Primer semestre', name_en: 'First semester', sort_index: 1, first_month: 1, last_month: 6 },
    { name: 'Segundo semestre', name_en: 'Second semester', sort_index: 2, first_month: 7, last_month: 12 },
  ])
  const disciplines = await tx.insert(schema.disciplines).values(data.disciplines).returning()
  const disciplineId = (index: number) => disciplines[index - 1]?.id ?? null
  const services = await tx
    .insert(schema.services)
    .values(data.services.map(({ discipline, ...service }) => ({ ...service, name_en: englishName(service.name), discipline_id: disciplineId(discipline) })))
    .returning()
  const specialties = await tx
    .insert(schema.specialties)
    .values(data.specialties.map(({ discipline, ...specialty }) => ({ ...specialty, name_en: englishName(specialty.name), discipline_id: disciplineId(discipline) })))
    .returning()
  await ensureBuiltInRoles(tx)
  const roles = await tx.select().from(schema.roles)

  return {
    genders,
    impediments,
    locationTypes,
    contactMethods,
    grades,
    providerStatuses,
    referralStatuses,
    licenseTypes,
    specialtyFeatures,
    municipalities: new Map(municipalityRows.map((row) => [row.name, row.id])),
    currentAcademicYear: academicYears[1]!,
    services,
    specialties,
    roles: new Map(roles.map((row) => [row.name, row.id])),
  }
}

export type SeededReference = Awaited<ReturnType<typeof seedReference>>

/** Looks a seeded name up, failing loudly on a typo in the seed data. */
export function idOf(map: Map<string, number>, name: string): number {
  const id = map.get(name)
  if (id === undefined) throw new Error(`Seed data names an unknown item: ${name}`)
  return id
}
