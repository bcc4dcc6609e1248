import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { Destination } from '../../kit/navigation/destinations'

/**
 * The office console's side navigation, grouped by area (a wide screen), or the same links behind
 * a menu button under the bar (a narrow one: two dozen areas would fill a phone's first screen
 * before the page begins). Every area stays one or two taps from every screen.
 */
export function StaffNav({ destinations, current }: { destinations: Destination[]; current: Destination | undefined }) {
  const { t, i18n } = useLingui()
  const groups = groupByArea(destinations)
  const [open, setOpen] = useState(false)
  const listId = useId()
  return (
    <Box
      as="nav"
      aria-label={t`Navegación`}
      position={{ lg: 'sticky' }}
      top={{ lg: '14' }}
      alignSelf={{ lg: 'flex-start' }}
      w={{ base: 'full', lg: '60' }}
      flexShrink="0"
      borderBottomWidth={{ base: '1px', lg: '0' }}
      borderEndWidth={{ base: '0', lg: '1px' }}
      minH={{ lg: 'calc(100dvh - 3.5rem)' }}
      px={{ base: '2', lg: '3' }}
      py={{ base: '1', lg: '4' }}
    >
      <Button hideFrom="lg" variant="ghost" size="sm" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {current ? t`Menú · ${i18n._(current.label)}` : t`Menú`}
      </Button>
      <Flex id={listId} display={{ base: open ? 'flex' : 'none', lg: 'flex' }} direction={{ base: 'row', lg: 'column' }} wrap={{ base: 'wrap', lg: 'nowrap' }} gap={{ base: '1', lg: '4' }} pb={{ base: open ? '2' : '0', lg: '0' }}>
        {groups.map(({ area, items }) => (
          <Stack key={area} gap="1" direction={{ base: 'row', lg: 'column' }} wrap={{ base: 'wrap', lg: 'nowrap' }}>
            <Text textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" px="3" hideBelow="lg">
              {area}
            </Text>
            {items.map((destination) => {
              const active = destination === current
              return (
                <Box
                  asChild
                  key={destination.to}
                  display="block"
                  px="3"
                  py="2"
                  borderRadius="md"
                  textDecoration="none"
                  color={active ? 'brand.fg' : 'fg'}
                  bg={active ? 'brand.subtle' : 'transparent'}
                  fontWeight={active ? 'semibold' : 'normal'}
                  _hover={{ bg: 'brand.subtle' }}
                >
                  <Link to={destination.to} aria-current={active ? 'page' : undefined} onClick={() => setOpen(false)}>
                    {i18n._(destination.label)}
                  </Link>
                </Box>
              )
            })}
          </Stack>
        ))}
      </Flex>
    </Box>
  )

  function groupByArea(items: Destination[]) {
    const groups: Array<{ area: string; items: Destination[] }> = []
    for (const item of items) {
      const area = item.area ? i18n._(item.area) : ''
      const group = groups.find((existing) => existing.area === area)
      if (group) group.items.push(item)
      else groups.push({ area, items: [item] })
    }
    return groups
  }
}
