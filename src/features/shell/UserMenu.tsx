import { Avatar, Box, Button, Menu, Portal } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { CurrentUser } from '../../domain/schemas/auth'
import type { Locale } from '../../i18n/locale'
import { useSignOut } from '../auth/use-sign-out'
import { chooseLanguage } from '../../kit/words/choose-language'

/** The app bar's menu: who is signed in, the language, and signing out. */
export function UserMenu({ user, defaultOpen = false, focusTrigger = false }: { user: CurrentUser; defaultOpen?: boolean; focusTrigger?: boolean }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const name = user.name
  const trigger = useRef<HTMLButtonElement>(null)
  // It replaces a stand-in trigger that may have had the keyboard's focus: the focus stays on the
  // menu's button (unless it opens at once: the open menu takes the focus itself).
  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus()
  }, [focusTrigger, defaultOpen])

  const signOut = useSignOut(() => navigate({ to: '/' }))

  function choose(locale: Locale) {
    void chooseLanguage(locale, queryClient)
  }

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen={defaultOpen}>
        <Menu.Trigger asChild>
          {/* Open, the trigger keeps its white text on a darker band (the ghost style's light band hid it). */}
          <Button ref={trigger} variant="ghost" color="inherit" _hover={{ bg: 'blackAlpha.300' }} _expanded={{ bg: 'blackAlpha.300', color: 'inherit' }} px="2">
            {/* The initials repeat the name beside them: hidden from the name a screen reader hears. */}
            <Avatar.Root size="xs" colorPalette="accent" aria-hidden="true">
              <Avatar.Fallback name={user.name} />
            </Avatar.Root>
            {/* Named by what it shows (the name), then what it is: no label that hides the visible text.
                On a phone the initials stand for the name, which leaves the bar to the company's. */}
            <Box as="span" hideBelow="md" maxW="56" truncate>{name}</Box>
            <Box as="span" hideFrom="md" srOnly>{name}</Box>
            <Box as="span" srOnly>{t`: menú de usuario`}</Box>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="56">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>{user.email}</Menu.ItemGroupLabel>
              </Menu.ItemGroup>
              <Menu.Separator />
              <Menu.RadioItemGroup value={i18n.locale} onValueChange={(details) => choose(details.value as Locale)}>
                <Menu.ItemGroupLabel>{t`Idioma`}</Menu.ItemGroupLabel>
                <Menu.RadioItem value="es">
                  Español
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
                <Menu.RadioItem value="en-US">
                  English (US)
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              </Menu.RadioItemGroup>
              <Menu.Separator />
              <Menu.Item
                value="logout"
                onSelect={signOut.requestSignOut}
              >
                {t`Cerrar sesión`}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {signOut.dialog}
    </>
  )
}
