import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../../test/support/fixtures'
import { renderApp } from '../../../../test/support/render-app'
import { saveCompany } from '../../../db/company'
import { saveReferenceLists } from '../../../db/reference-lists'
import { saveSignIn } from '../../../db/session'
import type { Permission } from '../../../domain/permissions/permissions'

const student = {
  id: 11,
  sie_number: '12345678',
  first_name: 'Ana',
  last_name: 'Rivera',
  second_last_name: null,
  customer_id: 2,
  customer_name: 'Región de Bayamón',
  location_id: 4,
  location_name: 'Escuela José Nevárez',
  services: [],
  hash: 's1',
}

const year = { id: 5, name: '2026-2027', delta: 0, timestamp: '2026-08-01T04:00:00Z', start_date: '2026-08-01', end_date: '2027-07-31', key_dates: { plans_start: '2026-05-01' } }

async function openNewReferral(permissions: readonly Permission[]) {
  await saveSignIn(tokens('1'), { ...staffUser, permissions: [...permissions] })
  await saveCompany(company)
  await saveReferenceLists({ academicYears: [year] })
  const api = fakeApi()
  api.on('GET /students/11', { body: student })
  api.on('GET /referrals', { body: { items: [], total: 0 } })
  api.on('GET /referrals/status', { body: [{ id: 1, name: 'Activo' }, { id: 2, name: 'Cerrado' }] })
  api.on('GET /referrals/services', { body: [{ id: 3, name: 'Terapia del habla', code: 'TH', type_id: 1 }] })
  api.on('GET /referrals/types', { body: [{ id: 1, name: 'Inicial' }] })
  api.on('GET /referrals/schools', { body: [{ id: 4, name: 'Escuela José Nevárez', school_code: '12345', customer_id: 2 }] })
  api.on('GET /referrals/provider-specialties', { body: [{ id: 9, provider_id: 7, provider_name: 'María Ortiz', specialty_id: 1, specialty_name: 'Patología del habla' }] })
  return { api, app: renderApp('/students/11/referrals/new') }
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`))
const posts = (api: ReturnType<typeof fakeApi>) => api.calls.filter((call) => call.method === 'POST' && call.path === '/referrals')

async function fillValid() {
  await userEvent.type(field('Número de referido'), '2026-02-000123')
  await userEvent.selectOptions(field('Servicio'), 'Terapia del habla')
  await waitFor(() => expect(screen.getByRole('option', { name: 'María Ortiz · Patología del habla' })).toBeDefined())
  await userEvent.selectOptions(field('Proveedor'), 'María Ortiz · Patología del habla')
  await userEvent.clear(field('Fecha de inicio'))
  await userEvent.type(field('Fecha de inicio'), '08/17/2026')
  await userEvent.type(field('Sesiones por semana'), '2')
  await userEvent.type(field('Minutos por sesión'), '30')
}

describe('/students/{studentId}/referrals/new', () => {
  it('is offered on the student page only to someone who may write referrals', async () => {
    await saveSignIn(tokens('1'), { ...staffUser, permissions: ['students.read', 'referrals.read'] })
    await saveCompany(company)
    const api = fakeApi()
    api.on('GET /students/11', { body: { ...student, gender_id: 2, birth_date: '2015-03-09' } })
    api.on('GET /referrals', { body: { items: [], total: 0 } })
    renderApp('/students/11')
    await screen.findByText('Este estudiante no tiene referidos.', {}, { timeout: 5000 })
    expect(screen.queryByRole('link', { name: 'Nuevo referido' })).toBeNull()
  }, 20_000)

  it('checks the fields with the shared schema before anything is sent', async () => {
    const { api } = await openNewReferral(['students.read', 'referrals.read', 'referrals.write'])
    await screen.findByRole('form', { name: 'Nuevo referido' }, { timeout: 5000 })
    // The student's school, the current year and the "Activo" status come chosen.
    await waitFor(() => expect(field('Estado').value).toBe('1'))
    expect(field('Escuela').value).toBe('4')
    await waitFor(() => expect(field('Año académico').value).toBe('5'))

    await userEvent.type(field('Número de referido'), '2026-2-123')
    await userEvent.clear(field('Fecha de inicio'))
    await userEvent.type(field('Fecha de inicio'), '08/17/2026')
    await userEvent.type(field('Fecha de fin'), '08/01/2026')
    await userEvent.type(field('Minutos por sesión'), '5')
    await userEvent.click(screen.getByRole('button', { name: 'Crear referido' }))

    expect(await screen.findByText('El número de referido debe tener el formato ####-##-######.')).toBeDefined()
    expect(screen.getByText('El valor es menor que el mínimo permitido.')).toBeDefined()
    // Service and weekly sessions are missing.
    expect(screen.getAllByText('Este campo es obligatorio.')).toHaveLength(2)

    // With every field right, the dates' order is checked too.
    await userEvent.clear(field('Número de referido'))
    await userEvent.type(field('Número de referido'), '2026-02-000123')
    await userEvent.selectOptions(field('Servicio'), 'Terapia del habla')
    await userEvent.type(field('Sesiones por semana'), '6')
    await userEvent.clear(field('Minutos por sesión'))
    await userEvent.type(field('Minutos por sesión'), '30')
    await userEvent.click(screen.getByRole('button', { name: 'Crear referido' }))
    expect(await screen.findByText('El valor es mayor que el máximo permitido.')).toBeDefined()
    await userEvent.clear(field('Sesiones por semana'))
    await userEvent.type(field('Sesiones por semana'), '2')
    await userEvent.click(screen.getByRole('button', { name: 'Crear referido' }))
    expect(await screen.findByText('El final debe ser posterior al inicio.')).toBeDefined()
    expect(screen.queryByText('El número de referido debe tener el formato ####-##-######.')).toBeNull()
    expect(posts(api)).toHaveLength(0)
  }, 30_000)

  it("shows the server's refusals on their fields, then creates the referral and opens its page", async () => {
    const { api, app } = await openNewReferral(['students.read', 'referrals.read', 'referrals.write'])
    await screen.findByRole('form', { name: 'Nuevo referido' }, { timeout: 5000 })
    await waitFor(() => expect(field('Estado').value).toBe('1'))
    let answer = 0
    api.on('POST /referrals', () => {
      answer += 1
      if (answer === 1) return { status: 409, body: { code: 'referral_number_taken', message: 'Ya existe un referido con ese número.', errors: { number: 'referral_number_taken' } } }
      if (answer === 2) return { status: 422, body: { code: 'unknown_reference', message: 'Algún dato seleccionado no existe.', errors: { location_id: 'unknown_reference' } } }
      return { status: 201, body: { ...student, id: 50, number: '2026-02-000124', student_id: 11, schedules: [] } }
    })
    api.on('GET /referrals/50', { body: { id: 50, number: '2026-02-000124', student_id: 11, student_name: 'Ana Rivera', sie_number: '12345678', service_name: 'Terapia del habla', status_name: 'Activo', customer_id: 2, customer_name: 'Región de Bayamón', location_name: 'Escuela José Nevárez', provider_name: 'María Ortiz', start_date: '2026-08-17', end_date: null, weekly_frequency: 2, session_minutes: 30, notes: null, hash: 'h1', schedules: [] } })
    api.on('GET /referrals/50/events', { body: [] })
    await fillValid()

    await userEvent.click(screen.getByRole('button', { name: 'Crear referido' }))
    expect(await screen.findByText('Ya existe un referido con ese número.')).toBeDefined()
    expect(field('Número de referido').getAttribute('aria-invalid')).toBe('true')
    expect(posts(api)[0]!.body).toMatchObject({
      number: '2026-02-000123',
      student_id: 11,
      service_id: 3,
      provider_specialty_id: 9,
      location_id: 4,
      academic_year_id: 5,
      status_id: 1,
      start_date: '2026-08-17',
      end_date: null,
      weekly_frequency: 2,
      session_minutes: 30,
    })

    await userEvent.clear(field('Número de referido'))
    await userEvent.type(field('Número de referido'), '2026-02-000124')
    await userEvent.click(screen.getByRole('button', { name: 'Crear referido' }))
    expect(await screen.findByText('La opción elegida ya no existe. Elija otra.')).toBeDefined()
    expect(field('Escuela').getAttribute('aria-invalid')).toBe('true')

    await userEvent.click(screen.getByRole('button', { name: 'Crear referido' }))
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/students/11/referrals/50'))
    expect(posts(api)).toHaveLength(3)
  }, 30_000)
})
