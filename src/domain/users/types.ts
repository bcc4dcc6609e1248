/** Answers of the user calls (spec §7 "Users"). Never a password or its hash. */

export interface UserRoleGrant {
  role_id: number
  name: string
  /** null: held globally; otherwise held only for this customer. */
  customer_id: number | null
  customer_name: string | null
}

export interface UserListItem {
  id: number
  email: string
  first_name: string
  last_name: string
  name: string
  provider_id: number | null
  is_active: boolean
  created_at: string
  roles: UserRoleGrant[]
}

export type UserDetail = UserListItem

/** GET /users/{id}/roles-selector-data: what may be granted to this user. */
export interface RolesSelectorData {
  roles: { id: number; name: string; description: string }[]
  customers: { id: number; name: string }[]
}

export interface AutocompleteItem {
  id: number
  type_id: number
  text: string
}
