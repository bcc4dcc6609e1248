import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../../test/support/fixtures'
import { referralDetail } from '../../../../test/support/referrals'
import { renderApp } from '../../../../test/support/render-app'
import { saveCompany } from '../../../db/company'
import { saveSignIn } from '../../../db/session'

const detail = referralDetail()
const statuses = [
  { id: 1, name: 'Activo' },
  { id: 2, name: 'Cerrado' },
]

async function openEditor() {
  await saveSignIn(tokens('1'), staffUser)
  await saveCompany(company)
  const api = fakeApi()
  api.on('GET /referrals/1', { body: detail })
  api.on('GET /referrals/1/events', { body: [] })
  api.on('GET /referrals/status', { body: statuses })
  api.on('GET /referrals/types', { body: [] })
  api.on('GET /referrals/schools', { body: [{ id: 4, name: 'Escuela José Nevárez', school_code: null, customer_id: 2 }] })
  api.on('GET /referrals/provider-specialties', { body: [] })
  renderApp('/students/11/referrals/1')
  await userEvent.click(await screen.findByRole('button', { name: 'Editar referido' }, { timeout: 5000 }))
  const dialog = await screen.findByRole('dialog', { name: `Editar referido ${detail.number}` })
  return { api, dialog }
}

const patches = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.method === 'PATCH' && call.path === '/referrals/1')

describe('/students/{studentId}/referrals/{referralId}: editing the referral', () => {
  it('saves the changed fields with the version read, checked by the shared schema first', async () => {
    const { api, dialog } = await openEditor()
    api.on('PATCH /referrals/1', ({ body }) => ({ body: { ...detail, ...(body as object), status_name: 'Cerrado', hash: 'h2' } }))

    const frequency = within(dialog).getByLabelText(/Sesiones por semana/)
    await userEvent.clear(frequency)
    await userEvent.type(frequency, '9')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }))
    expect(await within(dialog).findByText('El valor es mayor que el máximo permitido.')).toBeDefined()
    expect(patches(api)).toHaveLength(0)

    await userEvent.clear(frequency)
    await userEvent.type(frequency, '3')
    await userEvent.selectOptions(within(dialog).getByLabelText(/Estado/), 'Cerrado')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }))
    await waitFor(() => expect(patches(api)).toHaveLength(1))
    expect(patches(api)[0]!.body).toMatchObject({ hash: 'h1', weekly_frequency: 3, status_id: 2, location_id: 4, start_date: '2026-08-17' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  }, 20_000)

  it('on a stale version shows the server’s beside the form and saves hers on top only when she asks', async () => {
    const { api, dialog } = await openEditor()
    const server = { ...detail, weekly_frequency: 4, hash: 'h9' }
    let answer = 0
    api.on('PATCH /referrals/1', ({ body }) =>
      ++answer === 1
        ? { status: 409, body: { code: 'version_conflict', message: 'El referido cambió desde que se abrió.', current: server } }
        : { body: { ...server, ...(body as object), hash: 'h10' } },
    )
    const frequency = within(dialog).getByLabelText(/Sesiones por semana/)
    await userEvent.clear(frequency)
    await userEvent.type(frequency, '1')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('4 × 30 min')
    expect((frequency as HTMLInputElement).value).toBe('1')
    expect(patches(api)).toHaveLength(1)

    await userEvent.click(within(alert).getByRole('button', { name: 'Guardar mi versión' }))
    await waitFor(() => expect(patches(api)).toHaveLength(2))
    expect(patches(api)[1]!.body).toMatchObject({ hash: 'h9', weekly_frequency: 1 })
  }, 20_000)
})
