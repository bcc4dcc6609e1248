import { createFileRoute, useParams } from '@tanstack/react-router'
import { loadOfficeCatalog } from '../../../kit/words/office-catalog'
import { BillPage } from '../../../features/provider-bills/BillPages'
import { NotFoundPage } from '../../../features/shell/NotFoundPage'

export const Route = createFileRoute('/finance/provider-bills/{-$billId}')({
  loader: loadOfficeCatalog,
  component: BillRoute,
})

const idOf = (text: string) => (/^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null)

// A number: that bill; no id: a new one. Anything else names nothing.
function BillRoute() {
  const { billId } = useParams({ from: '/finance/provider-bills/{-$billId}' })
  const bill = billId === undefined ? undefined : idOf(billId)
  if (bill === null) return <NotFoundPage />
  return <BillPage billId={bill} />
}
