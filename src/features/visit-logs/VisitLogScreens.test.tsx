import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { saveSignIn } from '../../db/session'
import type { VisitLog } from '../../domain/visit-logs/types'

const STATUSES = [
  { code: 'received', name: 'Recibido', final: false, sort_index: 1 },
  { code: 'claimed', name: 'En proceso', final: false, sort_index: 2 },
  { code: 'processed', name: 'Procesado', final: true, sort_index: 3 },
]

const received: VisitLog = {
  id: 5,
  provider_id: 3,
  provider_name: 'Marisol Rivera',
  location_id: 9,
  location_name: 'Esc. José Martí',
  customer_id: 1,
  year: 2026,
  month: 2,
  notes: null,
  status: 'received',
  status_name: 'Recibido',
  hash: 'h1',
  allowed_actions: ['claim'],
  claimed_by: null,
  claimed_by_name: null,
  claimed_at: null,
  processed_at: null,
  scan: { filename: 'registro.png', content_type: 'image/png', size_bytes: 2048 },
  can_change: true,
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
}

async function signedIn() {
  await saveSignIn(tokens('1'), staffUser)
  await saveCompany(company)
}

afterEach(() => vi.restoreAllMocks())

describe('/billing/provider-location-logs/{logId}', () => {
  // The first test of the file also pays for loading the app's modules (over 5 s on a busy machine).
  it('shows the log, offers only what the server allows, and claims it with the version it showed', { timeout: 20_000 }, async () => {
    await signedIn()
    const api = fakeApi()
    const claimed: VisitLog = {
      ...received,
      status: 'claimed',
      status_name: 'En proceso',
      hash: 'h2',
      allowed_actions: ['unclaim', 'mark-processed'],
      claimed_by: 1,
      claimed_by_name: 'Laura Santiago Díaz',
    }
    // The fake server keeps the log's state, so the read after the action answers the claimed log.
    let state = received
    api.on('GET /provider-location-visit-logs/5', () => ({ body: state }))
    api.on('GET /provider-location-visit-logs/5/events', { body: [] })
    api.on('POST /provider-location-visit-logs/5/claim', () => {
      state = claimed
      return { body: claimed }
    })
    renderApp('/billing/provider-location-logs/5')

    const group = await screen.findByRole('group', { name: 'Acciones del registro' }, { timeout: 5000 })
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reclamar'])
    expect(screen.getByText('Recibido')).toBeTruthy()
    expect(screen.getByText(/febrero 2026/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeTruthy()

    await userEvent.click(within(group).getByRole('button', { name: 'Reclamar' }))
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Acciones del registro' }))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Liberar', 'Marcar como procesado']),
    )
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ hash: 'h1', comment: null })
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull()
  })

  it('shows a refused action with the log as it is now, and logs the error (spec §8)', async () => {
    await signedIn()
    const api = fakeApi()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const now = {
      ...received,
      status: 'claimed',
      status_name: 'En proceso',
      hash: 'h2',
      allowed_actions: ['unclaim'],
      claimed_by: 2,
      claimed_by_name: 'Roberto Pagán Cruz',
    }
    api.on('GET /provider-location-visit-logs/5', { body: received })
    api.on('GET /provider-location-visit-logs/5/events', { body: [] })
    api.on('POST /provider-location-visit-logs/5/claim', {
      status: 409,
      body: { code: 'action_not_allowed', message: 'No permitida', status: 'claimed', current: now },
    })
    renderApp('/billing/provider-location-logs/5')

    await userEvent.click(await screen.findByRole('button', { name: 'Reclamar' }, { timeout: 5000 }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Esta acción ya no está permitida en el estado actual del documento.')
    expect(alert.textContent).toContain('Ahora está: En proceso (Roberto Pagán Cruz).')
    expect(logged).toHaveBeenCalledWith('API call failed: visit-logs.claim', expect.anything())
    await userEvent.click(within(alert).getByRole('button', { name: 'Usar la versión actual' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })
})

describe('/billing/provider-location-logs/{logId}: editing', () => {
  it('saves the fields with the version shown, and shows a stale save beside the log as it is now', async () => {
    await signedIn()
    const api = fakeApi()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const changed = { ...received, notes: 'Otra nota', hash: 'h9' }
    api.on('GET /provider-location-visit-logs/5', { body: received })
    api.on('GET /provider-location-visit-logs/5/events', { body: [] })
    api.on('GET /provider-locations/3', { body: [] })
    api.on('PUT /provider-location-visit-logs/5', { status: 409, body: { code: 'version_conflict', message: 'Cambió', current: changed } })
    renderApp('/billing/provider-location-logs/5')

    const form = await screen.findByRole('form', { name: 'Editar registro' }, { timeout: 5000 })
    await userEvent.type(within(form).getByRole('textbox', { name: 'Notas' }), 'Llegó tarde')
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('El documento cambió desde que lo abrió.')
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      provider_id: 3,
      location_id: 9,
      year: 2026,
      month: 2,
      notes: 'Llegó tarde',
      hash: 'h1',
    })
    await userEvent.click(within(alert).getByRole('button', { name: 'Usar la versión actual' }))
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Notas' }) as HTMLTextAreaElement).value).toBe('Otra nota'))
  }, 15_000)
})

describe('/billing/provider-location-logs', () => {
  it('lists logs with their status names, and filters by status through the address', async () => {
    await signedIn()
    const api = fakeApi()
    api.on('GET /provider-location-visit-logs', ({ search }) => ({
      body: { items: search.get('status') === 'processed' ? [] : [received], total: search.get('status') === 'processed' ? 0 : 1 },
    }))
    api.on('GET /provider-location-visit-logs/statuses', { body: STATUSES })
    api.on('GET /provider-location-visit-logs/providers', { body: [{ id: 3, name: 'Marisol Rivera', logs: 1 }] })
    const { router } = renderApp('/billing/provider-location-logs')

    expect(await screen.findByRole('link', { name: /febrero 2026/ }, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByText('Esc. José Martí')).toBeTruthy()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'processed')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'processed' }))
    expect(await screen.findByText('Ningún registro coincide con los filtros.')).toBeTruthy()
  })
})

