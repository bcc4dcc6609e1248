import { chakra } from '@chakra-ui/react'

/**
 * Table parts with the names of Chakra's `Table` but plain styles (like data-table.tsx): the
 * table recipe is not registered (every recipe costs the first screen bytes, see app/theme.ts).
 * For tables whose cells hold controls, where DataTable's column list does not fit.
 */
export const Table = {
  Root: chakra('table', { base: { width: 'full', textStyle: 'sm', borderCollapse: 'collapse' } }),
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an element name and a CSS value
  Caption: chakra('caption', { base: { textAlign: 'start', fontWeight: 'medium', py: '2', captionSide: 'top' } }),
  Header: chakra('thead'),
  Body: chakra('tbody'),
  Row: chakra('tr'),
  ColumnHeader: chakra('th', { base: { textAlign: 'start', fontWeight: 'medium', color: 'fg.muted', px: '3', py: '2', borderBottomWidth: '1px', whiteSpace: 'nowrap' } }),
  Cell: chakra('td', { base: { px: '3', py: '2', borderBottomWidth: '1px', verticalAlign: 'top' } }),
}
