import { Button, EmptyState, VStack } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { useSession } from '../session/use-session'
import { useCompany } from '../lookups/use-company'
import { accessTo, type AreaRequirement } from './access'

/**
 * Draws an office screen only for someone who may use it, in a company that has its module;
 * otherwise a clear page saying which of the two is missing (the server refuses the calls
 * behind it too, with 403 module_disabled or forbidden).
 */
export function OfficeGate({ requirement, title, children }: { requirement: AreaRequirement; title: string; children: ReactNode }) {
  const { t } = useLingui()
  const session = useSession()
  const company = useCompany()
  if (session === undefined || company === undefined) return <Loader />
  const access = accessTo(requirement, session?.user ?? {}, company)
  if (access === 'allowed') return <>{children}</>
  const [heading, text] =
    access === 'module-missing'
      ? [t`Este módulo no está activo`, t`La compañía no tiene activado el módulo de esta sección. Si lo necesita, pida a la administración que lo active.`]
      : [t`No tiene acceso a esta sección`, t`Su cuenta no tiene el permiso que esta sección requiere. Si lo necesita, pídalo a la administración.`]
  return (
    <Page title={title}>
      <EmptyState.Root borderWidth="1px" borderRadius="lg" data-access={access}>
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>{heading}</EmptyState.Title>
            <EmptyState.Description>{text}</EmptyState.Description>
          </VStack>
          <Button asChild variant="outline" colorPalette="brand">
            <Link to="/">{t`Ir al inicio`}</Link>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </Page>
  )
}
