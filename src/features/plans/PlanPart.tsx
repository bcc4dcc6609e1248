import { Heading, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A titled part of the plan editor, named by its title for screen readers. */
export function PlanPart({ title, level = 'h2', actions, children }: { title: string; level?: 'h2' | 'h3'; actions?: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="2">
      <Stack direction="row" justify="space-between" align="center" wrap="wrap" gap="2">
        <Heading as={level} size={level === 'h2' ? 'md' : 'sm'}>
          {title}
        </Heading>
        {actions}
      </Stack>
      {children}
    </Stack>
  )
}
