import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { ProviderSpecialty } from '../../src/domain/specialties/types'
import {
  providerSpecialtyRecord,
  type ProviderSpecialtyCreateInput,
  type ProviderSpecialtyPatchInput,
} from '../../src/domain/specialties/schemas'
import { companyToday } from '../../src/domain/rules/company-time'
import type { AppDeps } from '../app-env'
import type { Executor, Transaction } from '../db/client'
import {
  licenseTypes,
  providers,
  providerSpecialties,
  providerSpecialtyFeatures,
  referrals,
  serviceSessions,
  specialties,
  specialtyFeatures,
} from '../db/schema'
import type { FileStorage } from '../files/storage'
import { isStaff, type Caller } from '../http/caller'
import { conflict, forbidden, HttpError, invalid, notFound } from '../http/errors'
import { parseWith } from '../http/validate'
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../http/pg-errors'
import { loadCompany } from '../public/company'
import { applyAttachmentChanges, listAttachments, removeAllAttachments, withFiles } from '../attachments/service'
import { localName, type ReferenceLanguage } from '../reference/language'

/**
 * Provider specialties (spec §3, §4, §5, §7): a provider's licences for one specialty. A provider
 * reads and changes only their own, and only what the editor lets them change; office staff
 * reach all of them. Licence fields are the office's (and in compatibility mode another
 * system's): the server refuses a change to them that the editor would not have offered.
 */

const CONTAINER = 'provider-specialty'

/** A specialty is in use while a service session or a referral names it; it cannot be deleted. */
const inUse = sql<boolean>`(exists (select 1 from ${serviceSessions} where ${serviceSessions.provider_specialty_id} = ${providerSpecialties.id})
  or exists (select 1 from ${referrals} where ${referrals.provider_specialty_id} = ${providerSpecialties.id}))`

/** `language`: the one the caller reads reference names in (server/reference/language.ts). */
export async function listProviderSpecialties(db: Executor, where?: SQL, language: ReferenceLanguage = 'es'): Promise<ProviderSpecialty[]> {
  const rows = await db
    .select({
      id: providerSpecialties.id,
      provider_id: providerSpecialties.provider_id,
      provider_first_name: providers.first_name,
      provider_last_name: providers.last_name,
      provider_status_id: providers.provider_status_id,
      specialty_id: providerSpecialties.specialty_id,
      specialty_name: localName(specialties, language),
      license_type_id: providerSpecialties.license_type_id,
      license_type_name: localName(licenseTypes, language),
      license_number: providerSpecialties.license_number,
      license_expiration: providerSpecialties.license_expiration,
      telehealth_license_number: providerSpecialties.telehealth_license_number,
      telehealth_license_expiration: providerSpecialties.telehealth_license_expiration,
      start_year: providerSpecialties.start_year,
      insurance_expiration: providerSpecialties.insurance_expiration,
      confirmed_by_provider_at: providerSpecialties.confirmed_by_provider_at,
      in_use: inUse,
    })
    .from(providerSpecialties)
    .innerJoin(providers, eq(providers.id, providerSpecialties.provider_id))
    .innerJoin(specialties, eq(specialties.id, providerSpecialties.specialty_id))
    .innerJoin(licenseTypes, eq(licenseTypes.id, providerSpecialties.license_type_id))
    .where(where)
    .orderBy(asc(providers.last_name), asc(providers.first_name), asc(specialties.name), asc(providerSpecialties.id))
  const ids = rows.map((row) => row.id)
  const features = ids.length
    ? await db
        .select({
          provider_specialty_id: providerSpecialtyFeatures.provider_specialty_id,
          specialty_feature_id: providerSpecialtyFeatures.specialty_feature_id,
          name: localName(specialtyFeatures, language),
          value: providerSpecialtyFeatures.value,
        })
        .from(providerSpecialtyFeatures)
        .innerJoin(specialtyFeatures, eq(specialtyFeatures.id, providerSpecialtyFeatures.specialty_feature_id))
        .where(inArray(providerSpecialtyFeatures.provider_specialty_id, ids))
        .orderBy(asc(specialtyFeatures.sort_index), asc(specialtyFeatures.id))
    : []
  const files = await listAttachments(db, CONTAINER, ids)
  return rows.map(({ provider_first_name, provider_last_name, in_use, ...row }) => ({
    ...row,
    provider_name: `${provider_first_name} ${provider_last_name}`,
    specialty_features: features
      .filter((feature) => feature.provider_specialty_id === row.id)
      .map(({ specialty_feature_id, name, value }) => ({ specialty_feature_id, name, value })),
    attachments: files.get(row.id) ?? [],
    can_delete: !in_use,
  }))
}

