import { chakra } from '@chakra-ui/react'
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
