import { and, asc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Page } from '../../src/domain/lists/list-params'
import type { UserSearch } from '../../src/domain/users/schemas'
import type { UserDetail, UserListItem, UserRoleGrant } from '../../src/domain/users/types'
import type { Executor } from '../db/client'
import { customers, roles, userRoles, users } from '../db/schema'
import { notFound } from '../http/errors'
import { countAll, likePattern, limitOffset, orderOf, pageOf } from '../http/list'

/** The columns an answer names: never the password hash. */
const userColumns = {
  id: users.id,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  provider_id: users.provider_id,
  is_active: users.is_active,
  created_at: users.created_at,
}

type UserRow = { id: number; email: string; first_name: string; last_name: string; provider_id: number | null; is_active: boolean; created_at: Date }

const fullName = sql`(${users.first_name} || ' ' || ${users.last_name})`

/** The roles of these users, global ones first, then by customer and role name. */
export async function grantsOf(db: Executor, userIds: number[]): Promise<Map<number, UserRoleGrant[]>> {
  const byUser = new Map<number, UserRoleGrant[]>()
  if (userIds.length === 0) return byUser
  const rows = await db
    .select({ user_id: userRoles.user_id, role_id: roles.id, name: roles.name, customer_id: userRoles.customer_id, customer_name: customers.short_name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .leftJoin(customers, eq(customers.id, userRoles.customer_id))
    .where(inArray(userRoles.user_id, userIds))
    .orderBy(sql`${userRoles.customer_id} nulls first`, asc(customers.short_name), asc(roles.name))
  for (const { user_id, ...grant } of rows) byUser.set(user_id, [...(byUser.get(user_id) ?? []), grant])
  return byUser
}

function answerOf(row: UserRow, grants: UserRoleGrant[]): UserListItem {
  return { ...row, name: `${row.first_name} ${row.last_name}`, created_at: row.created_at.toISOString(), roles: grants }
}

function filtersOf(search: UserSearch): SQL[] {
  const where: SQL[] = []
  if (search.q) {
    // Each word must appear in the name or the e-mail (accounts are few: a scan is fine).
    for (const word of search.q.split(/\s+/)) {
      const pattern = likePattern(word)
      where.push(or(ilike(fullName, pattern), ilike(users.email, pattern))!)
    }
  }
  if (search.active) where.push(eq(users.is_active, search.active === 'true'))
  const roleMatch: SQL[] = [eq(userRoles.user_id, users.id)]
  if (search.role_id !== undefined) roleMatch.push(eq(userRoles.role_id, search.role_id))
  if (search.customer_id !== undefined) roleMatch.push(eq(userRoles.customer_id, search.customer_id))
  if (roleMatch.length > 1) {
    // Filters on roles name one grant: "Consulta for ORE San Juan" when both are given.
    where.push(exists(sql`(select 1 from ${userRoles} where ${and(...roleMatch)})`))
  }
  return where
}

/** GET /users: a page of accounts with their roles. */
export async function pageUsers(db: Executor, search: UserSearch): Promise<Page<UserListItem>> {
  const where = and(...filtersOf(search))
  const { limit, offset } = limitOffset(search)
  const order = orderOf(search.sort, { name: sql`lower(${fullName})`, email: users.email, created_at: users.created_at, id: users.id }, [users.id])
  const page = await pageOf(
    db.select(userColumns).from(users).where(where).orderBy(...order).limit(limit).offset(offset),
    db.select({ total: countAll }).from(users).where(where),
  )
  const grants = await grantsOf(db, page.items.map((row) => row.id))
  return { items: page.items.map((row) => answerOf(row, grants.get(row.id) ?? [])), total: page.total }
}

/** One account, or 404. `lock` takes the row for the rest of the transaction. */
export async function userRow(db: Executor, id: number, lock = false): Promise<UserRow> {
  const query = db.select(userColumns).from(users).where(eq(users.id, id))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound('No se encontró el usuario.')
  return row
}

export async function userDetail(db: Executor, id: number): Promise<UserDetail> {
  const row = await userRow(db, id)
  return answerOf(row, (await grantsOf(db, [id])).get(id) ?? [])
}
