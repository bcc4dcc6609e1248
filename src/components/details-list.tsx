import { chakra, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** Label–value pairs as a definition list, in plain styles: no data-list recipe to load at start. */
export const DetailsList = chakra('dl', {
  base: { display: 'grid', gridTemplateColumns: 'minmax(7rem, max-content) 1fr', columnGap: '4', rowGap: '2', textStyle: 'sm', margin: '0' },
})

const Term = chakra('dt', { base: { color: 'fg.muted' } })
const Description = chakra('dd', { base: { margin: '0', minWidth: '0', overflowWrap: 'anywhere' } })

export function DetailsItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Term>{label}</Term>
      <Description>{children}</Description>
    </>
  )
}

/** Labelled values in two columns on a wide screen (one on a phone), each label above its value. */
export function DetailsGrid({ fields }: { fields: [label: string, value: ReactNode][] }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gapX="6" gapY="2">
      {fields.map(([label, value]) => (
        <Stack key={label} gap="0">
          <Text as="dt" textStyle="sm" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" whiteSpace="pre-wrap">
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  )
}
