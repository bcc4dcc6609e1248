import { createFileRoute } from '@tanstack/react-router'
import { RateTemplatesPage } from '../../../features/finance/FinancePages'
import { loadOfficeCatalog } from '../../../kit/words/office-catalog'

export const Route = createFileRoute('/finance/provider-service-rate-templates/')({
  loader: loadOfficeCatalog,
  component: RateTemplatesPage,
})
