import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { saveSignIn } from '../../db/session'

/** An XMLHttpRequest that reports half the file sent, then waits for the test to answer. */
class FakeUpload {
  static last: FakeUpload | null = null
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  status = 0
  responseText = ''
  url = ''
  headers: Record<string, string> = {}
  body: FormData | null = null
  open(_method: string, url: string) {
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: FormData) {
    this.body = body
    FakeUpload.last = this
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 })
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.onload?.()
  }
}

afterEach(() => vi.restoreAllMocks())

describe('/billing/provider-location-logs/new: the upload', () => {
  it('checks the fields first, then sends the scan with a progress bar and opens the new log', async () => {
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany(company)
    vi.stubGlobal('XMLHttpRequest', FakeUpload)
    // The new log's page reads it from the fake server, which does not know it: a logged 404.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const api = fakeApi()
    api.on('GET /provider-location-visit-logs/providers', { body: [{ id: 3, name: 'Marisol Rivera', logs: 0 }] })
    api.on('GET /provider-locations/3', {
      body: [{ location_id: 9, location_name: 'Esc. José Martí', type_name: 'Escuela', via_specialty: true, active_referrals: 1 }],
    })
    api.on('GET /provider-location-visit-logs/7', { status: 404, body: { code: 'not_found', message: 'No existe' } })
    const { router } = renderApp('/billing/provider-location-logs/new')

    const submit = await screen.findByRole('button', { name: 'Subir registro' }, { timeout: 5000 })
    await userEvent.click(submit)
    expect((await screen.findAllByText('Este campo es obligatorio.')).length).toBeGreaterThanOrEqual(4)
    expect(FakeUpload.last).toBeNull()

    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Proveedor/ }), '3')
    await userEvent.selectOptions(
      await screen.findByRole('option', { name: 'Esc. José Martí' }).then(() => screen.getByRole('combobox', { name: /Localidad/ })),
      '9',
    )
    const month = screen.getByLabelText(/^Mes/)
    await userEvent.type(month, '2026-02')
    await userEvent.upload(
      screen.getByLabelText(/Archivo escaneado/),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'registro.png', { type: 'image/png' }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Subir registro' }))

    const bar = await screen.findByRole('progressbar', { name: 'Subiendo el archivo' })
    expect(bar.getAttribute('aria-valuenow')).toBe('50')
    const sent = FakeUpload.last!
    expect(sent.headers.Authorization).toBe('Bearer access-1')
    expect(Object.fromEntries([...sent.body!.entries()].filter(([name]) => name !== 'file'))).toEqual({
      provider_id: '3',
      location_id: '9',
      year: '2026',
      month: '2',
    })
    sent.answer(201, { id: 7 })
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/provider-location-logs/7'))
  }, 20_000)
})
