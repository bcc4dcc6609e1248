import { Heading, Stack, Text, chakra } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/**
 * A chart and the table of its figures, side by side on a wide screen, the table below on a
 * narrow one. The drawing is hidden from screen readers (recharts' SVG reads as noise): the
 * table beside it carries the same numbers, so nobody depends on seeing the bars.
 */
export function ChartFigure({ title, description, chart, table }: { title: string; description?: string; chart: ReactNode; table: ReactNode }) {
  return (
    <chakra.section aria-label={title} borderWidth="1px" borderRadius="lg" p="4">
      <Stack gap="3">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {description ? <Text color="fg.muted" textStyle="sm">{description}</Text> : null}
        <Stack direction={{ base: 'column', xl: 'row' }} gap="4" align="stretch">
          <chakra.div aria-hidden="true" flex="3" minW="0" minH="64" data-testid="chart">
            {chart}
          </chakra.div>
          {/* Side by side, the table takes the width its columns need and the chart the rest, so
              the table never scrolls sideways in a box of its own. */}
          <chakra.div flex={{ base: '1', xl: '0 0 auto' }} minW={{ base: '0', xl: 'max-content' }}>
            {table}
          </chakra.div>
        </Stack>
      </Stack>
    </chakra.section>
  )
}
