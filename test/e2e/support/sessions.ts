import { format, parseISO, subDays } from 'date-fns'
import type { Page } from 'playwright-core'
import type { Page as ListPage } from '../../../src/domain/lists/list-params'
import { expect } from 'vitest'
import { companyToday, latestSessionTime } from '../../../src/domain/rules/company-time'
import { timeChoices } from '../../../src/domain/service-sessions/rules'
import type { ServiceSession } from '../../../src/domain/service-sessions/types'
import { DEMO_PASSWORD, readTable, waitForReferenceLists, WAIT_MS } from './browser'
import { api } from './demo-state'

/** Steps and checks of the field-sessions tests: the form as a provider fills it, and the server's truth. */

export const PROVIDER_2 = 'terapeuta2@example.com'

/** Waits until the sign-in stored what recording needs offline: reference lists and active students. */
export async function waitForFieldData(page: Page): Promise<void> {
  await waitForReferenceLists(page)
  await expect.poll(async () => (await readTable(page, 'activeStudents')).length, { timeout: WAIT_MS }).toBeGreaterThan(0)
}

/**
 * The day the field tests record on. Sessions fall between 06:00 and 20:00 and none may be later
 * than now (spec §2), so from midnight to six in Puerto Rico — CI runs at any hour — no time of
 * today can be chosen yet: the tests then record on yesterday, a day that is wholly past.
 */
export function fieldDay(): string {
  const today = companyToday()
  return timeChoices().some((choice) => choice <= latestSessionTime()) ? today : format(subDays(parseISO(today), 1), 'yyyy-MM-dd')
}

/** The day screen's heading: "Sesiones de hoy", or "Sesiones del día" for another day. */
export function dayHeading(page: Page) {
  return page.getByRole('heading', { name: /^Sesiones (de hoy|del día)$/ })
}

/** From the home screen to the sessions of the tests' day (fieldDay). */
export async function openFieldDaySessions(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Sesiones de hoy' }).click()
  await page.getByRole('heading', { name: 'Sesiones de hoy' }).waitFor()
  const day = fieldDay()
  if (day === companyToday()) return
  await page.getByLabel('Día', { exact: true }).fill(day)
  await page.getByRole('heading', { name: 'Sesiones del día' }).waitFor()
}

/** Opens the form from the day's screen and records one session whose notes say `notes`. */
export async function recordSessionThroughForm(page: Page, notes: string, time = '08:00'): Promise<void> {
  // Exact: the day's expected sessions each offer 'Registrar sesión de … a las …' too.
  await page.getByRole('button', { name: 'Registrar sesión', exact: true }).click()
  await page.getByRole('heading', { name: 'Registrar sesión' }).waitFor()
  const day = fieldDay()
  await page.getByLabel(/^Fecha/).fill(day)
  await page.getByLabel(/^Hora/).selectOption(day === companyToday() ? notLaterThanNow(time) : time)
  await page.getByLabel(/^Duración/).selectOption({ index: 1 })
  await page.getByLabel(/^Tipo de sesión/).selectOption({ index: 1 })
  await page.getByLabel(/^Localidad/).selectOption({ index: 1 })
  await page.getByLabel(/^Servicio/).selectOption({ index: 1 })
  await page.getByLabel(/^Resultado de la sesión/).selectOption({ label: 'Sesión ofrecida' })
  const students = page.getByRole('group').filter({ hasText: 'Estudiantes' }).getByRole('checkbox')
  await students.first().check()
  await page.getByLabel(/^Resultado de la visita de/).first().selectOption({ index: 1 })
  await page.getByLabel(/^Notas/).fill(notes)
  await page.getByRole('button', { name: 'Guardar' }).click()
  // Back on the day's screen, with the new session and its state.
  await dayHeading(page).waitFor()
  await sessionCard(page, notes).waitFor()
}

/**
 * A session today cannot be later than now (spec §2): a test run early in the day records at the
 * latest hour that is allowed yet instead of the one it asked for.
 */
export function notLaterThanNow(time: string): string {
  const latest = latestSessionTime()
  if (time <= latest) return time
  const allowed = timeChoices().filter((choice) => choice <= latest)
  return allowed.at(-1) ?? time
}

export function sessionCard(page: Page, notes: string) {
  return page.getByRole('article').filter({ hasText: notes })
}

/** Waits until the device has sent everything (the outbox is empty). */
export async function waitForEmptyOutbox(page: Page, timeout = WAIT_MS): Promise<void> {
  await expect.poll(async () => (await readTable(page, 'outbox')).length, { timeout, message: 'outbox drained' }).toBe(0)
}

/** How many of the tests' day's sessions on the server carry each of `notes` (asked as office staff). */
export async function countOnServer(baseUrl: string, notes: string[]): Promise<number[]> {
  const { accessToken } = await api<{ accessToken: string }>(baseUrl, '/auth/login', {
    method: 'POST',
    body: { email: 'oficina@example.com', password: DEMO_PASSWORD },
  })
  const day = fieldDay()
  const { items: sessions } = await api<ListPage<ServiceSession>>(baseUrl, `/service-sessions?from=${day}&to=${day}&page_size=500`, { token: accessToken })
  return notes.map((note) => sessions.filter((session) => session.notes === note).length)
}

/** Ends a sign-in on the server with its refresh token, as if revoked by an administrator. */
export async function revokeOnServer(baseUrl: string, refreshToken: string): Promise<void> {
  await api(baseUrl, '/auth/logout', { method: 'POST', body: { refreshToken } })
}

export function uniqueNotes(label: string, count: number): string[] {
  const run = Math.random().toString(36).slice(2, 8)
  return Array.from({ length: count }, (_, index) => `${label} ${run} #${index + 1}`)
}
