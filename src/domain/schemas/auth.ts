import type { PermissionSet } from '../permissions/permissions'
import * as v from 'valibot'
import { singleLine } from './text'

/** Basic e-mail pattern of spec §5: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const Email = v.pipe(
  v.string('required'),
  singleLine(),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(254, 'too_long'),
  v.regex(EMAIL_PATTERN, 'invalid_email'),
  v.toLowerCase(),
)

export const LoginInput = v.object({
  email: Email,
  password: v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(256, 'too_long'), singleLine()),
})
export type LoginInput = v.InferOutput<typeof LoginInput>

export const RefreshInput = v.object({
  refreshToken: v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(512, 'too_long'), singleLine()),
})
export type RefreshInput = v.InferOutput<typeof RefreshInput>

export const TokenPair = v.object({
  accessToken: v.string(),
  refreshToken: v.string(),
  tokenType: v.literal('bearer'),
})
export type TokenPair = v.InferOutput<typeof TokenPair>

export const UserRole = v.object({
  role_id: v.number(),
  name: v.string(),
  /** null for a global role; a customer id for a role scoped to one customer. */
  customer_id: v.nullable(v.number()),
})
export type UserRole = v.InferOutput<typeof UserRole>

export const CurrentUser = v.object({
  id: v.number(),
  email: v.string(),
  name: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  /** Present for providers (therapists, evaluators); null for office staff. */
  provider_id: v.nullable(v.number()),
  roles: v.array(UserRole),
  /** Permissions held everywhere (global roles); see src/domain/permissions. */
  // Optional with a default so a user stored on a device before permissions existed still reads.
  permissions: v.optional(v.array(v.string()), []),
  /** Permissions held only for one customer each (customer-scoped roles). */
  customer_permissions: v.optional(v.array(v.object({ customer_id: v.number(), permissions: v.array(v.string()) })), []),
})
export type CurrentUser = Omit<v.InferOutput<typeof CurrentUser>, 'permissions' | 'customer_permissions'> & PermissionSet

export function isProvider(user: Pick<CurrentUser, 'provider_id'>): boolean {
  return user.provider_id !== null
}
