import { Heading, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A titled part of a referral or appointment screen, named by its title for screen readers. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="2">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}
