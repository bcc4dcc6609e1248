import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { saveSignIn } from '../../db/session'
import type { BrowseAnswer, DownloadItem, FolderTreeAnswer } from '../../domain/downloads/types'
import { uploadFiles } from './api/upload-files'

// Uploads go through XMLHttpRequest (for progress), which the fake fetch does not see.
vi.mock('./api/upload-files', () => ({ uploadFiles: vi.fn() }))

const folder = (path: string): DownloadItem => ({ type: 'folder', path, name: path.split('/').pop()!, size: null, content_type: null, updated_at: '2026-03-01T12:00:00.000Z' })
const file = (path: string, size = 2048): DownloadItem => ({ type: 'file', path, name: path.split('/').pop()!, size, content_type: 'application/pdf', updated_at: '2026-03-01T12:00:00.000Z' })

const TREE: FolderTreeAnswer = {
  folders: [
    { name: 'Formularios', path: 'Formularios', children: [{ name: '2026', path: 'Formularios/2026', children: [] }] },
    { name: 'Guías', path: 'Guías', children: [] },
  ],
}

const FOLDERS: Record<string, BrowseAnswer> = {
  '': { path: '', items: [folder('Formularios'), folder('Guías'), file('Calendario.pdf')], truncated: false },
  Formularios: { path: 'Formularios', items: [folder('Formularios/2026'), file('Formularios/Referido.pdf', 150_000)], truncated: false },
}

const withDownloads = { ...company, modules: [...company.modules, { module_id: 'downloads' as const, name: 'Recursos' }] }

async function signedIn(user = staffUser, which = withDownloads) {
  await saveSignIn(tokens('1'), user)
  await saveCompany(which)
}

function downloadsApi() {
  const api = fakeApi()
  api.on('GET /downloads/browse', ({ search }) => {
    const answer = FOLDERS[search.get('path') ?? '']
    return answer ? { body: answer } : { status: 404, body: { code: 'not_found', message: 'No existe esa carpeta.' } }
  })
  api.on('GET /downloads/folder-tree', { body: TREE })
  return api
}

afterEach(() => vi.restoreAllMocks())

