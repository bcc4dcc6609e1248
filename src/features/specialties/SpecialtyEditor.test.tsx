import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../test/support/fixtures'
import { renderWithApp } from '../../../test/support/render'
import { providerSpecialty, specialtyReference } from '../../../test/support/specialties'
import { saveCompany } from '../../db/company'
import { saveSignIn } from '../../db/session'
import { companyToday } from '../../domain/rules/company-time'
import type { ProviderSpecialty } from '../../domain/specialties/types'
import { Snackbar } from '../../components/snackbar'
import { toaster } from '../../components/snackbar-host'
import { SpecialtyEditor, type SpecialtyEditorProps } from './SpecialtyEditor'

beforeEach(async () => {
  toaster.remove()
  await saveSignIn(tokens('1'), staffUser)
  await saveCompany(company)
})

// The editor loads lazily and the machine is shared: give each test time.
vi.setConfig({ testTimeout: 20_000 })

function renderEditor(props: Partial<SpecialtyEditorProps> = {}) {
  const onSaved = vi.fn<(saved: ProviderSpecialty) => void>()
  const onDeleted = vi.fn()
  renderWithApp(
    <>
      <SpecialtyEditor providerId={1} reference={specialtyReference} onSaved={onSaved} onDeleted={onDeleted} {...props} />
      <Snackbar />
    </>,
  )
  return { onSaved, onDeleted, user: userEvent.setup() }
}

