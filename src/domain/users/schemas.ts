import * as v from 'valibot'
import { listParams } from '../lists/list-params'
import { USER_SORTS } from '../lists/list-constants'
import { DbId, QueryDbId, requiredText } from '../schemas/bounded'
import { Email } from '../schemas/auth'
import { singleLine } from '../schemas/text'

/**
 * Inputs of the user calls (spec §7 "Users"), shared by the configuration screens and the
 * server. Passwords are write-only: no answer ever carries one or its hash.
 */

/** NIST SP 800-63B's floor for a chosen password; the server also refuses the most common ones. */
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 256
export const USER_NAME_MAX = 80

/** A new password: long enough, single line. Whether it is too common is judged on the server (its list is not shipped to the browser). */
export const NewPassword = v.pipe(
  v.string('required'),
  v.nonEmpty('required'),
  singleLine(),
  v.minLength(PASSWORD_MIN, 'password_too_short'),
  v.maxLength(PASSWORD_MAX, 'too_long'),
)

/** PATCH /users/change-password: the caller's own, proven with the current one. */
export const ChangePasswordInput = v.object({
  current_password: v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(PASSWORD_MAX, 'too_long')),
  new_password: NewPassword,
})
export type ChangePasswordInput = v.InferOutput<typeof ChangePasswordInput>

const profileEntries = {
  first_name: requiredText(USER_NAME_MAX),
  last_name: requiredText(USER_NAME_MAX),
  email: Email,
}

/** PUT /users/{id} of one's own account without users.manage: name and e-mail only. */
export const ProfileInput = v.object(profileEntries)
export type ProfileInput = v.InferOutput<typeof ProfileInput>

/**
 * PUT /users/{id} by an administrator. Absent optional fields keep what is stored; `password`
 * sets a new one (and ends the user's sessions); `is_active: false` deactivates.
 */
export const UserUpdateInput = v.object({
  ...profileEntries,
  provider_id: v.optional(v.nullable(DbId)),
  is_active: v.optional(v.boolean('invalid_value')),
  password: v.optional(NewPassword),
})
export type UserUpdateInput = v.InferOutput<typeof UserUpdateInput>

/** POST /users: a new account with its first password (told to the person, never e-mailed in clear). */
export const UserCreateInput = v.object({
  ...profileEntries,
  provider_id: v.optional(v.nullable(DbId), null),
  password: NewPassword,
})
export type UserCreateInput = v.InferOutput<typeof UserCreateInput>

/** POST /users/{userId}/roles: a role globally (customer_id null) or for one customer. */
export const RoleGrantInput = v.object({
  role_id: DbId,
  customer_id: v.optional(v.nullable(DbId), null),
})
export type RoleGrantInput = v.InferOutput<typeof RoleGrantInput>

/** GET /users: the list convention, searched by name or e-mail, with named filters. */
export type UserSort = (typeof USER_SORTS)[number]
export const UserSearch = v.object({
  ...listParams(USER_SORTS, 'name').entries,
  role_id: v.optional(QueryDbId),
  customer_id: v.optional(QueryDbId),
  active: v.optional(v.picklist(['true', 'false'], 'invalid_filter')),
})
export type UserSearch = v.InferOutput<typeof UserSearch>

export const AUTOCOMPLETE_TEXT_MAX = 500
/** Saved phrases per user and type: enough for a working vocabulary, bounded for the database. */
export const AUTOCOMPLETE_ITEMS_MAX = 200

/** GET and DELETE /users/{user_id}/autocomplete-items: which type (and for DELETE, which item). */
export const AutocompleteQuery = v.object({ type_id: QueryDbId })
export const AutocompleteDeleteQuery = v.object({ id: QueryDbId })

/** POST /users/{user_id}/autocomplete-items: one saved phrase of a type (e.g. a note's usual sentence). */
export const AutocompleteItemInput = v.object({
  type_id: DbId,
  text: v.pipe(v.string('required'), singleLine(), v.trim(), v.nonEmpty('required'), v.maxLength(AUTOCOMPLETE_TEXT_MAX, 'too_long')),
})
export type AutocompleteItemInput = v.InferOutput<typeof AutocompleteItemInput>

export { USER_SORTS }
