import { confirmationWindow, isConfirmationDue } from '../../src/domain/specialties/confirmation'
import type { Transaction } from '../db/client'
import * as schema from '../db/schema'
import { hashPassword } from '../auth/passwords'
import * as data from './data/organisation'
import { DEMO_PASSWORD } from './password'
import { addDays } from './random'
import { idOf, type SeededReference } from './reference'

/**
 * A demo confirmation `daysAgo` days before today, or null for never confirmed. A date that would
 * make the confirmation due today (in the 1 May–31 August window, a date before 1 May) becomes
 * 1 May instead, so the demo's confirmed specialties stay confirmed whenever the demo starts.
 */
export function seedConfirmation(today: string, daysAgo: number | null): string | null {
  if (daysAgo === null) return null
  const date = addDays(today, -daysAgo)
  return isConfirmationDue(date, today) ? confirmationWindow(today).opens : date
}

export async function seedOrganisation(tx: Transaction, reference: SeededReference, today: string) {
  const customers = await tx.insert(schema.customers).values(data.customers).returning()
  const locations = await tx
    .insert(schema.locations)
    .values(
      data.locations.map((location, index) => ({
        name: location.name,
        type_id: idOf(reference.locationTypes, location.type),
        customer_id: location.customer === null ? null : customers[location.customer]!.id,
        municipality_id: idOf(reference.municipalities, location.municipality),
        school_code: location.school_code,
        address: `Carr. ${100 + index * 7} Km ${(index % 9) + 1}.${index % 10}, ${location.municipality}, PR`,
        phone: `(787) 555-${String(2000 + index * 13).padStart(4, '0')}`,
      })),
    )
    .returning()

  const providerIds: number[] = []
  const specialtiesByProvider = new Map<number, Array<{ id: number; discipline_id: number | null }>>()
  const activeStatus = idOf(reference.providerStatuses, 'Activo')
  for (const provider of data.providers) {
    const [row] = await tx
      .insert(schema.providers)
      .values({
        first_name: provider.first_name,
        last_name: provider.last_name,
        external_name: `${provider.last_name.split(' ')[0]!.toUpperCase()}, ${provider.first_name.toUpperCase()}`,
        email: provider.email,
        phone: provider.phone,
        provider_status_id: provider.status === 1 ? activeStatus : idOf(reference.providerStatuses, 'Inactivo'),
        municipality_id: idOf(reference.municipalities, provider.municipality),
      })
      .returning()
    providerIds.push(row!.id)
    const seeded: Array<{ id: number; discipline_id: number | null }> = []
    for (const specialty of provider.specialties) {
      const specialtyRow = reference.specialties.find((candidate) => candidate.name === specialty.specialty)
      if (!specialtyRow) throw new Error(`Unknown specialty in seed: ${specialty.specialty}`)
      const [inserted] = await tx
        .insert(schema.providerSpecialties)
        .values({
          provider_id: row!.id,
          specialty_id: specialtyRow.id,
          license_type_id: idOf(reference.licenseTypes, 'Licencia regular'),
          license_number: specialty.license,
          license_expiration: addDays(today, specialty.expires),
          telehealth_license_number: specialty.telehealth,
          telehealth_license_expiration: specialty.telehealthExpires === null ? null : addDays(today, specialty.telehealthExpires),
          start_year: specialty.startYear,
          insurance_expiration: addDays(today, specialty.insurance),
          confirmed_by_provider_at: seedConfirmation(today, specialty.confirmed),
        })
        .returning()
      await tx.insert(schema.providerSpecialtyFeatures).values([
        { provider_specialty_id: inserted!.id, specialty_feature_id: idOf(reference.specialtyFeatures, 'Bilingüe (español e inglés)'), value: true },
        { provider_specialty_id: inserted!.id, specialty_feature_id: idOf(reference.specialtyFeatures, 'Telepráctica'), value: specialty.telehealth !== null },
      ])
      seeded.push({ id: inserted!.id, discipline_id: specialtyRow.discipline_id })
    }
    specialtiesByProvider.set(row!.id, seeded)
  }

  await tx.insert(schema.providerSupervisions).values(
    data.supervisions.map(({ supervisor, provider }) => ({ supervisor_id: providerIds[supervisor]!, provider_id: providerIds[provider]! })),
  )

  // Accounts: the office user plus the providers the demo signs in as.
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  for (const staff of data.staffUsers) {
    const [user] = await tx
      .insert(schema.users)
      .values({ email: staff.email, password_hash: passwordHash, first_name: staff.first_name, last_name: staff.last_name })
      .returning()
    await tx.insert(schema.userRoles).values(
      staff.roles.map(({ role, customer }) => ({
        user_id: user!.id,
        role_id: idOf(reference.roles, role),
        customer_id: customer === null ? null : customers[customer]!.id,
      })),
    )
  }
  const providerAccounts = ['terapeuta@example.com', 'terapeuta2@example.com', 'supervisor@example.com']
  for (const [index, provider] of data.providers.entries()) {
    if (!providerAccounts.includes(provider.email)) continue
    await tx.insert(schema.users).values({
      email: provider.email,
      password_hash: passwordHash,
      first_name: provider.first_name,
      last_name: provider.last_name,
      provider_id: providerIds[index]!,
    })
  }

  return { customers, locations, providerIds, specialtiesByProvider }
}

export type SeededOrganisation = Awaited<ReturnType<typeof seedOrganisation>>
