import { Box, Heading, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useMarkFirstScreenDrawn } from './first-screen'

/** The frame of a screen: its title (the page's one h1) and content. */
export function Page({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  useMarkFirstScreenDrawn()
  return (
    <Stack as="section" gap="6" maxW="6xl" mx="auto" w="full" px={{ base: '4', md: '8' }} py="6" position="relative">
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'center' }} gap="3">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {actions ? <Box>{actions}</Box> : null}
      </Stack>
      {children}
    </Stack>
  )
}
