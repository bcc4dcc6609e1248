import { Button, Flex, Text } from '@chakra-ui/react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'

/**
 * The one sync trouble the person must act on: the server no longer accepts the sign-in. The
 * changes stay on the device; after signing in again as the same person they are sent.
 */
export function SignInBanner({ pending }: { pending: number }) {
  const { t } = useLingui()
  const location = useRouterState({ select: (state) => state.location })
  const onLogin = location.pathname === '/login'
  return (
    <Flex role="alert" bg="accent.subtle" color="accent.fg" px={{ base: '3', md: '6' }} py="2" gap="3" align="center" justify="space-between" wrap="wrap">
      <Text fontWeight="semibold">
        {pending > 0
          ? t`${plural(pending, { one: 'Inicie sesión para enviar # cambio', other: 'Inicie sesión para enviar # cambios' })}`
          : t`Su acceso expiró. Inicie sesión para sincronizar.`}
      </Text>
      {onLogin ? null : (
        <Button asChild size="sm" colorPalette="brand">
          <Link to="/login" search={{ redirect: location.href }}>
            {t`Iniciar sesión`}
          </Link>
        </Button>
      )}
    </Flex>
  )
}
