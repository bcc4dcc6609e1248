import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../../test/support/render'
import { ClosableDialog } from '../../components/closable-dialog'
import { OfficeTable } from './OfficeTable'

interface Row {
  id: string
  name: string
}

const rows: Row[] = [
  { id: '1', name: 'Saludo inicial' },
  { id: '2', name: 'Cierre de sesión' },
]

/** A list whose row menu opens a ClosableDialog, as /boilerplate's "Leer y copiar" does. */
function ListWithRowDialog() {
  const [reading, setReading] = useState<Row | null>(null)
  return (
    <>
      <OfficeTable<Row>
        caption="Textos"
        columns={[{ id: 'name', header: 'Nombre', cell: (row) => row.name }]}
        data={{ items: rows, total: rows.length }}
        error={null}
        loading={false}
        onRetry={() => undefined}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        rowActions={(row) => [{ label: 'Leer', onSelect: () => setReading(row) }]}
        sort={undefined}
        defaultSort="name"
        onSort={() => undefined}
        page={1}
        pageSize={50}
        onPage={() => undefined}
        empty="Nada"
      />
      {reading ? (
        <ClosableDialog title={reading.name} size="md" onClose={() => setReading(null)}>
          <p>Texto de {reading.name}</p>
        </ClosableDialog>
      ) : null}
    </>
  )
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

describe('OfficeTable row actions', () => {
  it('a dialog opened from a row’s menu stays open (the menu’s closing does not dismiss it), by pointer', async () => {
    renderWithApp(<ListWithRowDialog />)
    await userEvent.click(screen.getByRole('button', { name: 'Acciones de Cierre de sesión' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Leer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cierre de sesión' })
    await settle()
    expect(dialog.isConnected).toBe(true)
    expect(within(dialog).getByText('Texto de Cierre de sesión')).toBeTruthy()
    // …and it still closes as it should: its close button, and the focus is back on the row's button.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Acciones de Cierre de sesión' })), { timeout: 2000 })
  })

  it('a dialog opened from a row’s menu stays open, by keyboard', async () => {
    renderWithApp(<ListWithRowDialog />)
    screen.getByRole('button', { name: 'Acciones de Saludo inicial' }).focus()
    await userEvent.keyboard('{Enter}')
    // Opened by keyboard, the menu highlights its first item (a moment later): Enter chooses it.
    const item = await screen.findByRole('menuitem', { name: 'Leer' })
    await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true))
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Saludo inicial' })
    await settle()
    expect(dialog.isConnected).toBe(true)
    await userEvent.keyboard('{Escape}')
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
