import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { saveReferenceLists } from '../../db/reference-lists'
import { saveSignIn } from '../../db/session'
import type { ServiceAcademicYear, StudentDetail } from '../../domain/students/types'

const student = {
  id: 5,
  sie_number: '40000000',
  first_name: 'Ana',
  last_name: 'Rivera',
  second_last_name: null,
  birth_date: '2015-03-09',
  gender_id: 2,
  grade_id: null,
  impediment_id: null,
  location_id: null,
  location_name: null,
  customer_id: 2,
  customer_name: 'ORE Bayamón',
  registry_number: null,
  ssn_masked: null,
  guardian_name: null,
  guardian_phone: null,
  phone: null,
  email: null,
  address_line1: null,
  address_line2: null,
  municipality_id: null,
  state: null,
  zip: null,
  contact_method_id: null,
  services: [{ service_id: 9, service_name: 'Terapia del habla', type_id: 1, active: true, discharge_reason_id: null, discharge_date: null, notes: null }],
  hash: 'h1',
  updated_at: '2026-03-02T12:00:00.000Z',
} satisfies StudentDetail

const year: ServiceAcademicYear = { academic_year_id: 2, academic_year_name: '2025-2026', frequency_id: 3, duration_id: 4, modality_id: 1, eligible: true, comments: 'Plan aprobado' }

async function openStudent(permissions: string[]) {
  await saveSignIn(tokens('1'), { ...staffUser, permissions: permissions as typeof staffUser.permissions })
  await saveCompany(company)
  await saveReferenceLists({ genders: [{ id: 2, name: 'Femenino' }], academicGrades: [] })
  const api = fakeApi()
  api.on('GET /students/5', { body: student })
  api.on('GET /students/5/services/9/academic-years', { body: [year] })
  api.on('PATCH /students/5/services/9/academic-years/2', ({ body }) => ({ body: [{ ...year, ...(body as object) }] }))
  renderApp('/students/5')
  const card = await screen.findByRole('article', { name: 'Terapia del habla' }, { timeout: 5000 })
  await within(card).findByText('Plan aprobado')
  return { api, card }
}

describe("a student's service academic years", () => {
  it('are changed with the frequency, duration and modality they had (the PATCH replaces the whole year)', async () => {
    const { api, card } = await openStudent(['students.read', 'students.write'])
    await userEvent.click(within(card).getByRole('button', { name: 'Cambiar 2025-2026' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByLabelText('Elegible'))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar año académico' }))
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true))
    const patch = api.calls.find((call) => call.method === 'PATCH')!
    expect(patch.path).toBe('/students/5/services/9/academic-years/2')
    expect(patch.body).toEqual({ frequency_id: 3, duration_id: 4, modality_id: 1, eligible: false, comments: 'Plan aprobado' })
  }, 40_000)

  it('are only read by someone without students.write', async () => {
    const { card } = await openStudent(['students.read'])
    expect(within(card).queryByRole('button', { name: 'Agregar año académico' })).toBeNull()
    expect(within(card).queryByRole('button', { name: /Cambiar|Quitar/ })).toBeNull()
  }, 20_000)
})

describe("the student page's way to the compensatory requests", () => {
  const hrefs = () => screen.queryAllByRole('link', { name: 'Servicios compensatorios' }).map((link) => link.getAttribute('href'))

  it('is offered to someone who may read referrals', async () => {
    await openStudent(['students.read', 'referrals.read'])
    expect(hrefs()).toContain('/students/5/services/compensatory-services-requests')
  }, 20_000)

  it('is not offered without referrals.read', async () => {
    await openStudent(['students.read'])
    expect(hrefs()).not.toContain('/students/5/services/compensatory-services-requests')
  }, 20_000)
})
