import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Loader } from '../../components/loader'
import { Page } from '../../components/page'
import { describeError } from '../../kit/errors/describe-error'
import { formatDate } from '../../kit/words/format-date'
import { ProviderBillsSection } from '../provider-bills/ProviderBillsSection'
import { WorkflowStatusBadge } from '../../kit/workflow/WorkflowStatusBadge'
import { useContracts } from './api/contracts'
import { ContractDetail } from './ContractDetail'
import { ReportedVisits } from '../reported-visits/ReportedVisits'
import { CONTRACT_TONES } from './contract-views'
import { BankAccountSection } from '../finance/BankAccountSection'

/**
 * /provider/finance: the provider's own finance: her bills (section "Facturas", read-only, with
 * their PDFs) and her contracts (section "Contratos"): she reads each, adds her signed documents
 * while it is a draft or returned, and submits it; and her bank account (masked), which she
 * changes after a confirmation, with the history of its changes (issue 22).
 */
export function ProviderFinance({ providerId }: { providerId: number }) {
  const { t, i18n } = useLingui()
  const contracts = useContracts({ page_size: 500, sort: '-start_date' })
  const [open, setOpen] = useState<number | null>(null)

  return (
    <Page title={t`Mis finanzas`}>
      <Stack gap="6">
        <ProviderBillsSection />
        <Stack as="section" aria-labelledby="my-contracts-heading" gap="3">
          <Heading as="h2" size="md" id="my-contracts-heading">
            {t`Contratos`}
          </Heading>
          {contracts.isPending ? <Loader /> : null}
          {contracts.isError ? <Text role="alert">{describeError(i18n, contracts.error)}</Text> : null}
          {contracts.data?.items.length === 0 ? <Text color="fg.muted">{t`No tiene contratos.`}</Text> : null}
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
            {contracts.data?.items.map((contract) => (
              <HStack as="li" key={contract.id} gap="3" wrap="wrap">
                <Button size="sm" variant={open === contract.id ? 'solid' : 'outline'} onClick={() => setOpen(open === contract.id ? null : contract.id)} aria-expanded={open === contract.id}>
                  {`${contract.contract_type_name}: ${formatDate(contract.start_date)} – ${formatDate(contract.end_date)}`}
                </Button>
                <WorkflowStatusBadge status={contract.status} name={contract.status_name} tones={CONTRACT_TONES} />
              </HStack>
            ))}
          </Stack>
        </Stack>
        {open !== null ? <ContractDetail key={open} id={open} providerId={providerId} /> : null}
        <ReportedVisits />
        <BankAccountSection providerId={providerId} canChange />
      </Stack>
    </Page>
  )
}