export async function getProviderSpecialty(db: Executor, id: number, language: ReferenceLanguage = 'es'): Promise<ProviderSpecialty | null> {
  const [row] = await listProviderSpecialties(db, eq(providerSpecialties.id, id), language)
  return row ?? null
}

/** A provider reaches only their own specialties; staff all. */
export function assertCanRead(caller: Caller, specialty: Pick<ProviderSpecialty, 'provider_id'>): void {
  if (!isStaff(caller) && caller.providerId !== specialty.provider_id) throw forbidden('Solo puede ver sus propias especialidades.')
}

async function assertReferencesExist(db: Executor, input: { specialty_id?: number; license_type_id?: number; specialty_features?: Array<{ specialty_feature_id: number }> }) {
  const errors: Record<string, string> = {}
  if (input.specialty_id !== undefined) {
    const [row] = await db.select({ id: specialties.id }).from(specialties).where(eq(specialties.id, input.specialty_id))
    if (!row) errors.specialty_id = 'unknown_reference'
  }
  if (input.license_type_id !== undefined) {
    const [row] = await db.select({ id: licenseTypes.id }).from(licenseTypes).where(eq(licenseTypes.id, input.license_type_id))
    if (!row) errors.license_type_id = 'unknown_reference'
  }
  const featureIds = input.specialty_features?.map((feature) => feature.specialty_feature_id) ?? []
  if (featureIds.length) {
    const known = await db.select({ id: specialtyFeatures.id }).from(specialtyFeatures).where(inArray(specialtyFeatures.id, featureIds))
    if (known.length !== new Set(featureIds).size) errors.specialty_features = 'unknown_reference'
  }
  if (Object.keys(errors).length) throw invalid(errors)
}

async function replaceFeatures(tx: Transaction, id: number, features: Array<{ specialty_feature_id: number; value: boolean }>) {
  await tx.delete(providerSpecialtyFeatures).where(eq(providerSpecialtyFeatures.provider_specialty_id, id))
  if (features.length) {
    await tx.insert(providerSpecialtyFeatures).values(features.map((feature) => ({ provider_specialty_id: id, ...feature })))
  }
}

function translateWriteError(error: unknown): never {
  const code = pgErrorCode(error)
  if (code === PG_UNIQUE_VIOLATION) throw conflict('specialty_taken', 'El proveedor ya tiene esa especialidad.')
  throw error
}

export interface SpecialtyServiceDeps extends Pick<AppDeps, 'db' | 'now'> {
  files: FileStorage
}

/** POST: office staff add a specialty to a provider (never in compatibility mode). */
export async function createProviderSpecialty(deps: SpecialtyServiceDeps, caller: Caller, input: ProviderSpecialtyCreateInput): Promise<ProviderSpecialty> {
  if (!isStaff(caller)) throw forbidden('Solo la oficina agrega especialidades.')
  const company = await loadCompany(deps.db)
  if (company?.compatibility_mode) throw conflict('compatibility_mode', 'Las licencias se administran en otro sistema (modo de compatibilidad).')
  const [provider] = await deps.db.select({ id: providers.id }).from(providers).where(eq(providers.id, input.provider_id))
  if (!provider) throw invalid({ provider_id: 'unknown_reference' })
  await assertReferencesExist(deps.db, input)
  const { attachments: changes, specialty_features: features, ...fields } = input
  const id = await withFiles(deps.db, deps.files, async (tx, files) => {
    const [row] = await tx
      .insert(providerSpecialties)
      .values({ ...fields, updated_at: deps.now() })
      .returning({ id: providerSpecialties.id })
      .catch(translateWriteError)
    await replaceFeatures(tx, row!.id, features)
    await applyAttachmentChanges(tx, files, { containerType: CONTAINER, containerId: row!.id, changes, userId: caller.userId })
    return row!.id
  })
  return (await getProviderSpecialty(deps.db, id))!
}

