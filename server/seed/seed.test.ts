import { and, count, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLE_NAMES } from '../../src/domain/permissions/permissions'
import { providerSupervisions, referrals, referralStatuses, roles, students, userRoles, users } from '../db/schema'
import { createTestApp, TEST_NOW, type TestApp } from '../test-support/test-app'
import { DEMO_PASSWORD, seedIfEmpty } from '.'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t?.close())

async function providerIdOf(email: string): Promise<number> {
  const [user] = await t.db.select({ provider_id: users.provider_id }).from(users).where(eq(users.email, email))
  if (user?.provider_id == null) throw new Error(`${email} is not a provider`)
  return user.provider_id
}

async function activeReferralsOf(providerId: number): Promise<number> {
  const [row] = await t.db
    .select({ value: count() })
    .from(referrals)
    .innerJoin(referralStatuses, eq(referralStatuses.id, referrals.status_id))
    .where(and(eq(referrals.provider_id, providerId), eq(referralStatuses.name, 'Activo')))
  return row?.value ?? 0
}

describe('demo seed', () => {
  it('runs on the engine the suite was asked for', () => {
    expect(t.engine).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite')
  })

  it.each(['oficina@example.com', 'terapeuta@example.com', 'terapeuta2@example.com', 'supervisor@example.com'])(
    '%s signs in with the demo password',
    async (email) => {
      expect(DEMO_PASSWORD).toBe('demo1234')
      const response = await t.attemptLogin(email, 'demo1234')
      expect(response.status).toBe(200)
    },
  )

  it('has an account holding each built-in role globally (README "Demo accounts")', async () => {
    const held = await t.db
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.role_id))
      .where(isNull(userRoles.customer_id))
    expect(new Set(held.map((row) => row.name))).toEqual(new Set(ROLE_NAMES))
    for (const email of ['finanzas@example.com', 'coordinacion@example.com', 'consulta@example.com']) expect((await t.attemptLogin(email, DEMO_PASSWORD)).status).toBe(200)
  })

  it('gives the two therapists different provider records, each with at least 5 active referrals', async () => {
    const first = await providerIdOf('terapeuta@example.com')
    const second = await providerIdOf('terapeuta2@example.com')
    expect(first).not.toBe(second)
    expect(await activeReferralsOf(first)).toBeGreaterThanOrEqual(5)
    expect(await activeReferralsOf(second)).toBeGreaterThanOrEqual(5)
  })

  it('makes the supervisor supervise the first therapist', async () => {
    const supervisor = await providerIdOf('supervisor@example.com')
    const supervised = await t.db
      .select({ provider_id: providerSupervisions.provider_id })
      .from(providerSupervisions)
      .where(eq(providerSupervisions.supervisor_id, supervisor))
    expect(supervised.map((row) => row.provider_id)).toContain(await providerIdOf('terapeuta@example.com'))
  })

  it('holds academic years with deltas -1, 0 and 1 only (spec §9)', async () => {
    const response = await t.request('/api/public/academic-years')
    expect(((await response.json()) as { delta: number }[]).map((year) => year.delta)).toEqual([-1, 0, 1])
  })

  it('holds intervention plan discussions in every state, and every plan status', async () => {
    const result = (await t.db.execute(sql`select array_agg(distinct d.state order by d.state) as states, array_agg(distinct p.status_id order by p.status_id) as statuses
      from plan_discussions d join intervention_plans p on p.id = d.plan_id`)) as unknown as { rows: { states: string[]; statuses: number[] }[] }
    expect(result.rows[0]!.states).toEqual(
      ['achievements_submitted', 'authorized_signed', 'draft', 'provider_signed', 'signature_requested', 'supervisor_signed'],
    )
    expect(result.rows[0]!.statuses).toEqual([1, 2, 3, 4])
  })

  it('does nothing when seeding a database that already has data', async () => {
    const totals = async () => ({
      users: (await t.db.select({ value: count() }).from(users))[0]?.value,
      students: (await t.db.select({ value: count() }).from(students))[0]?.value,
      referrals: (await t.db.select({ value: count() }).from(referrals))[0]?.value,
    })
    const before = await totals()
    expect(before.students).toBeGreaterThan(0)
    expect(await seedIfEmpty(t.db, TEST_NOW)).toBe(false)
    expect(await totals()).toEqual(before)
  })
})
