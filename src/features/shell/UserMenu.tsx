import { Avatar, Button, Menu, Portal } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import type { CurrentUser } from '../../domain/schemas/auth'
import { activateLocale, type Locale } from '../../i18n/locale'
import { useSignOut } from '../auth/use-sign-out'

/** The app bar's menu: who is signed in, the language, and signing out. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const name = user.name

  const signOut = useSignOut(() => navigate({ to: '/' }))

  function choose(locale: Locale) {
    void activateLocale(locale)
  }

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button variant="ghost" color="inherit" _hover={{ bg: 'whiteAlpha.200' }} aria-label={t`${name}: menú de usuario`} px="2">
            <Avatar.Root size="xs" colorPalette="accent">
              <Avatar.Fallback name={user.name} />
            </Avatar.Root>
            <span>{name}</span>
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
