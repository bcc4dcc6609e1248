import { Button, EmptyState, VStack } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Page } from '../../components/page'

/**
 * An honest page for a route whose screen a later piece of work builds: the route, its guard and
 * its title exist; the screen says plainly that it is not available yet.
 */
export function NotAvailableYet({ title }: { title: MessageDescriptor }) {
  const { t, i18n } = useLingui()
  return (
    <Page title={i18n._(title)}>
      <EmptyState.Root borderWidth="1px" borderRadius="lg">
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>{t`Esta pantalla aún no está disponible.`}</EmptyState.Title>
            <EmptyState.Description>{t`Estamos trabajando en ella. Mientras tanto, puede volver al inicio.`}</EmptyState.Description>
          </VStack>
          <Button asChild variant="outline" colorPalette="brand">
            <Link to="/">{t`Ir al inicio`}</Link>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </Page>
  )
}
