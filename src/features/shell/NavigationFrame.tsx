import { Box, Flex } from '@chakra-ui/react'
import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, type ReactNode } from 'react'
import type { CurrentUser } from '../../domain/schemas/auth'
import { useCompany } from '../../kit/lookups/use-company'
import { destinationOf, destinationsFor } from '../../kit/navigation/destinations'
import { BOTTOM_BAR_SPACE, ProviderNav } from './ProviderNav'

// Staff screens wait for their frame (no navigation appearing late beside a drawn page).
const StaffFrame = lazy(() => import('./StaffFrame').then((module) => ({ default: module.StaffFrame })))

/** The signed-in person's navigation (from the destinations table) beside the page's content. */
export function NavigationFrame({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const company = useCompany()
  const destinations = destinationsFor(user, company)
  const current = destinationOf(pathname, destinations)
  if (user.provider_id === null) {
    return (
      <Suspense fallback={null}>
        <StaffFrame destinations={destinations} current={current} pathname={pathname}>
          {children}
        </StaffFrame>
      </Suspense>
    )
  }
  const barDestinations = destinations.filter((destination) => destination.inBar)
  return (
    <Flex flex="1" direction={{ base: 'column', md: 'row' }} minW="0">
      <ProviderNav destinations={barDestinations} current={current} />
      <Box as="main" id="content" flex="1" minW="0" position="relative" pb={BOTTOM_BAR_SPACE}>
        {children}
      </Box>
    </Flex>
  )
}
