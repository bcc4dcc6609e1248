import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithApp } from '../../test/support/render'
import { DataTable } from './data-table'

describe('the table box (ScrollRegion, in DataTable)', () => {
  it('is a focusable group named like its table, so a keyboard can reach and scroll it (axe: scrollable-region-focusable)', async () => {
    renderWithApp(
      <DataTable
        caption="Licencias"
        columns={[{ key: 'name', header: 'Nombre', cell: (row: { name: string }) => row.name }]}
        rows={[{ name: 'Terapia del habla' }]}
        rowKey={(row) => row.name}
        empty={null}
      />,
    )
    const region = screen.getByRole('group', { name: 'Licencias' })
    expect(region.getAttribute('tabindex')).toBe('0')
    expect(region.querySelector('table')?.getAttribute('aria-label')).toBe('Licencias')
    await userEvent.tab()
    expect(document.activeElement).toBe(region)
  })
})
