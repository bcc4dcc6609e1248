import { Box, Flex, HStack, Image, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { CurrentUser } from '../../domain/schemas/auth'
import { useCompany } from '../company/use-company'
import { UserMenu } from './UserMenu'

/** The top app bar, shown only to a signed-in person (spec §2). */
export function TopBar({ user }: { user: CurrentUser }) {
  const { t } = useLingui()
  const company = useCompany()
  return (
    <Box as="header" bg="brand.solid" color="brand.contrast" position="sticky" top="0" zIndex="sticky" shadow="sm">
      <Flex as="nav" aria-label={t`Principal`} h="14" px={{ base: '3', md: '6' }} align="center" justify="space-between" gap="3">
        <HStack asChild gap="3" minW="0">
          <Link to="/">
            <Image src="/branding/icons/icon-72x72.png" alt="" boxSize="8" borderRadius="md" onError={(event) => (event.currentTarget.hidden = true)} />
            <Text fontWeight="semibold" truncate>
              {company?.short_name ?? t`Bitácora`}
            </Text>
          </Link>
        </HStack>
        <UserMenu user={user} />
      </Flex>
    </Box>
  )
}
