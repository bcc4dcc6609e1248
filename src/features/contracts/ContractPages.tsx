import { useLingui } from '@lingui/react/macro'
import { FINANCE_AREA } from '../../kit/office/finance-area'
import { OfficeGate } from '../../kit/office/OfficeGate'
import { ContractDetail } from './ContractDetail'
import { ContractsScreen } from './ContractsScreen'
import { ContractTasks } from './ContractTasks'
import { NewContractForm } from './NewContractForm'
import { ProviderContractsList } from './ProviderContractsList'

/** The contract screens behind the finance gate (module and finance.manage, as the server checks). */
export function ContractsPage() {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={FINANCE_AREA} title={t`Contratos de proveedores`}>
      <ContractsScreen />
    </OfficeGate>
  )
}

export function NewContractPage() {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={FINANCE_AREA} title={t`Nuevo contrato`}>
      <NewContractForm />
    </OfficeGate>
  )
}

/** /providers/{providerId}/contracts/{contractId?}: one contract (of that provider), or the list filtered to her. */
export function ProviderContractPage({ providerId, contractId }: { providerId: number; contractId: number | undefined }) {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={FINANCE_AREA} title={t`Contrato`}>
      {contractId === undefined ? <ProviderContractsList providerId={providerId} /> : <ContractDetail key={contractId} id={contractId} providerId={providerId} />}
    </OfficeGate>
  )
}

export function ContractTasksPage() {
  const { t } = useLingui()
  return (
    <OfficeGate requirement={FINANCE_AREA} title={t`Contratos por revisar`}>
      <ContractTasks />
    </OfficeGate>
  )
}
