import { describe, expect, it } from 'vitest'
import type { AppointmentEvent, AppointmentEventType, ReferralAppointment } from '../../src/domain/referrals/types'
import type { ActiveStudent } from '../../src/domain/service-sessions/types'
import { pageHeading, PROVIDER, readTable, signIn, useBrowser, waitForServiceWorkerControl, WAIT_MS } from './support/browser'
import { api, signInThroughApi } from './support/demo-state'
import { uniqueNotes, waitForEmptyOutbox, waitForFieldData } from './support/sessions'

const SUPERVISOR = 'supervisor@example.com'

/**
 * The provider's referral views offline (issue 11): at a school with no signal she opens a
 * student's referral from her active students, reads its schedule, events and appointments,
 * records what happened at an appointment, and the event reaches the server exactly once when
 * she is back online. A supervisor opens a supervisee's referral, read only.
 */
describe('referrals on the provider’s tablet', () => {
  const b = useBrowser()

  async function serverEventsOf(appointmentId: number): Promise<AppointmentEvent[]> {
    const token = await signInThroughApi(b.baseUrl, PROVIDER)
    return api<AppointmentEvent[]>(b.baseUrl, `/referrals/events/appointments/${appointmentId}/events`, { token })
  }

  it('opens a referral offline from her active students, records an appointment event, and it arrives once', async () => {
    const { page, context } = b
    await signIn(page, PROVIDER)
    await pageHeading(page).filter({ hasText: 'Hola, Marisol' }).waitFor()
    await waitForServiceWorkerControl(page)
    await waitForFieldData(page)
    await expect.poll(async () => (await readTable(page, 'appointments')).length, { timeout: WAIT_MS }).toBeGreaterThan(0)
    const appointments = await readTable<ReferralAppointment & { owner: string }>(page, 'appointments')
    const [lists] = await readTable<{ appointment_event_types: AppointmentEventType[] }>(page, 'referralLists')
    const held = lists!.appointment_event_types.find((type) => type.status === 'held' && !type.needs_cancel_reason)!

    await context.setOffline(true)
    await page.getByRole('navigation', { name: 'Navegación' }).getByRole('link', { name: 'Estudiantes' }).click()
    await pageHeading(page).filter({ hasText: 'Estudiantes activos' }).waitFor()
    // A student on screen (the list is virtual) whose referral has appointments.
    const students = await readTable<ActiveStudent & { owner: string }>(page, 'activeStudents')
    const withAppointments = new Set(appointments.map((appointment) => appointment.referral_id))
    const rows = page.getByRole('list', { name: 'Estudiantes' }).getByRole('listitem')
    await rows.first().waitFor()
    const shown = await rows.allTextContents()
    const student = students.find((item) => withAppointments.has(item.referral_id) && shown.some((text) => text.includes(item.referral_number)))!
    expect(student, 'a student with appointments is on screen').toBeDefined()
    await rows.filter({ hasText: student.referral_number }).getByRole('link', { name: student.student_name, exact: true }).click()

    // The referral, from the device: header, weekly schedule, events, appointments, sessions.
    await pageHeading(page).filter({ hasText: student.student_name }).waitFor()
    await page.getByText(student.referral_number).first().waitFor()
    for (const section of ['Horario semanal', 'Eventos', 'Citas', 'Sesiones']) await page.getByRole('heading', { name: section, exact: true }).waitFor()
    const appointment = appointments.find((item) => item.referral_id === student.referral_id)!
    const before = (await serverEventsOf(appointment.id)).length
    await page.getByRole('region', { name: 'Citas' }).getByRole('link').first().click()
    await pageHeading(page).filter({ hasText: 'Cita del' }).waitFor()

    const [notes] = uniqueNotes('cita sin señal', 1)
    await page.getByLabel(/^Qué ocurrió/).selectOption({ label: held.name })
    await page.getByLabel(/^Notas/).fill(notes!)
    await page.getByRole('button', { name: 'Registrar evento' }).click()
    await page
      .getByRole('article', { name: `Evento guardado en el dispositivo: ${held.name}` })
      .filter({ hasText: 'Guardado en el dispositivo' })
      .waitFor()
    expect(await readTable(page, 'outbox')).toHaveLength(1)

    // Still offline after a reload, the event waits on the device.
    const reloaded = await page.reload()
    expect(reloaded?.fromServiceWorker()).toBe(true)
    await page.getByRole('article', { name: `Evento guardado en el dispositivo: ${held.name}` }).waitFor()

    await context.setOffline(false)
    await waitForEmptyOutbox(page)
    // The server's answer takes the pending card's place on the screen.
    await page.getByRole('region', { name: 'Eventos de la cita' }).getByText(notes!).waitFor()
    const after = await serverEventsOf(appointment.id)
    expect(after).toHaveLength(before + 1)
    expect(after.filter((event) => event.notes === notes)).toHaveLength(1)
  })

  it('lets a supervisor open a supervisee’s referral, read only, with its sessions', async () => {
    const { page } = b
    await signIn(page, SUPERVISOR)
    await page.getByRole('navigation', { name: 'Navegación' }).getByRole('link', { name: 'Supervisiones' }).click()
    await pageHeading(page).filter({ hasText: 'Supervisiones' }).waitFor()
    const row = page.getByRole('list', { name: 'Estudiantes' }).getByRole('listitem').first()
    const name = (await row.getByRole('link').first().textContent()) ?? ''
    await row.getByRole('link', { name, exact: true }).click()
    await pageHeading(page).filter({ hasText: name }).waitFor()
    await page.getByText(/^Solo lectura · Proveedor: /).waitFor()
    for (const section of ['Horario semanal', 'Eventos', 'Citas', 'Sesiones']) await page.getByRole('heading', { name: section, exact: true }).waitFor()
    expect(await page.getByRole('link', { name: 'Registrar sesión' }).count()).toBe(0)
    expect(await page.getByRole('region', { name: 'Citas' }).getByRole('link').count()).toBe(0)
  })
})
