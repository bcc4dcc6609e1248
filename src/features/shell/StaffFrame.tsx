import { Box, Flex } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Breadcrumbs } from './Breadcrumbs'
import type { Destination } from '../../kit/navigation/destinations'
import { StaffNav } from './StaffNav'

/**
 * The office console's frame: side navigation by area and breadcrumbs beside the page. Its own
 * chunk (NavigationFrame loads it for staff only), so the login and a provider's first screen do
 * not carry it.
 */
export function StaffFrame({ destinations, current, pathname, children }: { destinations: Destination[]; current: Destination | undefined; pathname: string; children: ReactNode }) {
  return (
    <Flex flex="1" direction={{ base: 'column', lg: 'row' }} minW="0">
      <StaffNav destinations={destinations} current={current} />
      <Box as="main" id="content" flex="1" minW="0" position="relative">
        <Breadcrumbs pathname={pathname} area={current} />
        {children}
      </Box>
    </Flex>
  )
}
