import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../test/support/fixtures'
import { referralDetail } from '../../../test/support/referrals'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { saveSignIn } from '../../db/session'
import { activateLocale } from '../../i18n/locale'

const detail = referralDetail()

/** The names under which the page saved files (the anchor's `download`), in order. */
const saved: string[] = []

afterEach(() => {
  saved.length = 0
  vi.restoreAllMocks()
})

const fetchedUrls = () => (globalThis.fetch as unknown as { mock: { calls: unknown[][] } }).mock.calls.map((call) => String(call[0]))

describe('/students/{studentId}/referrals/{referralId}: the printable forms', () => {
  it('offers the five forms to whoever reads the referral, each saving the PDF of its own call', async () => {
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany(company)
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }))
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.download) saved.push(this.download)
    })
    const api = fakeApi()
    api.on('GET /referrals/1', { body: detail })
    api.on('GET /referrals/1/events', { body: [] })
    api.on('GET /referrals/1/label', { body: '%PDF-' })
    api.on('GET /referrals/progress-forms', { body: '%PDF-' })
    api.on('GET /referrals/1/ongoing-service-certification', { body: '%PDF-' })
    // The access log is refused, as the server would for a referral gone meanwhile.
    api.on('GET /referrals/1/access-log-form', { status: 404, body: { code: 'not_found', message: 'El referido no existe.' } })
    renderApp('/students/11/referrals/1')

    const group = await screen.findByRole('group', { name: 'Imprimir (PDF):' }, { timeout: 5000 })
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Rótulo',
      'Informe de progreso',
      'Registro de acciones',
      'Registro de acceso',
      'Certificación de servicio',
    ])

    await userEvent.click(within(group).getByRole('button', { name: 'Rótulo' }))
    await waitFor(() => expect(saved).toEqual(['rotulo-2026-01-000123.pdf']))
    expect(fetchedUrls()).toContain('/api/referrals/1/label')

    // The progress report is the batch call with this referral alone.
    await userEvent.click(within(group).getByRole('button', { name: 'Informe de progreso' }))
    await waitFor(() => expect(saved).toEqual(['rotulo-2026-01-000123.pdf', 'informe-de-progreso-2026-01-000123.pdf']))
    expect(fetchedUrls()).toContain('/api/referrals/progress-forms?referral_id=1')

    await userEvent.click(within(group).getByRole('button', { name: 'Certificación de servicio' }))
    await waitFor(() => expect(saved.at(-1)).toBe('certificacion-de-servicio-2026-01-000123.pdf'))

    // A refusal saves nothing and says why.
    await userEvent.click(within(group).getByRole('button', { name: 'Registro de acceso' }))
    expect(await screen.findByText('No se encontró lo que busca.')).toBeDefined()
    expect(fetchedUrls()).toContain('/api/referrals/1/access-log-form')
    expect(saved).toHaveLength(3)
  }, 20_000)

  it('offers no forms when the referral cannot be read', async () => {
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany(company)
    const api = fakeApi()
    api.on('GET /referrals/1', { status: 404, body: { code: 'not_found', message: 'El referido no existe.' } })
    renderApp('/students/11/referrals/1')
    expect(await screen.findByText('No se encontró lo que busca.', {}, { timeout: 5000 })).toBeDefined()
    expect(screen.queryByRole('group', { name: 'Imprimir (PDF):' })).toBeNull()
  }, 20_000)
})

describe('/students/{studentId}/referrals/{referralId} in en-US (issue 23 item 4)', () => {
  it('shows the status, service, schedule days and event types in English, as the server names them for an en-US reader', async () => {
    await activateLocale('en-US')
    onTestFinished(() => activateLocale('es'))
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany(company)
    const english = (headers: Headers) => headers.get('Accept-Language') === 'en-US'
    const day = (id: number, es: string, en: string, isEnglish: boolean) => ({
      id,
      referral_id: 1,
      day_of_week_id: id,
      day_of_week_name: isEnglish ? en : es,
      time_slot_id: null,
      start_time: '08:00',
      end_time: '08:30',
      location_id: 4,
      hash: `s${id}`,
    })
    const api = fakeApi()
    api.on('GET /referrals/1', ({ headers }) => {
      const en = english(headers)
      return {
        body: referralDetail({
          status_name: en ? 'Active' : 'Activo',
          service_name: en ? 'Speech and language therapy' : 'Terapia del habla y lenguaje',
          schedules: [day(1, 'Lunes', 'Monday', en), day(3, 'Miércoles', 'Wednesday', en), day(5, 'Viernes', 'Friday', en)],
        }),
      }
    })
    api.on('GET /referrals/1/events', ({ headers }) => ({
      body: [
        {
          id: 9,
          referral_id: 1,
          event_type_id: 1,
          event_type_name: english(headers) ? 'Initial evaluation' : 'Evaluación inicial',
          date: '2026-10-05',
          time: null,
          notes: null,
          cancelled: false,
          cancelled_at: null,
          cancel_comment: null,
          hash: 'e9',
          created_at: '2026-10-05T12:00:00.000Z',
        },
      ],
    }))
    renderApp('/students/11/referrals/1')

    expect(await screen.findByText('Active', {}, { timeout: 5000 })).toBeDefined()
    expect(screen.getAllByText('Speech and language therapy').length).toBeGreaterThan(0)
    const week = screen.getByRole('table', { name: 'Weekly schedule' })
    expect(within(week).getAllByRole('row').slice(1).map((row) => row.querySelector('td')?.textContent)).toEqual(['Monday', 'Wednesday', 'Friday'])
    expect(await screen.findByText('Initial evaluation')).toBeDefined()
    expect(screen.getByText('10/05/2026')).toBeDefined()
    expect(document.body.textContent).not.toMatch(/Activo|Lunes|Miércoles|Viernes|Evaluación inicial|Terapia del habla/)
  }, 20_000)
})
