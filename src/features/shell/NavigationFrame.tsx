import { Box, Flex } from '@chakra-ui/react'
import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { CurrentUser } from '../../domain/schemas/auth'
import { useCompany } from '../company/use-company'
import { Breadcrumbs } from './Breadcrumbs'
import { destinationOf, destinationsFor } from './destinations'
import { BOTTOM_BAR_SPACE, ProviderNav } from './ProviderNav'
import { StaffNav } from './StaffNav'

/** The signed-in person's navigation (from the destinations table) beside the page's content. */
export function NavigationFrame({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const company = useCompany()
  const destinations = destinationsFor(user, company)
  const current = destinationOf(pathname, destinations)
  const provider = user.provider_id !== null
  const barDestinations = provider ? destinations.filter((destination) => destination.inBar) : destinations
  return (
    <Flex flex="1" direction={provider ? { base: 'column', md: 'row' } : { base: 'column', lg: 'row' }} minW="0">
      {provider ? <ProviderNav destinations={barDestinations} current={current} /> : <StaffNav destinations={barDestinations} current={current} />}
      <Box as="main" id="content" flex="1" minW="0" position="relative" pb={provider ? BOTTOM_BAR_SPACE : undefined}>
        {provider ? null : <Breadcrumbs pathname={pathname} area={current} />}
        {children}
      </Box>
    </Flex>
  )
}
