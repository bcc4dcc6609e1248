import { chakra, type HTMLChakraProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/**
 * The box a wide table scrolls sideways in (narrow screens, long names). A keyboard user must be
 * able to reach and scroll it, so it is focusable (tabIndex 0) and, being focusable, a named
 * group: the name is the table's own (axe: scrollable-region-focusable). A group, not a region
 * landmark: a page of tables would otherwise fill the landmark list with them. The focus ring shows
 * where the arrow keys will scroll. Every table box of the app is this one (DataTable, the office
 * console's table, the schedule's week, OCR proposals).
 */
export function ScrollRegion({ label, children, ...rest }: { label: string; children: ReactNode } & Omit<HTMLChakraProps<'div'>, 'children' | 'aria-label'>) {
  return (
    <chakra.div
      overflowX="auto"
      tabIndex={0}
      role="group"
      aria-label={label}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
      {...rest}
    >
      {children}
    </chakra.div>
  )
}
