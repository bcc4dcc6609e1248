import { createFileRoute, useParams } from '@tanstack/react-router'
import { RateTemplatePage, RateTemplatesPage } from '../../../features/finance/FinancePages'
import { loadOfficeCatalog } from '../../../kit/words/office-catalog'
import { NotFoundPage } from '../../../features/shell/NotFoundPage'

export const Route = createFileRoute('/finance/provider-service-rate-templates/{-$id}')({
  loader: loadOfficeCatalog,
  component: RateTemplateRoute,
})

// Without an id the address is the list's (the index route answers it first).
function RateTemplateRoute() {
  const { id } = useParams({ from: '/finance/provider-service-rate-templates/{-$id}' })
  if (id === undefined) return <RateTemplatesPage />
  const templateId = /^\d{1,9}$/.test(id) ? Number(id) : 0
  return templateId > 0 ? <RateTemplatePage templateId={templateId} /> : <NotFoundPage />
}
