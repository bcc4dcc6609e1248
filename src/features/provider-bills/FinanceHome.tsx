import { Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Page } from '../../components/page'
import { useContracts } from '../contracts/api/contracts'
import { FINANCE_AREA } from '../../kit/office/finance-area'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { useBills } from './api/bills'

/** One area of finance: where it leads, and what waits there (a count the server answers). */
function AreaCard({ title, waiting, children }: { title: ReactNode; waiting: string | null; children: ReactNode }) {
  return (
    <Stack borderWidth="1px" borderRadius="md" p="4" gap="2">
      <Heading as="h2" size="sm">
        {title}
      </Heading>
      {waiting ? <Text color="fg.muted">{waiting}</Text> : null}
      {children}
    </Stack>
  )
}

const countOf = (page: { total: number } | undefined) => page?.total

/* eslint-disable lingui/no-unlocalized-strings -- route paths and status codes */
const PATHS = {
  bills: '/finance/provider-bills',
  contracts: '/finance/provider-contracts',
  batches: '/finance/provider-payment-batches',
  templates: '/finance/provider-service-rate-templates',
  items: '/finance/purchasable-items',
} as const
const SUBMITTED = { status: 'submitted', page_size: 1 }
const APPROVED = { status: 'approved', page_size: 1 }
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * /finance: the finance areas with what waits in each — bills to review and to pay, contracts to
 * review — counted by the lists' own calls (page_size=1: only the totals are read).
 */
export function FinanceHome() {
  const { t } = useLingui()
  const submittedBills = countOf(useBills(SUBMITTED).data)
  const approvedBills = countOf(useBills(APPROVED).data)
  const submittedContracts = countOf(useContracts(SUBMITTED).data)
  const link = (to: string, text: string) => (
    <ChakraLink asChild color="brand.fg" textDecoration="underline">
      <Link to={to}>{text}</Link>
    </ChakraLink>
  )
  return (
    <OfficeGate requirement={FINANCE_AREA} title={t`Finanzas`}>
      <Page title={t`Finanzas`}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <AreaCard
            title={t`Facturas de proveedores`}
            waiting={submittedBills === undefined ? null : t`${submittedBills} por revisar · ${approvedBills ?? 0} aprobadas por pagar`}
          >
            {link(PATHS.bills, t`Ver facturas`)}
          </AreaCard>
          <AreaCard title={t`Contratos de proveedores`} waiting={submittedContracts === undefined ? null : t`${submittedContracts} por revisar`}>
            {link(PATHS.contracts, t`Ver contratos`)}
          </AreaCard>
          <AreaCard title={t`Lotes de pago`} waiting={null}>
            {link(PATHS.batches, t`Ver lotes de pago`)}
          </AreaCard>
          <AreaCard title={t`Tarifas y artículos`} waiting={null}>
            {link(PATHS.templates, t`Plantillas de tarifas`)}
            {link(PATHS.items, t`Artículos`)}
          </AreaCard>
        </SimpleGrid>
      </Page>
    </OfficeGate>
  )
}