/** A field by its label (a required field's label ends with an asterisk). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLInputElement | HTMLSelectElement
const saveButton = (name = 'Guardar') => screen.getByRole('button', { name }) as HTMLButtonElement
const LICENSE_FIELDS = ['Tipo de licencia', 'Número de licencia', 'Expiración de la licencia', 'Número de licencia de ciberterapia', 'Expiración de la licencia de ciberterapia']

function isReadOnly(label: string): boolean {
  const element = field(label)
  return element instanceof HTMLInputElement ? element.readOnly : false
}

describe('SpecialtyEditor: choices', () => {
  it('does not offer a specialty the provider already has', () => {
    renderEditor({ heldSpecialtyIds: [1] })
    const options = [...(field('Especialidad') as HTMLSelectElement).options].map((option) => option.text)
    expect(options).toContain('Terapia ocupacional')
    expect(options).not.toContain('Patología del habla y lenguaje')
  })
})

describe('SpecialtyEditor: buttons in reach', () => {
  it('keeps its buttons in a bar that sticks to the bottom of a scrolling dialog body', () => {
    renderEditor()
    const actions = screen.getByTestId('specialty-actions')
    expect(within(actions).getByRole('button', { name: 'Guardar' })).toBeDefined()
    expect(getComputedStyle(actions).position).toBe('sticky')
  })
})

describe('SpecialtyEditor: completeness and save', () => {
  it('keeps save disabled until specialty, licence type, licence number and expiration are set, then adds without id', async () => {
    const api = fakeApi()
    api.on('POST /provider-specialties', ({ body }) => ({ status: 201, body: providerSpecialty({ id: 99, ...(body as object) }) }))
    const { user, onSaved } = renderEditor()
    expect(saveButton().disabled).toBe(true)
    // The disabled button says why.
    expect(screen.getByTestId('save-disabled-reason').textContent).toBe('Complete los campos obligatorios (*) para guardar.')
    await user.selectOptions(field('Especialidad'), 'Terapia ocupacional')
    expect(saveButton().disabled).toBe(true)
    await user.selectOptions(field('Tipo de licencia'), 'Licencia provisional')
    expect(saveButton().disabled).toBe(true)
    await user.type(field('Número de licencia'), 'TO-1')
    expect(saveButton().disabled).toBe(true)
    await user.type(field('Expiración de la licencia'), '2027-05-31')
    expect(saveButton().disabled).toBe(false)
    await user.clear(field('Número de licencia'))
    expect(saveButton().disabled).toBe(true)
    await user.type(field('Número de licencia'), 'TO-1')

    await user.click(saveButton())
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    const call = api.calls.find((request) => request.method === 'POST')!
    expect(call.path).toBe('/provider-specialties')
    expect(call.body).toMatchObject({ provider_id: 1, specialty_id: 2, license_type_id: 2, license_number: 'TO-1', license_expiration: '2027-05-31', telehealth_license_number: null, attachments: [] })
    expect(call.body).not.toHaveProperty('id')
    expect(await screen.findByText('Especialidad guardada')).toBeDefined()
  })

  it('outside confirmation mode, keeps save disabled until something changes, then updates with the id', async () => {
    const api = fakeApi()
    api.on('PATCH /provider-specialties/11', ({ body }) => ({ body: providerSpecialty(body as object) }))
    const { user, onSaved } = renderEditor({ specialty: providerSpecialty() })
    expect(saveButton().disabled).toBe(true)
    await user.clear(field('Expiración de la póliza de responsabilidad'))
    await user.type(field('Expiración de la póliza de responsabilidad'), '2028-01-31')
    expect(saveButton().disabled).toBe(false)
    await user.click(saveButton())
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    const call = api.calls.find((request) => request.method === 'PATCH')!
    expect(call.body).toMatchObject({ insurance_expiration: '2028-01-31', attachments: [] })
    expect(call.body).not.toHaveProperty('confirm')
  })

  it('in confirmation mode, needs the start year, and confirms even when nothing changed', async () => {
    const api = fakeApi()
    api.on('PATCH /provider-specialties/11', { body: providerSpecialty({ confirmed_by_provider_at: '2026-05-02' }) })
    const { user, onSaved } = renderEditor({ specialty: providerSpecialty({ start_year: null }), providerMode: true, confirmationMode: true })
    expect(screen.getByText('Favor de confirmar los detalles de su especialidad.')).toBeDefined()
    expect(saveButton('Confirmar').disabled).toBe(true)
    await user.selectOptions(field('Año en que comenzó a ejercer'), '2011')
    expect(saveButton('Confirmar').disabled).toBe(false)
    await user.click(saveButton('Confirmar'))
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(api.calls.find((request) => request.method === 'PATCH')!.body).toMatchObject({ confirm: true, start_year: 2011 })

    // A record that already has its start year can be confirmed as it is.
    renderEditor({ specialty: providerSpecialty({ start_year: 2011 }), providerMode: true, confirmationMode: true })
    expect((screen.getAllByRole('button', { name: 'Confirmar' }).at(-1) as HTMLButtonElement).disabled).toBe(false)
  })

  it('sends added files as base64 with the container, and counts them as a change', async () => {
    const api = fakeApi()
    api.on('PATCH /provider-specialties/11', { body: providerSpecialty() })
    const { user, onSaved } = renderEditor({ specialty: providerSpecialty() })
    await user.selectOptions(screen.getByLabelText('Descripción del archivo'), 'Póliza de Responsabilidad')
    await user.upload(screen.getByLabelText('Archivo para adjuntar'), new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'poliza.pdf', { type: 'application/pdf' }))
    await waitFor(() => expect(saveButton().disabled).toBe(false))
    await user.click(saveButton())
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(api.calls.find((request) => request.method === 'PATCH')!.body).toMatchObject({
      attachments: [{ action: 'add', containerType: 'provider-specialty', containerId: 11, filename: 'poliza.pdf', description: 'Póliza de Responsabilidad', file: 'JVBERg==' }],
    })
  })

  it('has no save at all when read-only', () => {
    renderEditor({ specialty: providerSpecialty(), readOnly: true })
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull()
    for (const label of ['Especialidad', ...LICENSE_FIELDS, 'Año en que comenzó a ejercer', 'Expiración de la póliza de responsabilidad']) {
      expect(isReadOnly(label), label).toBe(true)
    }
  })
})

describe('SpecialtyEditor: read-only fields by mode', () => {
  it('lets staff choose the specialty of a new record, and never change it on an existing one', () => {
    renderEditor()
    expect(field('Especialidad')).toBeInstanceOf(HTMLSelectElement)
    renderEditor({ specialty: providerSpecialty() })
    const specialty = screen.getAllByLabelText(/^Especialidad\s*\*?$/).at(-1) as HTMLInputElement
    expect(specialty.readOnly).toBe(true)
    expect(specialty.value).toBe('Patología del habla y lenguaje')
  })

  it('lets staff edit licence fields outside compatibility mode', () => {
    renderEditor({ specialty: providerSpecialty() })
    for (const label of LICENSE_FIELDS) expect(isReadOnly(label), label).toBe(false)
  })

  it.each([
    ['provider mode', { providerMode: true }],
    ['confirmation mode', { providerMode: true, confirmationMode: true }],
  ])('makes licence fields read-only in %s, leaving start year and insurance editable', (_mode, props) => {
    renderEditor({ specialty: providerSpecialty(), ...props })
    for (const label of LICENSE_FIELDS) expect(isReadOnly(label), label).toBe(true)
    expect(field('Año en que comenzó a ejercer')).toBeInstanceOf(HTMLSelectElement)
    expect(isReadOnly('Expiración de la póliza de responsabilidad')).toBe(false)
  })

  it('makes licence fields read-only in compatibility mode, even for staff', async () => {
    await saveCompany({ ...company, compatibility_mode: true })
    renderEditor({ specialty: providerSpecialty() })
    await waitFor(() => expect(isReadOnly('Número de licencia')).toBe(true))
    for (const label of LICENSE_FIELDS) expect(isReadOnly(label), label).toBe(true)
    expect(isReadOnly('Expiración de la póliza de responsabilidad')).toBe(false)
  })

  it('offers the start years from this year back 80 (81 choices)', () => {
    renderEditor()
    const options = within(field('Año en que comenzó a ejercer') as HTMLSelectElement).getAllByRole('option')
    const years = options.map((option) => (option as HTMLOptionElement).value).filter(Boolean)
    const current = Number(companyToday().slice(0, 4))
    expect(years).toHaveLength(81)
    expect(years[0]).toBe(String(current))
    expect(years.at(-1)).toBe(String(current - 80))
  })

  it('shows each specialty feature as a yes/no choice with its value', () => {
    renderEditor({ specialty: providerSpecialty() })
    expect((screen.getByRole('checkbox', { name: 'Bilingüe (español e inglés)' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('checkbox', { name: 'Telepráctica' }) as HTMLInputElement).checked).toBe(false)
  })
})

describe('SpecialtyEditor: delete', () => {
  it('offers delete only when allowed, and never for a new record', () => {
    renderEditor({ specialty: providerSpecialty(), allowDelete: false })
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull()
    renderEditor({ allowDelete: true })
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull()
  })

  it('asks first, then deletes and says so', async () => {
    const api = fakeApi()
    api.on('DELETE /provider-specialties/11', { status: 204 })
    const { user, onDeleted } = renderEditor({ specialty: providerSpecialty(), allowDelete: true })
    await user.click(screen.getByRole('button', { name: 'Eliminar' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Advertencia')).toBeDefined()
    expect(within(dialog).getByText('Esta acción no se puede revertir. ¿Está seguro que desea continuar?')).toBeDefined()
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    expect(await screen.findByText('Especialidad eliminada')).toBeDefined()
    expect(onDeleted).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('says it cannot delete when the server refuses, and closes the dialog', async () => {
    const api = fakeApi()
    api.on('DELETE /provider-specialties/11', { status: 409, body: { code: 'specialty_in_use', message: 'En uso' } })
    const { user, onDeleted } = renderEditor({ specialty: providerSpecialty(), allowDelete: true })
    await user.click(screen.getByRole('button', { name: 'Eliminar' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }))
    expect(await screen.findByText('No se puede eliminar la especialidad')).toBeDefined()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(onDeleted).not.toHaveBeenCalled()
  })
})