// Typing into dialogs is slow on a busy machine; the steps are many but each is quick.
describe('/downloads', { timeout: 30_000 }, () => {
  it('shows Recursos with its tree, and opens a folder from the table, the tree and the breadcrumbs', async () => {
    await signedIn()
    downloadsApi()
    const { router } = renderApp('/downloads')
    const table = await screen.findByRole('table', { name: 'Contenido de la carpeta' }, { timeout: 10_000 })
    expect(within(table).getByText(/Calendario\.pdf/)).toBeTruthy()
    const tree = screen.getByRole('navigation', { name: 'Carpetas' })
    expect(within(tree).getByRole('button', { name: '2026' })).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Abrir carpeta Formularios' }))
    await screen.findByText(/Referido\.pdf/)
    expect(router.state.location.search).toEqual({ path: 'Formularios' })
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de la carpeta' })
    expect(within(crumbs).getByText('Formularios').getAttribute('aria-current')).toBe('page')
    await userEvent.click(within(crumbs).getByRole('button', { name: 'Recursos' }))
    await screen.findByText(/Calendario\.pdf/)
    expect(router.state.location.search).toEqual({})
  })

  it('creates a folder in the open folder, refusing a bad name before sending', async () => {
    await signedIn()
    const api = downloadsApi()
    api.on('POST /downloads/folder', ({ body }) => ({ status: 201, body: folder(`Formularios/${(body as { name: string }).name}`) }))
    renderApp('/downloads?path=Formularios')
    await screen.findByText(/Referido\.pdf/)
    // The management buttons wait for the signed-in user's permissions, which may come after the files.
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva carpeta' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nueva carpeta' })
    await userEvent.type(within(dialog).getByLabelText(/Nombre de la carpeta/), '..')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }))
    expect(await within(dialog).findByText(/no puede tener barras/)).toBeTruthy()
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false)

    const input = within(dialog).getByLabelText(/Nombre de la carpeta/)
    await userEvent.clear(input)
    await userEvent.type(input, 'Circulares')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nueva carpeta' })).toBeNull())
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Circulares', parentPath: 'Formularios' })
  })

  it("shows the server's message when it gives one, the fallback otherwise, and keeps the dialog open", async () => {
    await signedIn()
    const api = downloadsApi()
    let answer = { status: 409, body: { code: 'name_taken', message: 'Ya existe un elemento con ese nombre en la carpeta.' } }
    api.on('PATCH /downloads/item', () => answer)
    renderApp('/downloads')
    await userEvent.click(await screen.findByRole('button', { name: 'Renombrar Calendario.pdf' }))
    const dialog = await screen.findByRole('dialog', { name: 'Renombrar "Calendario.pdf"' })
    const input = within(dialog).getByLabelText(/Nuevo nombre/)
    await userEvent.clear(input)
    await userEvent.type(input, 'Guías')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renombrar' }))
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Ya existe un elemento con ese nombre en la carpeta.')
    expect(screen.getByRole('dialog', { name: 'Renombrar "Calendario.pdf"' })).toBeTruthy()

    answer = { status: 502, body: null as never }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Renombrar' }))
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain('Error al renombrar elemento'))
  })

  it('moves an item to a folder of the tree, never offering a folder inside itself', async () => {
    await signedIn()
    const api = downloadsApi()
    api.on('PUT /downloads/item/move', { body: folder('Guías/Formularios') })
    renderApp('/downloads')
    await userEvent.click(await screen.findByRole('button', { name: 'Mover Formularios' }))
    const dialog = await screen.findByRole('dialog', { name: 'Mover "Formularios"' })
    const select = within(dialog).getByLabelText('Carpeta de destino')
    const options = within(select).getAllByRole('option').map((option) => option.textContent)
    expect(options).toEqual(['Recursos', 'Recursos / Guías'])
    await userEvent.selectOptions(select, 'Recursos / Guías')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mover' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mover "Formularios"' })).toBeNull())
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ path: 'Formularios', type: 'folder', destinationFolder: 'Guías' })
  })

  it('deletes only after the warning is confirmed', async () => {
    await signedIn()
    const api = downloadsApi()
    api.on('DELETE /downloads/item', { status: 204 })
    renderApp('/downloads')
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Calendario.pdf' }))
    const warning = await screen.findByRole('alertdialog', { name: 'Advertencia' })
    expect((warning).textContent).toContain('Esta acción no se puede revertir. ¿Está seguro que desea continuar?')
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false)
    await userEvent.click(within(warning).getByRole('button', { name: 'Eliminar' }))
    await waitFor(() => expect(api.calls.find((call) => call.method === 'DELETE')?.search.get('path')).toBe('Calendario.pdf'))
    expect(api.calls.find((call) => call.method === 'DELETE')?.search.get('type')).toBe('file')
  })

  it('uploads several files into the open folder with progress, and downloads by the file-url link', async () => {
    await signedIn()
    const api = downloadsApi()
    api.on('GET /downloads/file-url', { body: { url: '/api/downloads/file/abc', filename: 'Referido.pdf' } })
    let finish: () => void = () => undefined
    vi.mocked(uploadFiles).mockImplementation((_path, files, onProgress) => {
      onProgress(0.4)
      return new Promise((resolve) => {
        finish = () => resolve({ items: files.map((one) => file(`Formularios/${one.name}`)) })
      })
    })
    renderApp('/downloads?path=Formularios')
    await screen.findByText(/Referido\.pdf/)
    const files = [new File(['a'], 'uno.pdf'), new File(['b'], 'dos.pdf')]
    await userEvent.upload(await screen.findByLabelText('Archivos para subir'), files)
    expect(await screen.findByText('Subiendo archivos… 40 %')).toBeTruthy()
    expect(uploadFiles).toHaveBeenCalledWith('Formularios', files, expect.any(Function))
    finish()
    await waitFor(() => expect(screen.queryByText(/Subiendo archivos/)).toBeNull())

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    await userEvent.click(screen.getByRole('button', { name: 'Descargar Referido.pdf' }))
    await waitFor(() => expect(click).toHaveBeenCalled())
    expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe('/api/downloads/file/abc')
  })

  it('shows a read-only staff member the files without the management buttons', async () => {
    await signedIn({ ...staffUser, roles: [], permissions: ['students.read'] })
    downloadsApi()
    renderApp('/downloads')
    await screen.findByRole('button', { name: 'Descargar Calendario.pdf' })
    expect(screen.queryByRole('button', { name: 'Nueva carpeta' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Eliminar Calendario.pdf' })).toBeNull()
  })

  it('says "Error al explorar folder" when browsing fails without a message', async () => {
    await signedIn()
    const api = fakeApi()
    api.on('GET /downloads/browse', { networkError: true })
    api.on('GET /downloads/folder-tree', { body: TREE })
    renderApp('/downloads')
    expect((await screen.findByRole('alert')).textContent).toContain('Error al explorar folder')
  })

  it('says the module is not active when the company lacks it', async () => {
    await signedIn(staffUser, company)
    downloadsApi()
    renderApp('/downloads')
    expect(await screen.findByText('Este módulo no está activo')).toBeTruthy()
    expect(screen.queryByRole('table', { name: 'Contenido de la carpeta' })).toBeNull()
  })
})
