import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../../../test/support/render'
import type { AttachmentDraft, AttachmentLimits } from '../../domain/attachments/rules'
import { Snackbar } from '../../components/snackbar'
import { toaster } from '../../components/snackbar-host'
import { AttachmentInput } from './AttachmentInput'

const MB = 1024 * 1024
const CHOICES = [
  { value: 'Licencia de la Especialidad', label: 'Licencia de la Especialidad' },
  { value: 'Otro', label: 'Otro' },
]

function fileOf(name: string, size = 10, type = 'application/pdf'): File {
  const file = new File([new Uint8Array(Math.min(size, 16))], name, { type })
  // The size is what the rules read; the bytes themselves need not be that large.
  Object.defineProperty(file, 'size', { value: size })
  return file
}

function renderField(options: { initial?: AttachmentDraft[]; limits?: AttachmentLimits; choices?: typeof CHOICES } = {}) {
  const changes = vi.fn<(next: AttachmentDraft[]) => void>()
  function Harness() {
    const [value, setValue] = useState<AttachmentDraft[]>(options.initial ?? [])
    return (
      <>
        <AttachmentInput
          label="Documentos"
          value={value}
          limits={options.limits}
          descriptionChoices={options.choices}
          onChange={(next) => {
            changes(next)
            setValue(next)
          }}
        />
        <Snackbar />
      </>
    )
  }
  renderWithApp(<Harness />)
  const user = userEvent.setup({ applyAccept: false })
  const upload = (file: File) => user.upload(screen.getByLabelText('Archivo para adjuntar'), file)
  return { changes, user, upload, last: () => changes.mock.calls.at(-1)?.[0] }
}

const saved = (filename: string): AttachmentDraft => ({ filename, description: 'Otro', size: 2048, type: 'application/pdf' })

// The toaster outlives a test: start each with none shown (it shows at most 3).
beforeEach(() => toaster.remove())

describe('AttachmentInput', () => {
  it('defaults to one file of at most 5 MB: an oversize file is refused with the size in words', async () => {
    const { upload, changes } = renderField()
    expect(screen.getByText('Imagen o PDF de hasta 5 MB.')).toBeDefined()
    await upload(fileOf('grande.pdf', 5 * MB + 1))
    expect(await screen.findByText('El tamaño del archivo no puede ser mayor a 5 MB')).toBeDefined()
    expect(changes).not.toHaveBeenCalled()
  })

  it('adds a file with action add and its bytes as an ArrayBuffer; then offers no more room at the default maximum of 1', async () => {
    const { upload, last } = renderField()
    await upload(fileOf('licencia.pdf', 5 * MB))
    await waitFor(() => expect(last()).toHaveLength(1))
    expect(last()![0]).toMatchObject({ filename: 'licencia.pdf', action: 'add', size: 5 * MB, type: 'application/pdf' })
    expect(last()![0]!.content).toBeInstanceOf(ArrayBuffer)
    expect(screen.getByText('licencia.pdf')).toBeDefined()
    expect(screen.queryByRole('button', { name: 'Adjuntar archivo' })).toBeNull()
  })

  it('refuses a duplicate name with the spec message', async () => {
    const { upload, changes } = renderField({ initial: [saved('Licencia.pdf')], limits: { maxFiles: 3, minFiles: 0, maxBytes: 10 * MB } })
    await upload(fileOf('licencia.PDF'))
    expect(await screen.findByText('Ya existe un archivo con ese nombre')).toBeDefined()
    expect(changes).not.toHaveBeenCalled()
  })

  it('uses the limits it is given: 10 MB for the specialty editor', async () => {
    const { upload, last } = renderField({ limits: { maxFiles: 3, minFiles: 0, maxBytes: 10 * MB } })
    expect(screen.getByText('Imágenes o PDF de hasta 10 MB cada uno; máximo 3 archivos.')).toBeDefined()
    await upload(fileOf('diez.pdf', 10 * MB))
    await waitFor(() => expect(last()).toHaveLength(1))
    await upload(fileOf('once.pdf', 10 * MB + 1))
    expect(await screen.findByText('El tamaño del archivo no puede ser mayor a 10 MB')).toBeDefined()
  })

  it('refuses what is neither an image nor a PDF', async () => {
    const { upload, changes } = renderField()
    await upload(fileOf('programa.exe', 10, 'application/x-msdownload'))
    expect(await screen.findByText('Solo se aceptan imágenes y archivos PDF.')).toBeDefined()
    expect(changes).not.toHaveBeenCalled()
  })

  it('asks for a description before attaching, and stores the one chosen', async () => {
    const { user, upload, last } = renderField({ choices: CHOICES, limits: { maxFiles: 3, minFiles: 0, maxBytes: 10 * MB } })
    const attach = screen.getByRole('button', { name: 'Adjuntar archivo' })
    expect(attach).toHaveProperty('disabled', true)
    expect(screen.getByText('Elija la descripción antes de adjuntar el archivo.')).toBeDefined()
    await user.selectOptions(screen.getByLabelText('Descripción del archivo'), 'Licencia de la Especialidad')
    expect(screen.getByRole('button', { name: 'Adjuntar archivo' })).toHaveProperty('disabled', false)
    await upload(fileOf('licencia.pdf'))
    await waitFor(() => expect(last()?.[0]).toMatchObject({ filename: 'licencia.pdf', description: 'Licencia de la Especialidad', action: 'add' }))
  })

  it('drops a just-added file when removed, and marks a saved one delete and hides it', async () => {
    const { user, upload, last } = renderField({ initial: [saved('vieja.pdf')], limits: { maxFiles: 3, minFiles: 0, maxBytes: 10 * MB } })
    await upload(fileOf('nueva.pdf'))
    await waitFor(() => expect(last()).toHaveLength(2))

    await user.click(screen.getByRole('button', { name: 'Quitar nueva.pdf' }))
    expect(last()).toEqual([saved('vieja.pdf')])

    await user.click(screen.getByRole('button', { name: 'Quitar vieja.pdf' }))
    expect(last()).toEqual([{ ...saved('vieja.pdf'), action: 'delete' }])
    expect(screen.queryByText('vieja.pdf')).toBeNull()
    expect(screen.getByText('No hay archivos adjuntos.')).toBeDefined()
  })

  it('shows the files without ways to change them when read-only', () => {
    renderWithApp(<AttachmentInput label="Documentos" value={[saved('vieja.pdf')]} onChange={() => undefined} readOnly />)
    const list = screen.getByRole('list', { name: 'Documentos' })
    expect(within(list).getByText('vieja.pdf')).toBeDefined()
    expect(screen.queryByRole('button', { name: 'Quitar vieja.pdf' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Adjuntar archivo' })).toBeNull()
  })
})
