import { Box } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { PageHandoff } from './PageHandoff'

/**
 * /login inside the app (a guard's redirect, signing out, "Iniciar sesión" on an expired session):
 * the login entry (login.html) draws it, loaded as a page.
 */
export function LoginHandoff() {
  const { t } = useLingui()
  return (
    <Box minH="100dvh" display="grid" placeItems="center" px="4">
      <PageHandoff
        opening={t`Abriendo el inicio de sesión…`}
        failure={t`No se pudo abrir el inicio de sesión. Recargue la página.`}
      />
    </Box>
  )
}
