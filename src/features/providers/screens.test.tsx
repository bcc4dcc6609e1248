import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, providerUser, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { providerSpecialty, specialtyReference } from '../../../test/support/specialties'
import { UNIT_NOW } from '../../../test/support/unit-clock'
import { saveCompany } from '../../db/company'
import { saveSignIn } from '../../db/session'
import type { Provider } from '../../domain/providers/schemas'
import { companyToday } from '../../domain/rules/company-time'
import { toaster } from '../../components/snackbar-host'

beforeEach(() => toaster.remove())

// The day every unit test runs on (unit-clock.ts), read when the file loads.
const today = companyToday(UNIT_NOW)
const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
const provider = (id: number, name: string, statusId = 1): Provider => ({
  id,
  first_name: name.split(' ')[0]!,
  last_name: name.split(' ').slice(1).join(' '),
  name,
  external_name: null,
  email: `${id}@example.com`,
  phone: null,
  provider_status_id: statusId,
  provider_status_name: statusId === 1 ? 'Activo' : 'Inactivo',
  municipality_id: null,
})

function serveReference(api: ReturnType<typeof fakeApi>) {
  api.on('GET /specialties', { body: specialtyReference.specialties })
  api.on('GET /specialties/license-types', { body: specialtyReference.licenseTypes })
  api.on('GET /specialties/features', { body: specialtyReference.features })
}

describe('/providers/license-alerts', () => {
  it('lists expired and expiring licences of active providers, most urgent first, each linking to its provider', async () => {
    await saveSignIn(tokens('1'), staffUser)
    const api = fakeApi()
    api.on('GET /provider-specialties', {
      body: [
        providerSpecialty({ id: 1, provider_id: 4, provider_name: 'José Ramírez Santiago', license_expiration: addDays(today, -12), telehealth_license_expiration: null, insurance_expiration: addDays(today, 90) }),
        providerSpecialty({ id: 2, provider_id: 5, provider_name: 'Gloria Figueroa Pagán', license_expiration: addDays(today, 18), telehealth_license_expiration: null }),
        providerSpecialty({ id: 3, provider_id: 6, provider_name: 'Luis Alberto Ortiz Cruz', license_expiration: addDays(today, 330), telehealth_license_number: 'TEL-40988', telehealth_license_expiration: addDays(today, 9) }),
        providerSpecialty({ id: 4, provider_id: 8, provider_name: 'Nilda Cruz Maldonado', provider_status_id: 2, license_expiration: addDays(today, -40), telehealth_license_expiration: null }),
        providerSpecialty({ id: 5, provider_id: 9, provider_name: 'Héctor Báez Rosario', license_expiration: addDays(today, 31), telehealth_license_expiration: addDays(today, 31) }),
      ],
    })
    renderApp('/providers/license-alerts')
    const table = await screen.findByRole('table', { name: 'Alertas de licencias' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'José Ramírez Santiago',
      'Luis Alberto Ortiz Cruz',
      'Gloria Figueroa Pagán',
    ])
    expect(rows[0]!.textContent).toContain('Vencida hace 12 días')
    expect(rows[1]!.textContent).toContain('Licencia de ciberterapia')
    expect(rows[1]!.textContent).toContain('Vence en 9 días')
    expect(rows[2]!.textContent).toContain('Vence en 18 días')
    expect(within(rows[0]!).getByRole('link', { name: 'José Ramírez Santiago' }).getAttribute('href')).toBe('/providers/4')
    expect(screen.queryByText('Nilda Cruz Maldonado')).toBeNull()
    expect(screen.queryByText('Héctor Báez Rosario')).toBeNull()
    expect(screen.getByTestId('license-alert-summary').textContent).toBe('1 vencida · 2 por vencer')
  })

  it('says so when there is nothing to renew', async () => {
    await saveSignIn(tokens('1'), staffUser)
    fakeApi().on('GET /provider-specialties', { body: [providerSpecialty({ license_expiration: addDays(today, 200), telehealth_license_expiration: null })] })
    renderApp('/providers/license-alerts')
    expect(await screen.findByText('No hay licencias vencidas ni por vencer en los próximos 30 días.')).toBeDefined()
  })
})

