import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ActiveStudentsTotal, RegionTotal } from '../../src/domain/service-sessions/api'
import type { ActiveStudent } from '../../src/domain/service-sessions/types'
import { activeReferralsOf, providerIdOf } from '../test-support/sessions'
import { createTestApp, type TestApp } from '../test-support/test-app'

let t: TestApp
const token = { marisol: '', carlos: '', supervisor: '', office: '' }
let marisolId: number
let carlosId: number
let supervisorId: number

beforeAll(async () => {
  t = await createTestApp()
  token.marisol = (await t.login('terapeuta@example.com')).accessToken
  token.carlos = (await t.login('terapeuta2@example.com')).accessToken
  token.supervisor = (await t.login('supervisor@example.com')).accessToken
  token.office = (await t.login('oficina@example.com')).accessToken
  marisolId = await providerIdOf(t, 'terapeuta@example.com')
  carlosId = await providerIdOf(t, 'terapeuta2@example.com')
  supervisorId = await providerIdOf(t, 'supervisor@example.com')
})
afterAll(() => t?.close())

async function get<T>(url: string, accessToken: string, status = 200): Promise<T> {
  const response = await t.authed(url, accessToken)
  expect(response.status, url).toBe(status)
  return (await response.json()) as T
}

const EXTENDED = ['sie_number', 'grade_name', 'weekly_frequency', 'session_minutes', 'region']

describe('GET /api/referrals/active-students', () => {
  it("gives a provider exactly their own active referrals, basic by default", async () => {
    const students = await get<ActiveStudent[]>('/api/referrals/active-students', token.marisol)
    const expected = await activeReferralsOf(t, marisolId)
    expect(students.map((student) => student.referral_id).sort((a, b) => a - b)).toEqual(expected.map((referral) => referral.id))
    expect(students.every((student) => student.provider_id === marisolId)).toBe(true)
    for (const field of EXTENDED) expect(students[0]).not.toHaveProperty(field)
    expect(students[0]).toMatchObject({
      student_name: `${students[0]!.first_name} ${students[0]!.last_name}`,
      service_name: expect.any(String),
      location_name: expect.any(String),
      referral_number: expect.stringMatching(/^\d{4}-\d{2}-\d{6}$/),
    })
  })

  it('adds the extended fields with detailLevel=extended', async () => {
    const students = await get<ActiveStudent[]>('/api/referrals/active-students?detailLevel=extended', token.marisol)
    for (const student of students) {
      expect(student.sie_number).toMatch(/^\d{8}$/)
      expect(student.weekly_frequency).toBeGreaterThan(0)
      expect(student.session_minutes).toBeGreaterThan(0)
      expect(typeof student.region).toBe('string')
      expect(student).toHaveProperty('grade_name')
    }
    expect((await t.authed('/api/referrals/active-students?detailLevel=everything', token.marisol)).status).toBe(422)
  })

  it("refuses another provider's students (403)", async () => {
    await get(`/api/referrals/active-students?provider_id=${carlosId}`, token.marisol, 403)
    await get(`/api/referrals/active-students?supervisor_id=${supervisorId}`, token.marisol, 403)
  })

  it('gives a supervisor the students of the providers they supervise, and no one else', async () => {
    const supervised = await get<ActiveStudent[]>(`/api/referrals/active-students?supervisor_id=${supervisorId}&detailLevel=extended`, token.supervisor)
    expect(new Set(supervised.map((student) => student.provider_id))).toEqual(new Set([marisolId]))
    // The supervisor's filter names the provider.
    expect(new Set(supervised.map((student) => student.provider_name))).toEqual(new Set(['Marisol Rivera Torres']))
    const byProvider = await get<ActiveStudent[]>(`/api/referrals/active-students?provider_id=${marisolId}`, token.supervisor)
    expect(byProvider.map((student) => student.referral_id)).toEqual(supervised.map((student) => student.referral_id))
    const ownStudents = await get<ActiveStudent[]>('/api/referrals/active-students', token.supervisor)
    expect(ownStudents.every((student) => student.provider_id === supervisorId)).toBe(true)
    await get(`/api/referrals/active-students?provider_id=${carlosId}`, token.supervisor, 403)
  })

  it('gives staff any provider, any supervisor, or everyone', async () => {
    const carlos = await get<ActiveStudent[]>(`/api/referrals/active-students?provider_id=${carlosId}`, token.office)
    expect(carlos.map((student) => student.referral_id).sort((a, b) => a - b)).toEqual((await activeReferralsOf(t, carlosId)).map((referral) => referral.id))
    const supervised = await get<ActiveStudent[]>(`/api/referrals/active-students?supervisor_id=${supervisorId}`, token.office)
    expect(new Set(supervised.map((student) => student.provider_id))).toEqual(new Set([marisolId]))
    // The supervisor's filter names the provider.
    expect(new Set(supervised.map((student) => student.provider_name))).toEqual(new Set(['Marisol Rivera Torres']))
    const everyone = await get<ActiveStudent[]>('/api/referrals/active-students', token.office)
    expect(everyone.length).toBeGreaterThan(carlos.length + supervised.length)
  })
})

