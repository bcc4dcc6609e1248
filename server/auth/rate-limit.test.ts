import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { loginAttempts } from '../db/schema'
import { createTestApp, postJson, TEST_NOW, type TestApp } from '../test-support/test-app'

let t: TestApp

// TRUST_PROXY lets each test sign in from its own X-Forwarded-For address, so the counters of
// one test never reach into another.
beforeAll(async () => {
  t = await createTestApp({
    env: { LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '6', LOGIN_WINDOW_SECONDS: '600', TRUST_PROXY: '1' },
  })
})
afterAll(() => t?.close())
beforeEach(() => t.clock.set(TEST_NOW))

const from = (address: string) => ({ 'X-Forwarded-For': address })

async function fail(email: string, address: string, times: number) {
  for (let attempt = 0; attempt < times; attempt++) {
    const response = await t.attemptLogin(email, 'wrong-password', from(address))
    expect(response.status).toBe(401)
  }
}

describe('login rate limit', () => {
  it('answers 429 with Retry-After after too many failures, even for the right password, until the window passes', async () => {
    await fail('terapeuta@example.com', '10.0.0.1', 3)

    const blocked = await t.attemptLogin('terapeuta@example.com', 'demo1234', from('10.0.0.1'))
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('Retry-After')).toBe('600')
    expect(await blocked.json()).toEqual({
      code: 'too_many_attempts',
      message: expect.stringContaining('10 minutos'),
      retry_after_seconds: 600,
    })

    // The limit is per account and address: the same account elsewhere is not locked out.
    expect((await t.attemptLogin('terapeuta@example.com', 'demo1234', from('10.0.0.2'))).status).toBe(200)

    t.clock.advance(599)
    const later = await t.attemptLogin('terapeuta@example.com', 'demo1234', from('10.0.0.1'))
    expect(later.status).toBe(429)
    expect(later.headers.get('Retry-After')).toBe('1')

    t.clock.advance(1)
    expect((await t.attemptLogin('terapeuta@example.com', 'demo1234', from('10.0.0.1'))).status).toBe(200)
  })

  it('clears the account counter after a successful sign-in', async () => {
    await fail('terapeuta2@example.com', '10.0.1.1', 2)
    expect((await t.attemptLogin('terapeuta2@example.com', 'demo1234', from('10.0.1.1'))).status).toBe(200)
    await fail('terapeuta2@example.com', '10.0.1.1', 2)
    // Four failures in the window, but only two since the success.
    expect((await t.attemptLogin('terapeuta2@example.com', 'demo1234', from('10.0.1.1'))).status).toBe(200)
  })

  it('limits one address across accounts (password spraying)', async () => {
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) await fail(email, '10.0.2.1', 2)
    const response = await t.attemptLogin('supervisor@example.com', 'demo1234', from('10.0.2.1'))
    expect(response.status).toBe(429)
  })

  it('counts the address our proxy appended: changing the left of X-Forwarded-For escapes nothing', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await t.attemptLogin('terapeuta@example.com', 'wrong-password', from(`192.0.2.${attempt}, 10.0.9.1`))
      expect(response.status).toBe(401)
    }
    const claimed = await t.attemptLogin('terapeuta@example.com', 'demo1234', from('192.0.2.200, 10.0.9.1'))
    expect(claimed.status).toBe(429)
  })

  it('keeps its state in the database: a second app instance on the same database sees the limit', async () => {
    await fail('oficina@example.com', '10.0.3.1', 3)
    const second = await createApp({ db: t.db, config: t.config, now: t.clock.now })
    const response = await second.request(
      '/api/auth/login',
      postJson({ email: 'oficina@example.com', password: 'demo1234' }, from('10.0.3.1')),
    )
    expect(response.status).toBe(429)
    // And the counter is a row, not something a module-level map in this process could hold.
    const [row] = await t.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.key, 'account:oficina@example.com|address:10.0.3.1'))
    expect(row?.failures).toBe(3)
  })
})

describe('login rate limit under concurrency', () => {
  const statuses = (responses: Response[]) => responses.map((response) => response.status)
  const count = (values: number[], status: number) => values.filter((value) => value === status).length

  it('checks at most the limit of 40 simultaneous attempts for one account and address; the rest are 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => t.attemptLogin('terapeuta@example.com', 'wrong-password', from('10.0.4.1'))),
    )
    const codes = statuses(answers)
    expect(count(codes, 401)).toBe(3)
    expect(count(codes, 429)).toBe(37)
  })

  it('refuses the right password sent last in a burst of 30', async () => {
    const wrong = Array.from({ length: 29 }, () => t.attemptLogin('supervisor@example.com', 'wrong-password', from('10.0.5.1')))
    const right = t.attemptLogin('supervisor@example.com', 'demo1234', from('10.0.5.1'))
    const codes = statuses(await Promise.all([...wrong, right]))
    expect(codes.filter((status) => status !== 429).length).toBeLessThanOrEqual(3)
    expect(codes.at(-1)).toBe(429)
  })

  it('checks at most the address limit of simultaneous attempts spread over many accounts', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => t.attemptLogin(`spray${index}@example.com`, 'wrong-password', from('10.0.6.1'))),
    )
    const codes = statuses(answers)
    expect(count(codes, 401)).toBe(6)
    expect(count(codes, 429)).toBe(14)
  })

  it('does not count successful sign-ins against the address (a school behind one address)', async () => {
    for (let round = 0; round < 10; round++) {
      expect((await t.attemptLogin('terapeuta2@example.com', 'demo1234', from('10.0.7.1'))).status).toBe(200)
    }
    const [row] = await t.db.select().from(loginAttempts).where(eq(loginAttempts.key, 'address:10.0.7.1'))
    expect(row?.failures).toBe(0)
  })
})
