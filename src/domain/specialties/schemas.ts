import * as v from 'valibot'
import { AttachmentChanges } from '../attachments/schemas'
import { Id, IsoDate } from '../schemas/common'
import { isStartYearChoice } from './start-years'

/**
 * One schema for the specialty editor's form and the server (spec §5). Schemas that depend on the
 * year take `today` (the company's day), so the form and the server each pass their own clock.
 */

export const LICENSE_NUMBER_MAX = 40

const LicenseNumber = v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(LICENSE_NUMBER_MAX, 'too_long'))

/** Optional text: blank becomes null. */
const OptionalLicenseNumber = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((value) => (value?.trim() ? value.trim() : null)),
  v.nullable(v.pipe(v.string(), v.maxLength(LICENSE_NUMBER_MAX, 'too_long'))),
)

/** Optional date: blank becomes null. */
const OptionalDate = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((value) => (value ? value : null)),
  v.nullable(IsoDate),
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
  license_expiration: IsoDate,
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
  provider_id: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'invalid_id'), v.transform(Number), v.minValue(1, 'invalid_id'))),
})