describe('a signed-out session', () => {
  it('is refused at once, on the very next request', async () => {
    const pair = await t.login('terapeuta@example.com')
    expect((await t.authed('/api/referrals/active-students', pair.accessToken)).status).toBe(200)
    expect((await t.authed('/api/auth/logout', pair.accessToken, { method: 'POST' })).status).toBe(204)
    const after = await t.authed('/api/referrals/active-students', pair.accessToken)
    expect(after.status).toBe(401)
    expect(await after.json()).toMatchObject({ code: 'unauthenticated' })
  })
})

describe('totals', () => {
  it.each([
    ['marisol', ''],
    ['supervisor', '?supervisor_id=SUPERVISOR'],
    ['office', ''],
  ] as const)('for %s, the total is the distinct students of the list and the regions add up to it', async (who, query) => {
    const suffix = query.replace('SUPERVISOR', String(supervisorId))
    const students = await get<ActiveStudent[]>(`/api/referrals/active-students${suffix}`, token[who])
    const { total } = await get<ActiveStudentsTotal>(`/api/referrals/total-active-students${suffix}`, token[who])
    const regions = await get<RegionTotal[]>(`/api/referrals/active-students/regions${suffix}`, token[who])
    expect(total).toBe(new Set(students.map((student) => student.student_id)).size)
    expect(total).toBeGreaterThan(0)
    expect(regions.reduce((sum, region) => sum + region.total, 0)).toBe(total)
  })

  it('refuses totals of someone else', async () => {
    await get(`/api/referrals/total-active-students?provider_id=${marisolId}`, token.carlos, 403)
    await get(`/api/referrals/active-students/regions?provider_id=${marisolId}`, token.carlos, 403)
  })
})

describe('GET /api/services lookups', () => {
  it('answers durations, types, modalities and one service', async () => {
    const durations = await get<Array<{ name: string; minutes: number }>>('/api/services/durations', token.marisol)
    expect(durations.map((duration) => duration.minutes)).toEqual([30, 45, 60, 90, 120])
    expect(durations[0]!.name).toBe('30 minutos')
    expect(await get('/api/services/types', token.marisol)).toEqual([
      { id: 1, name: 'Terapia' },
      { id: 2, name: 'Evaluación' },
    ])
    expect(await get('/api/services/modalities', token.marisol)).toEqual([
      { id: 1, name: 'Presencial' },
      { id: 2, name: 'Telepráctica' },
    ])
    const [first] = await get<Array<{ id: number; name: string }>>('/api/public/services', token.marisol)
    expect(await get(`/api/services/${first!.id}`, token.marisol)).toMatchObject(first!)
    await get('/api/services/999999', token.marisol, 404)
  })
})
