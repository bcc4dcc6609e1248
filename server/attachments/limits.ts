import { CONTAINER_RULES } from '../../src/domain/attachments/rules'
import { base64Length } from '../../src/domain/attachments/sizes'
import { MAX_CONTRACT_DOCUMENTS_AT_ONCE } from '../../src/domain/contracts/schemas'
import type { BodyLimitRule } from '../http/body-limits'

/** Room for the record's own fields and the attachments' names and descriptions. */
const JSON_ALLOWANCE_BYTES = 256 * 1024

const specialty = CONTAINER_RULES['provider-specialty']

/** A specialty save carries at most 3 files of 10 MB, as base64 (4/3 of the bytes), in JSON. */
export const SPECIALTY_SAVE_BODY_LIMIT = specialty.maxFiles * base64Length(specialty.maxBytes) + JSON_ALLOWANCE_BYTES

const contract = CONTAINER_RULES['provider-contract']

/** A contract's add-attachment carries at most 3 files at a time, as base64, in JSON. */
export const CONTRACT_ATTACHMENT_BODY_LIMIT = MAX_CONTRACT_DOCUMENTS_AT_ONCE * base64Length(contract.maxBytes) + JSON_ALLOWANCE_BYTES

/** Routes whose JSON carries files, with the body size each needs. */
export const ATTACHMENT_BODY_LIMITS: BodyLimitRule[] = [
  { method: 'POST', path: /\/provider-specialties\/?$/, maxSize: SPECIALTY_SAVE_BODY_LIMIT },
  { method: 'PATCH', path: /\/provider-specialties\/\d+\/?$/, maxSize: SPECIALTY_SAVE_BODY_LIMIT },
  { method: 'POST', path: /\/provider-contracts\/\d+\/add-attachment\/?$/, maxSize: CONTRACT_ATTACHMENT_BODY_LIMIT },
]
