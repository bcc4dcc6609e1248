import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { eq, inArray, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canAnywhere, type PermissionSet } from '../../src/domain/permissions/permissions'
import type { CurrentUser } from '../../src/domain/schemas/auth'
import { customers, providerSupervisions, referrals, serviceSessions, students, userRoles, users, visits } from '../db/schema'
import { missingValue } from '../fuzz/inputs'
import { OWNERSHIP } from '../fuzz/ownership'
import { marisolRecords } from '../fuzz/records'
import { fillPath, type ApiRoute, apiRoutes } from '../fuzz/route-table'
import { createTestApp, type TestApp } from '../test-support/test-app'
import { declaredRoutes, WRITE_METHODS, type DeclaredRoute, type RouteAccess } from './access'
import { permissionsDocument } from './document'

/**
 * The role × route matrix (issue 22), generated from the app's own route table and the access
 * declared on each route, so a route added later is covered without anyone listing it. For every
 * demo account and every route:
 * - a role the declaration does not admit gets 403, whatever the method and body;
 * - what a role is admitted to read never holds a record beyond its reach: a customer-scoped role
 *   no student, referral, session or visit of another customer, a provider none of another
 *   provider (a supervisor: of the providers she does not supervise);
 * - a read-only role is admitted to no write but the few on her own account (OWN_ACCOUNT_WRITES).
 * Writes the role is admitted to are not sent (they would change the records the others read);
 * the route fuzz test sends them with another provider's records.
 */

const ACCOUNTS = {
  admin: 'oficina@example.com',
  billing: 'facturacion@example.com',
  finance: 'finanzas@example.com',
  clinical: 'coordinacion@example.com',
  readOnly: 'consulta@example.com',
  region: 'region@example.com',
  marisol: 'terapeuta@example.com',
  carlos: 'terapeuta2@example.com',
  supervisor: 'supervisor@example.com',
} as const
type RoleName = keyof typeof ACCOUNTS

/** The roles that may change no record of anyone (Consulta, globally and scoped). */
const READ_ONLY: RoleName[] = ['readOnly', 'region']

/** Writes on one's own account or workspace, which a read-only role may make. */
const OWN_ACCOUNT_WRITES = [
  'PATCH /api/users/change-password',
  'PUT /api/users/:id',
  'POST /api/users/:user_id/autocomplete-items',
  'DELETE /api/users/:user_id/autocomplete-items',
  'POST /api/user-signatures',
  'POST /api/report-runs',
  'DELETE /api/report-runs/:id',
  'POST /api/sync/push',
].sort()

/** Which records a role may receive; undefined: every record (a global role). */
interface Reach {
  students: Set<number>
  referrals: Set<number>
  sies: Set<string>
  referralNumbers: Set<string>
  sessions: Set<string>
}

interface Role {
  name: RoleName
  token: string
  user: CurrentUser
  reach?: Reach
}

let t: TestApp
let routes: DeclaredRoute[]
let roles: Role[]
let paths: Map<string, string>
const allReferralNumbers = new Set<string>()
const allSessions = new Set<string>()

beforeAll(async () => {
  t = await createTestApp()
  const records = await marisolRecords(t)
  routes = declaredRoutes(t.app).declared
  const table = new Map(apiRoutes(t.app).map((route) => [`${route.method} ${route.path}`, route]))
  paths = new Map(routes.map((route) => [keyOf(route), pathOf(table.get(`${route.method} ${route.path}`)!, records)]))
  for (const row of await t.db.select({ number: referrals.number }).from(referrals)) allReferralNumbers.add(row.number)
  for (const row of await t.db.select({ id: serviceSessions.id }).from(serviceSessions)) allSessions.add(row.id)
  roles = []
  for (const [name, email] of Object.entries(ACCOUNTS) as [RoleName, string][]) {
    const token = (await t.login(email)).accessToken
    const user = (await (await t.authed('/api/users/user', token)).json()) as CurrentUser
    roles.push({ name, token, user, reach: await reachOf(user) })
  }
}, 120_000)
afterAll(() => t?.close())

const keyOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`
const patternOf = (route: ApiRoute) => `${route.method} ${route.pattern}`

/** The route's path with Marisol's records where ownership.ts names them, otherwise values naming nothing. */
function pathOf(route: ApiRoute, records: Awaited<ReturnType<typeof marisolRecords>>): string {
  const ownership = OWNERSHIP[route.pattern]
  const own = ownership && ownership !== 'shared' ? ownership(records) : {}
  return fillPath(route, Object.fromEntries(route.params.map((param) => [param.name, own[param.name] ?? missingValue(param)])))
}

/** What a scoped role or a provider may receive, read from the database the way the rules say. */
async function reachOf(user: CurrentUser): Promise<Reach | undefined> {
  let referralRows: Array<{ id: number; student_id: number; number: string }>
  let sessionIds: string[]
  if (user.provider_id !== null) {
    const supervised = await t.db.select({ id: providerSupervisions.provider_id }).from(providerSupervisions).where(eq(providerSupervisions.supervisor_id, user.provider_id))
    const providers = [user.provider_id, ...supervised.map((row) => row.id)]
    referralRows = await t.db.select({ id: referrals.id, student_id: referrals.student_id, number: referrals.number }).from(referrals).where(inArray(referrals.provider_id, providers))
    sessionIds = (await t.db.select({ id: serviceSessions.id }).from(serviceSessions).where(inArray(serviceSessions.provider_id, providers))).map((row) => row.id)
  } else {
    const scoped = await t.db.select({ customer_id: userRoles.customer_id }).from(userRoles).where(eq(userRoles.user_id, user.id))
    if (scoped.some((role) => role.customer_id === null)) return undefined
    const reached = scoped.map((role) => role.customer_id!)
    referralRows = await t.db.select({ id: referrals.id, student_id: referrals.student_id, number: referrals.number }).from(referrals).where(inArray(referrals.customer_id, reached))
    const ofCustomers = await t.db
      .selectDistinct({ id: visits.session_id })
      .from(visits)
      .innerJoin(referrals, eq(referrals.id, visits.referral_id))
      .where(inArray(referrals.customer_id, reached))
    sessionIds = ofCustomers.map((row) => row.id)
    const own = await t.db.select({ id: students.id, sie: students.sie_number }).from(students).where(inArray(students.customer_id, reached))
    return reachWith(referralRows, sessionIds, own)
  }
  const studentIds = [...new Set(referralRows.map((row) => row.student_id))]
  const own = studentIds.length ? await t.db.select({ id: students.id, sie: students.sie_number }).from(students).where(inArray(students.id, studentIds)) : []
  return reachWith(referralRows, sessionIds, own)
}

function reachWith(referralRows: Array<{ id: number; student_id: number; number: string }>, sessionIds: string[], own: Array<{ id: number; sie: string | null }>): Reach {
  return {
    students: new Set(own.map((row) => row.id)),
    sies: new Set(own.flatMap((row) => (row.sie ? [row.sie] : []))),
    referrals: new Set(referralRows.map((row) => row.id)),
    referralNumbers: new Set(referralRows.map((row) => row.number)),
    sessions: new Set(sessionIds),
  }
}

/** Whether the declaration admits the role (the rule the server applies, restated). */
function admits(access: RouteAccess, user: CurrentUser): boolean {
  if ('public' in access || 'signedIn' in access) return true
  if ('staff' in access) return user.provider_id === null
  if (user.provider_id !== null) return access.providers !== undefined
  const set: PermissionSet = { permissions: user.permissions, customer_permissions: user.customer_permissions }
  return canAnywhere(set, access.permission)
}

const REFERRAL_NUMBER = /\b\d{4}-\d{2}-\d{6}\b/g
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi

/** The records of an answer beyond the reach, described (empty: none). */
function beyond(reach: Reach, text: string): string[] {
  const found = new Set<string>()
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk)
    if (value === null || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    if (typeof record.student_id === 'number' && !reach.students.has(record.student_id)) found.add(`student ${record.student_id}`)
    if (typeof record.referral_id === 'number' && !reach.referrals.has(record.referral_id)) found.add(`referral ${record.referral_id}`)
    if (typeof record.sie_number === 'string' && record.sie_number && !reach.sies.has(record.sie_number)) found.add(`SIE ${record.sie_number}`)
    Object.values(record).forEach(walk)
  }
  try {
    walk(JSON.parse(text))
  } catch {
    // Not JSON (a PDF, a workbook): the texts below still look for its numbers.
  }
  for (const [number] of text.matchAll(REFERRAL_NUMBER)) if (allReferralNumbers.has(number) && !reach.referralNumbers.has(number)) found.add(`referral ${number}`)
  for (const [id] of text.matchAll(UUID)) if (allSessions.has(id.toLowerCase()) && !reach.sessions.has(id.toLowerCase())) found.add(`session ${id}`)
  return [...found].slice(0, 3)
}

async function send(role: Role, route: DeclaredRoute) {
  const write = WRITE_METHODS.has(route.method)
  const response = await t.request(paths.get(keyOf(route))!, {
    method: route.method,
    headers: { Authorization: `Bearer ${role.token}`, ...(write ? { 'Content-Type': 'application/json' } : {}) },
    body: write ? '{}' : undefined,
  })
  const type = response.headers.get('Content-Type') ?? ''
  // Binary answers (PDFs, workbooks) are read as text for their printed numbers only.
  return { status: response.status, text: type.includes('json') || type.startsWith('text/') ? await response.text() : Buffer.from(await response.arrayBuffer()).toString('latin1') }
}

describe('the role × route matrix', () => {
  it('answers 403 to a role its declaration does not admit, and nothing beyond its reach to one it does', async () => {
    const problems: string[] = []
    const counts = { denied: 0, reads: 0, notSent: 0 }
    const checks: Array<() => Promise<void>> = []
    for (const route of routes) {
      if ('public' in route.access) continue
      for (const role of roles) {
        const admitted = admits(route.access, role.user)
        // An admitted write is not sent (it would change what the others read); an admitted read
        // by a role that reaches every record has nothing to check.
        if (admitted && (WRITE_METHODS.has(route.method) || !role.reach)) {
          counts.notSent++
          continue
        }
        checks.push(async () => {
          const answer = await send(role, route)
          if (!admitted) {
            counts.denied++
            if (answer.status !== 403) problems.push(`${role.name} ${keyOf(route)}: not admitted, answered ${answer.status}`)
            return
          }
          counts.reads++
          const leaks = answer.status < 300 ? beyond(role.reach!, answer.text) : []
          if (leaks.length > 0) problems.push(`${role.name} ${keyOf(route)}: ${leaks.join(', ')}`)
        })
      }
    }
    // A few requests at once: the database works on one while the app reads or writes another.
    const next = async (): Promise<void> => {
      const check = checks.shift()
      if (check) await check().then(next)
    }
    await Promise.all(Array.from({ length: 4 }, next))
    console.info(
      `matrix: ${roles.length} roles × ${routes.length} routes; ${counts.denied} refusals and ${counts.reads} scoped reads checked, ${counts.notSent} admitted writes or unscoped reads not sent`,
    )
    expect(problems).toEqual([])
  }, 600_000)

  it('admits read-only roles to no write but those on their own account', () => {
    const readOnly = roles.filter((role) => READ_ONLY.includes(role.name))
    const admitted = routes.filter((route) => WRITE_METHODS.has(route.method) && !('public' in route.access) && readOnly.some((role) => admits(route.access, role.user)))
    const table = new Map(apiRoutes(t.app).map((route) => [`${route.method} ${route.path}`, route]))
    expect([...new Set(admitted.map((route) => patternOf(table.get(keyOf(route))!)))].sort()).toEqual(OWN_ACCOUNT_WRITES)
  })

  it('holds the demo accounts the matrix is about', async () => {
    const region = roles.find((role) => role.name === 'region')!
    expect(region.user.permissions).toEqual([])
    expect(region.user.customer_permissions).toHaveLength(1)
    const [scoped] = await t.db.select({ name: customers.name }).from(customers).where(eq(customers.id, region.user.customer_permissions[0]!.customer_id))
    expect(scoped?.name).toContain('San Juan')
    const global = await t.db.select({ email: users.email }).from(users).innerJoin(userRoles, eq(userRoles.user_id, users.id)).where(isNull(userRoles.customer_id))
    expect(global.map((row) => row.email)).toContain(ACCOUNTS.readOnly)
  })
})

describe('docs/permissions.md', () => {
  it('is what the declarations say (npm run docs:permissions writes it)', async () => {
    const committed = await readFile(path.join(import.meta.dirname, '../../docs/permissions.md'), 'utf8').catch(() => '')
    expect(committed).toBe(permissionsDocument(routes))
  })
})
