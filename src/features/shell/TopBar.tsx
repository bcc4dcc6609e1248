import { Box, Button, Flex, HStack, Image, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { BRANDING_FILES, brandingUrl } from '../../domain/branding'
import type { CurrentUser } from '../../domain/schemas/auth'
import { useCompany } from '../../kit/lookups/use-company'

// The menu (popover positioning, keyboard handling) is not needed to draw the first screen.
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })))

/** The top app bar, shown only to a signed-in person (spec §2). The menu loads once idle. */
export function TopBar({ user, menuReady }: { user: CurrentUser; menuReady: boolean }) {
  const { t } = useLingui()
  const company = useCompany()
  return (
    <Box as="header" bg="brand.solid" color="brand.contrast" position="sticky" top="0" zIndex="sticky" shadow="sm">
      <Flex as="nav" aria-label={t`Principal`} h="14" px={{ base: '3', md: '6' }} align="center" justify="space-between" gap="3">
        <HStack asChild gap="3" minW="0" color="inherit" textDecoration="none">
          <Link to="/">
            <Image src={brandingUrl(BRANDING_FILES.avatar)} alt="" boxSize="8" borderRadius="md" onError={(event) => (event.currentTarget.hidden = true)} />
            <Text fontWeight="semibold" truncate>
              {company?.short_name ?? t`Bitácora`}
            </Text>
          </Link>
        </HStack>
        {menuReady ? (
          <Suspense fallback={<UserMenuPlaceholder name={user.name} />}>
            <UserMenu user={user} />
          </Suspense>
        ) : (
          <UserMenuPlaceholder name={user.name} />
        )}
      </Flex>
    </Box>
  )
}

/** Looks like the menu's trigger while its code loads. */
function UserMenuPlaceholder({ name }: { name: string }) {
  const { t } = useLingui()
  return (
    <Button variant="ghost" color="inherit" px="2" disabled>
      {/* Narrow on a phone, as the menu's initials will be, so the company's name keeps its room. */}
      <Box as="span" maxW={{ base: '16', md: '56' }} truncate>{name}</Box>
      <Box as="span" srOnly>{t`: menú de usuario`}</Box>
    </Button>
  )
}
