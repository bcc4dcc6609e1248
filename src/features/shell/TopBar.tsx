import { Box, Button, Flex, HStack, Image, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, startTransition, Suspense, useState } from 'react'
import { BRANDING_FILES, brandingUrl } from '../../domain/branding'
import type { CurrentUser } from '../../domain/schemas/auth'
import { useCompany } from '../../kit/lookups/use-company'
import { loadQueryClient, useQueriesReady } from '../../kit/server-state/query-provider'

// The menu (popover positioning, the sign-out dialog, the language switch) is opened on few of
// the app's opens: its code loads when the person reaches for it, not with every start.
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })))

/** The top app bar, shown only to a signed-in person (spec §2). */
export function TopBar({ user }: { user: CurrentUser }) {
  const { t } = useLingui()
  const company = useCompany()
  // Pointing at or focusing the menu's button loads the menu; pressing it also opens it.
  const [wanted, setWanted] = useState<{ open: boolean } | null>(null)
  const [triggerFocused, setTriggerFocused] = useState(false)
  // The menu reads the server through the query client (the language switch refreshes lists).
  const queriesReady = useQueriesReady()
  const reachFor = (open: boolean) => {
    // A transition: the stand-in stays (and takes a press) until the menu's code is there.
    if (open || !wanted) startTransition(() => setWanted({ open }))
    void loadQueryClient().catch(() => undefined)
  }
  const trigger = <UserMenuTrigger name={user.name} onReach={reachFor} onFocusChange={setTriggerFocused} />
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
        <Suspense fallback={trigger}>
          {wanted && queriesReady ? (
            // The menu's own trigger replaces the stand-in: it takes the focus over, and opens if pressed meanwhile.
            <UserMenu user={user} defaultOpen={wanted.open} focusTrigger={triggerFocused} />
          ) : (
            trigger
          )}
        </Suspense>
      </Flex>
    </Box>
  )
}

/** Looks like the menu's trigger, and stands for it until its code is there. */
function UserMenuTrigger({ name, onReach, onFocusChange }: { name: string; onReach: (open: boolean) => void; onFocusChange: (focused: boolean) => void }) {
  const { t } = useLingui()
  return (
    <Button
      variant="ghost"
      color="inherit"
      px="2"
      aria-haspopup
      onPointerEnter={() => onReach(false)}
      onFocus={() => {
        onFocusChange(true)
        onReach(false)
      }}
      onBlur={() => onFocusChange(false)}
      onClick={() => onReach(true)}
    >
      {/* Narrow on a phone, as the menu's initials will be, so the company's name keeps its room. */}
      <Box as="span" maxW={{ base: '16', md: '56' }} truncate>{name}</Box>
      <Box as="span" srOnly>{t`: menú de usuario`}</Box>
    </Button>
  )
}