describe('/billing/provider-location-logs/{logId}: OCR', () => {
  const field = (value: string, confidence = 0.95) => ({ value, raw: value, confidence, flagged: confidence < 0.85 })
  const reading = {
    id: 7,
    log_id: 5,
    job_id: '00000000-0000-4000-8000-000000000001',
    status: 'proposed',
    progress: 1,
    pages: 1,
    seconds: 2.4,
    threshold: 0.85,
    error_code: null,
    created_at: '2026-03-01T12:00:00.000Z',
    finished_at: '2026-03-01T12:00:03.000Z',
    confirmed_at: null,
    confirmed_sessions: null,
    confirmed_visits: null,
    rows: [
      { page: 1, line: 6, text: '03/02/2026 08:30 12345678', date: field('2026-02-03'), time: field('08:30'), sie_number: field('12345678'), student_id: 4, student_name: 'Ana Peña' },
      { page: 1, line: 7, text: '05/02/2026 13:15 8765432l', date: field('2026-02-05'), time: field('13:15'), sie_number: field('87654321', 0.62), student_id: null, student_name: null },
    ],
  }

  it('shows the proposed rows with low-confidence fields marked in words, and confirms the corrected rows', async () => {
    await signedIn()
    const api = fakeApi()
    const mine: VisitLog = { ...received, status: 'claimed', status_name: 'En proceso', hash: 'h2', allowed_actions: ['unclaim', 'mark-processed'], claimed_by: 1, claimed_by_name: 'Laura Santiago Díaz' }
    api.on('GET /provider-location-visit-logs/5', { body: mine })
    api.on('GET /provider-location-visit-logs/5/events', { body: [] })
    api.on('GET /provider-location-visit-logs/5/ocr', { body: reading })
    api.on('POST /provider-location-visit-logs/5/ocr/confirm', { body: { sessions: 2, visits: 2, log: { ...mine, hash: 'h3' } } })
    renderApp('/billing/provider-location-logs/5')

    const table = await screen.findByRole('table', { name: 'Visitas propuestas por OCR' }, { timeout: 5000 })
    const flagged = within(table).getByRole('textbox', { name: 'Número SIE 2' })
    // Not by colour alone: the field says so in words, tied to it for screen readers.
    const note = document.getElementById(flagged.getAttribute('aria-describedby')!)
    expect(note?.textContent).toBe('⚠ Revisar (confianza 62 %)')
    expect(within(table).queryAllByText(/Revisar/)).toHaveLength(1)
    await userEvent.clear(flagged)
    await userEvent.type(flagged, '87654329')
    expect(within(table).queryAllByText(/Revisar/)).toHaveLength(0)
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar visitas' }))
    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST')).toBeTruthy())
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      reading_id: 7,
      hash: 'h2',
      rows: [
        { date: '2026-02-03', time: '08:30', sie_number: '12345678' },
        { date: '2026-02-05', time: '13:15', sie_number: '87654329' },
      ],
    })
  })
})
