import { Box, Flex, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Destination } from '../../kit/navigation/destinations'
import { Icon } from '../../components/icons'

/** The bottom bar's height on a phone; the page leaves this room (and the home indicator's) free under its content. */
export const BOTTOM_BAR_SPACE = { base: 'calc(4.5rem + env(safe-area-inset-bottom))', md: '0' } as const

/**
 * The provider's way around, always in reach of a thumb: a bottom bar on a phone, a side rail on a
 * tablet or wider. Installed on an iPad there is no browser back button, so this is the way home.
 */
export function ProviderNav({ destinations, current }: { destinations: Destination[]; current: Destination | undefined }) {
  const { t, i18n } = useLingui()
  return (
    <Box
      as="nav"
      aria-label={t`Navegación`}
      position={{ base: 'fixed', md: 'sticky' }}
      bottom={{ base: '0', md: 'auto' }}
      top={{ base: 'auto', md: '14' }}
      insetX={{ base: '0', md: 'auto' }}
      alignSelf={{ md: 'flex-start' }}
      w={{ base: 'full', md: '28' }}
      flexShrink="0"
      bg="bg"
      borderTopWidth={{ base: '1px', md: '0' }}
      borderEndWidth={{ base: '0', md: '1px' }}
      minH={{ md: 'calc(100dvh - 3.5rem)' }}
      pb={{ base: 'env(safe-area-inset-bottom)', md: '0' }}
      zIndex="docked"
    >
      <Flex as="ul" direction={{ base: 'row', md: 'column' }} listStyleType="none" m="0" p={{ base: '0', md: '2' }} gap={{ base: '0', md: '1' }}>
        {destinations.map((destination) => {
          const active = destination === current
          return (
            <Box as="li" key={destination.to} flex={{ base: '1', md: 'none' }} minW="0">
              <Flex
                asChild
                direction="column"
                align="center"
                justify="center"
                gap="0.5"
                minH="14"
                px="1"
                py="1.5"
                borderRadius={{ md: 'md' }}
                color={active ? 'brand.fg' : 'fg.muted'}
                bg={active ? 'brand.subtle' : 'transparent'}
                fontWeight={active ? 'semibold' : 'medium'}
                textDecoration="none"
                _hover={{ bg: 'brand.subtle', color: 'brand.fg' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' }}
              >
                <Link to={destination.to} aria-current={active ? 'page' : undefined}>
                  {destination.icon ? <Icon name={destination.icon} /> : null}
                  <Text as="span" textStyle="xs" textAlign="center" lineHeight="short" maxW="full">
                    {i18n._(destination.label)}
                  </Text>
                </Link>
              </Flex>
            </Box>
          )
        })}
      </Flex>
    </Box>
  )
}
