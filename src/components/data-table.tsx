import { chakra } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { ScrollRegion } from './scroll-region'

export interface DataColumn<TRow> {
  key: string
  header: string
  cell: (row: TRow) => ReactNode
  /** Right-aligned (numbers). */
  numeric?: boolean
}

// Plain styles (no table recipe to load): lines between rows, a muted header.
const Table = chakra('table', { base: { width: 'full', textStyle: 'sm', borderCollapse: 'collapse' } })
const HeaderCell = chakra('th', { base: { textAlign: 'start', fontWeight: 'medium', color: 'fg.muted', px: '3', py: '2', borderBottomWidth: '1px', whiteSpace: 'nowrap' } })
const Cell = chakra('td', { base: { px: '3', py: '2', borderBottomWidth: '1px', verticalAlign: 'top' } })

/** A plain table of rows with a header, scrolling sideways on narrow screens (in a focusable, named box). */
export function DataTable<TRow>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string
  columns: ReadonlyArray<DataColumn<TRow>>
  rows: readonly TRow[]
  rowKey: (row: TRow) => string
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode
}) {
  if (rows.length === 0) return <>{empty}</>
  return (
    <ScrollRegion label={caption} borderWidth="1px" borderRadius="md">
      <Table aria-label={caption}>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.key} scope="col" textAlign={column.numeric ? 'end' : undefined}>
                {column.header}
              </HeaderCell>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <Cell key={column.key} textAlign={column.numeric ? 'end' : undefined}>
                  {column.cell(row)}
                </Cell>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  )
}