describe('/providers and /providers/{id}', () => {
  it('lists providers, searchable, each leading to its page', async () => {
    await saveSignIn(tokens('1'), staffUser)
    fakeApi().on('GET /providers', { body: [provider(1, 'Marisol Rivera Torres'), provider(2, 'Carlos Méndez Ortiz'), provider(8, 'Nilda Cruz Maldonado', 2)] })
    renderApp('/providers')
    expect((await screen.findByRole('link', { name: 'Marisol Rivera Torres' })).getAttribute('href')).toBe('/providers/1')
    await userEvent.type(screen.getByLabelText('Buscar proveedor'), 'mendez')
    expect(screen.queryByRole('link', { name: 'Marisol Rivera Torres' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Carlos Méndez Ortiz' })).toBeDefined()
  })

  it("shows a provider's details and specialties to staff, who may add, edit and delete", async () => {
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany(company)
    const api = fakeApi()
    api.on('GET /providers/1', { body: provider(1, 'Marisol Rivera Torres') })
    api.on('GET /provider-specialties', { body: [providerSpecialty({ license_expiration: addDays(today, -3) })] })
    serveReference(api)
    renderApp('/providers/1')
    expect(await screen.findByRole('heading', { name: 'Marisol Rivera Torres', level: 1 })).toBeDefined()
    const table = await screen.findByRole('table', { name: 'Especialidades' })
    expect(table.textContent).toContain('Vencida hace 3 días')
    expect(screen.getByRole('button', { name: 'Agregar especialidad' })).toBeDefined()
    // The shell's navigation names the monitor the same way; this one is the provider's own.
    expect(screen.getAllByRole('link', { name: 'Servicios compensatorios' }).map((link) => link.getAttribute('href'))).toContain('/providers/1/specialties/compensatory-requests')
    await userEvent.click(screen.getByRole('button', { name: 'Editar Patología del habla y lenguaje' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeDefined()
    expect((within(dialog).getByLabelText(/^Número de licencia\s*\*?$/) as HTMLInputElement).readOnly).toBe(false)
  })

  it('leads to the schedule and the compensatory requests only someone who may read referrals', async () => {
    await saveSignIn(tokens('1'), { ...staffUser, permissions: ['providers.read', 'locations.read', 'finance.manage'] })
    await saveCompany(company)
    const api = fakeApi()
    api.on('GET /providers/1', { body: provider(1, 'Marisol Rivera Torres') })
    api.on('GET /provider-specialties', { body: [providerSpecialty({})] })
    serveReference(api)
    renderApp('/providers/1')
    await screen.findByRole('table', { name: 'Especialidades' })
    // Both screens are of referrals: a link there would open a refusal (the reachability crawl found it).
    expect(screen.queryByRole('link', { name: 'Horario de servicios' })).toBeNull()
    expect(screen.queryAllByRole('link', { name: 'Servicios compensatorios' }).map((link) => link.getAttribute('href'))).not.toContain('/providers/1/specialties/compensatory-requests')
  })

  it('offers read-only staff (Consulta) nothing to change: no Guardar, no Agregar especialidad, a Ver instead of Editar', async () => {
    await saveSignIn(tokens('1'), { ...staffUser, roles: [{ role_id: 5, name: 'Consulta', customer_id: null }], permissions: ['students.read', 'locations.read', 'referrals.read', 'providers.read', 'plans.read'] })
    await saveCompany(company)
    const api = fakeApi()
    api.on('GET /providers/1', { body: { ...provider(1, 'Marisol Rivera Torres'), external_name: 'M. Rivera' } })
    api.on('GET /provider-specialties', { body: [providerSpecialty({})] })
    serveReference(api)
    renderApp('/providers/1')
    await screen.findByRole('table', { name: 'Especialidades' })
    expect(screen.getByText('M. Rivera')).toBeDefined()
    expect(screen.queryByRole('textbox', { name: 'Nombre externo' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Agregar especialidad' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Ver Patología del habla y lenguaje' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).queryByRole('button', { name: 'Eliminar' })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: 'Guardar' })).toBeNull()
    expect((within(dialog).getByLabelText(/^Número de licencia\s*\*?$/) as HTMLInputElement).readOnly).toBe(true)
  })

  it('hides adding in compatibility mode, and delete for a specialty in use', async () => {
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany({ ...company, compatibility_mode: true })
    const api = fakeApi()
    api.on('GET /providers/1', { body: provider(1, 'Marisol Rivera Torres') })
    api.on('GET /provider-specialties', { body: [providerSpecialty({ can_delete: false })] })
    serveReference(api)
    renderApp('/providers/1')
    await screen.findByRole('table', { name: 'Especialidades' })
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Agregar especialidad' })).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: 'Editar Patología del habla y lenguaje' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).queryByRole('button', { name: 'Eliminar' })).toBeNull()
  })
})

describe('/provider/config/profile', () => {
  it("shows the provider's own data and specialties in provider mode: licences read-only, no add, no delete", async () => {
    await saveSignIn(tokens('1'), providerUser)
    await saveCompany(company)
    const api = fakeApi()
    api.on('GET /providers/1', { body: provider(1, 'Marisol Rivera Torres') })
    api.on('GET /provider-specialties', { body: [providerSpecialty({ confirmed_by_provider_at: today })] })
    serveReference(api)
    renderApp('/provider/config/profile')
    expect(await screen.findByRole('heading', { name: 'Mi perfil', level: 1 })).toBeDefined()
    await screen.findByRole('table', { name: 'Especialidades' })
    expect(screen.queryByRole('button', { name: 'Agregar especialidad' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Editar Patología del habla y lenguaje' }))
    const dialog = await screen.findByRole('dialog')
    expect((within(dialog).getByLabelText(/^Número de licencia\s*\*?$/) as HTMLInputElement).readOnly).toBe(true)
    expect((within(dialog).getByLabelText(/^Expiración de la póliza de responsabilidad$/) as HTMLInputElement).readOnly).toBe(false)
    expect(within(dialog).queryByRole('button', { name: 'Eliminar' })).toBeNull()
    expect(api.calls.find((call) => call.path === '/provider-specialties')).toBeDefined()
  })
})
