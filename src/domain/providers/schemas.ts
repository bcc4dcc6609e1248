import * as v from 'valibot'
import { Email } from '../schemas/auth'
import { Id } from '../schemas/common'
import { OptionalText, RequiredText, singleLine } from '../schemas/text'

/** Providers (spec §3 Provider, §7 Providers): the therapists and evaluators the company sends. */

/** Phone format of spec §3: (###) ###-####. */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/

const Name = RequiredText(80)

const OptionalPhone = v.pipe(
  v.optional(v.nullable(v.string()), null),
  v.transform((value) => (value?.trim() ? value.trim() : null)),
  v.nullable(v.pipe(v.string(), singleLine(), v.regex(PHONE_PATTERN, 'invalid_phone'))),
)

export const ExternalName = OptionalText(120)

/** POST /providers and PUT /providers/{id}. */
export const ProviderInput = v.object({
  first_name: Name,
  last_name: Name,
  email: Email,
  phone: OptionalPhone,
  provider_status_id: Id,
  municipality_id: v.optional(v.nullable(Id), null),
  external_name: ExternalName,
})
export type ProviderInput = v.InferOutput<typeof ProviderInput>

/**
 * PATCH /providers/{id}/external-name. The key is required (null or blank clears the name), so a
 * body that forgot it is refused instead of erasing the name.
 */
export const ExternalNameInput = v.object({
  external_name: v.pipe(
    v.nullable(v.string('required')),
    v.transform((value) => (value?.trim() ? value.trim() : null)),
    v.nullable(v.pipe(v.string(), singleLine(), v.maxLength(120, 'too_long'))),
  ),
})

/** A provider as the API answers it. */
export interface Provider {
  id: number
  first_name: string
  last_name: string
  /** First and last name, for lists and headings. */
  name: string
  external_name: string | null
  email: string
  phone: string | null
  provider_status_id: number
  provider_status_name: string
  municipality_id: number | null
}
