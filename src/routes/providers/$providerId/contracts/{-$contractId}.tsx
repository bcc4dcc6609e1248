import { createFileRoute, useParams } from '@tanstack/react-router'
import { ProviderContractPage } from '../../../../features/contracts/ContractPages'
import { loadOfficeCatalog } from '../../../../kit/words/office-catalog'
import { NotFoundPage } from '../../../../features/shell/NotFoundPage'

export const Route = createFileRoute('/providers/$providerId/contracts/{-$contractId}')({
  loader: loadOfficeCatalog,
  component: ProviderContractRoute,
})

const idOf = (text: string) => (/^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null)

// A number: that contract of the provider; no id: her contracts. Anything else names nothing.
function ProviderContractRoute() {
  const { providerId, contractId } = useParams({ from: '/providers/$providerId/contracts/{-$contractId}' })
  const provider = idOf(providerId)
  const contract = contractId === undefined ? undefined : idOf(contractId)
  if (provider === null || contract === null) return <NotFoundPage />
  return <ProviderContractPage providerId={provider} contractId={contract} />
}
