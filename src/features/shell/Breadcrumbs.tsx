import { Box, Flex } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Destination } from '../../kit/navigation/destinations'

/**
 * On a detail page of the office console (an address below an area's own), the way back up:
 * Inicio › the area. The page's title, right under it, names where the person is.
 */
export function Breadcrumbs({ pathname, area }: { pathname: string; area: Destination | undefined }) {
  const { t, i18n } = useLingui()
  if (!area || pathname === area.to) return null
  return (
    <Box as="nav" aria-label={t`Ruta de navegación`} maxW="6xl" mx="auto" w="full" px={{ base: '4', md: '8' }} pt="4" textStyle="sm">
      <Flex as="ol" listStyleType="none" m="0" p="0" gap="2" wrap="wrap" color="fg.muted">
        <li>
          <Link to="/">{t`Inicio`}</Link>
        </li>
        <li aria-hidden="true">›</li>
        <li>
          <Box asChild color="brand.fg" textDecoration="underline">
            <Link to={area.to}>{i18n._(area.label)}</Link>
          </Box>
        </li>
      </Flex>
    </Box>
  )
}