// Fields only the office changes, and in compatibility mode nobody here (spec §5).
const LICENSE_FIELDS = ['license_type_id', 'license_number', 'license_expiration', 'telehealth_license_number', 'telehealth_license_expiration'] as const

/**
 * PATCH: any subset of the fields, file changes, and the provider's confirmation. The merged
 * record is checked whole with the form's schema, so a PATCH cannot leave it incomplete.
 */
export async function updateProviderSpecialty(
  deps: SpecialtyServiceDeps,
  caller: Caller,
  id: number,
  patch: ProviderSpecialtyPatchInput,
): Promise<ProviderSpecialty> {
  const current = await getProviderSpecialty(deps.db, id)
  if (!current) throw notFound('No se encontró la especialidad.')
  assertCanRead(caller, current)
  if (patch.confirm && isStaff(caller)) throw forbidden('Solo el proveedor confirma los detalles de su especialidad.')

  const today = companyToday(deps.now())
  const { attachments: changes, confirm, ...fieldPatch } = patch
  const definedPatch = Object.fromEntries(Object.entries(fieldPatch).filter(([, value]) => value !== undefined))
  const merged = parseWith(providerSpecialtyRecord(today, { confirm }), {
    specialty_id: current.specialty_id,
    license_type_id: current.license_type_id,
    license_number: current.license_number,
    license_expiration: current.license_expiration,
    telehealth_license_number: current.telehealth_license_number,
    telehealth_license_expiration: current.telehealth_license_expiration,
    start_year: current.start_year,
    insurance_expiration: current.insurance_expiration,
    specialty_features: current.specialty_features.map(({ specialty_feature_id, value }) => ({ specialty_feature_id, value })),
    ...definedPatch,
  })

  const errors: Record<string, string> = {}
  if (merged.specialty_id !== current.specialty_id) errors.specialty_id = 'read_only'
  const company = await loadCompany(deps.db)
  const licenseLocked = !isStaff(caller) || Boolean(company?.compatibility_mode)
  if (licenseLocked) {
    for (const field of LICENSE_FIELDS) if (merged[field] !== current[field]) errors[field] = 'read_only'
  }
  if (Object.keys(errors).length) throw new HttpError(422, 'read_only', 'Algunos campos no se pueden cambiar.', errors)
  await assertReferencesExist(deps.db, { license_type_id: merged.license_type_id, specialty_features: merged.specialty_features })

  const { specialty_features: features, specialty_id: _specialty, ...fields } = merged
  await withFiles(deps.db, deps.files, async (tx, files) => {
    await tx
      .update(providerSpecialties)
      .set({ ...fields, updated_at: deps.now(), ...(confirm ? { confirmed_by_provider_at: today } : {}) })
      .where(eq(providerSpecialties.id, id))
    if (fieldPatch.specialty_features !== undefined) await replaceFeatures(tx, id, features)
    await applyAttachmentChanges(tx, files, { containerType: CONTAINER, containerId: id, changes, userId: caller.userId })
  })
  return (await getProviderSpecialty(deps.db, id))!
}

/** DELETE: office staff only, and only while no session or referral names the specialty. */
export async function deleteProviderSpecialty(deps: SpecialtyServiceDeps, caller: Caller, id: number): Promise<void> {
  if (!isStaff(caller)) throw forbidden('Solo la oficina elimina especialidades.')
  const current = await getProviderSpecialty(deps.db, id)
  if (!current) throw notFound('No se encontró la especialidad.')
  const inUseError = () => conflict('specialty_in_use', 'No se puede eliminar la especialidad: tiene sesiones o referidos.')
  if (!current.can_delete) throw inUseError()
  try {
    await withFiles(deps.db, deps.files, async (tx, files) => {
      await removeAllAttachments(tx, files, CONTAINER, id)
      await tx.delete(providerSpecialties).where(eq(providerSpecialties.id, id))
    })
  } catch (error) {
    // A session recorded between the check and the delete: the foreign key refuses it.
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw inUseError()
    throw error
  }
}

export const ofProvider = (providerId: number): SQL => eq(providerSpecialties.provider_id, providerId)
