import * as v from 'valibot'
import { AttachmentChanges } from '../attachments/schemas'
import { Id, IdText, isoDateBetween } from '../schemas/common'
import { OptionalText, RequiredText } from '../schemas/text'
import { isStartYearChoice } from './start-years'

/**
 * One schema for the specialty editor's form and the server (spec §5). Schemas that depend on the
 * year take `today` (the company's day), so the form and the server each pass their own clock.
 */

export const LICENSE_NUMBER_MAX = 40

const LicenseNumber = RequiredText(LICENSE_NUMBER_MAX)
const OptionalLicenseNumber = OptionalText(LICENSE_NUMBER_MAX)

/** Licence and insurance expirations: a plausible range, so a typo such as 0202 is caught. */
export const EXPIRATION_MIN = '1950-01-01'
export const EXPIRATION_MAX = '2099-12-31'
const ExpirationDate = isoDateBetween(EXPIRATION_MIN, EXPIRATION_MAX)

/** Optional date: blank becomes null. */
const OptionalDate = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((value) => (value ? value : null)),
  v.nullable(ExpirationDate),
)

const startYear = (today: string) =>
  v.pipe(
    v.optional(v.nullable(v.number('invalid_start_year')), null),
    v.transform((value) => value ?? null),
    v.nullable(v.pipe(v.number(), v.check((year: number) => isStartYearChoice(year, today), 'invalid_start_year'))),
  )

export const SpecialtyFeatureInput = v.object({ specialty_feature_id: Id, value: v.boolean('required') })

const SpecialtyFeatures = v.pipe(
  v.array(SpecialtyFeatureInput, 'required'),
  v.check((features) => new Set(features.map((feature) => feature.specialty_feature_id)).size === features.length, 'duplicate_feature'),
)

/** The fields a person edits, as the form holds them after its selects give numbers. */
export const specialtyFieldEntries = (today: string) => ({
  specialty_id: Id,
  license_type_id: Id,
  license_number: LicenseNumber,
  license_expiration: ExpirationDate,
  telehealth_license_number: OptionalLicenseNumber,
  telehealth_license_expiration: OptionalDate,
  start_year: startYear(today),
  insurance_expiration: OptionalDate,
  specialty_features: v.optional(SpecialtyFeatures, []),
})

/** The editor's form. In confirmation mode the start year is required (spec §5). */
export const specialtyForm = (today: string, options: { confirmationMode: boolean }) =>
  v.pipe(
    v.object(specialtyFieldEntries(today)),
    v.forward(
      v.partialCheck([['start_year']], (input) => !options.confirmationMode || input.start_year != null, 'required'),
      ['start_year'],
    ),
  )
export type SpecialtyFormOutput = v.InferOutput<ReturnType<typeof specialtyForm>>

/** POST /provider-specialties: a new specialty for a provider, with its first files. */
export const providerSpecialtyCreateInput = (today: string) =>
  v.object({
    provider_id: Id,
    ...specialtyFieldEntries(today),
    attachments: v.optional(AttachmentChanges, []),
  })
export type ProviderSpecialtyCreateInput = v.InferOutput<ReturnType<typeof providerSpecialtyCreateInput>>

/**
 * PATCH /provider-specialties/{id}: any of the fields, files to add or delete, and `confirm` when
 * the provider confirms the details (which records confirmed_by_provider_at and needs a start year).
 */
export const providerSpecialtyPatchInput = (today: string) =>
  v.object({
    ...v.partial(v.object(specialtyFieldEntries(today))).entries,
    attachments: v.optional(AttachmentChanges, []),
    confirm: v.optional(v.boolean('invalid_confirm'), false),
  })
export type ProviderSpecialtyPatchInput = v.InferOutput<ReturnType<typeof providerSpecialtyPatchInput>>

/** The merged record of a PATCH, checked whole (so confirmation's start year is checked too). */
export const providerSpecialtyRecord = (today: string, options: { confirm: boolean }) => specialtyForm(today, { confirmationMode: options.confirm })

/** GET /provider-specialties?provider_id= */
export const ProviderSpecialtiesQuery = v.object({
  provider_id: v.optional(IdText),
})
