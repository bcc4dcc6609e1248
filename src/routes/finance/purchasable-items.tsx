import { createFileRoute } from '@tanstack/react-router'
import { PurchasableItemsPage } from '../../features/finance/FinancePages'
import { loadOfficeCatalog } from '../../kit/words/office-catalog'

export const Route = createFileRoute('/finance/purchasable-items')({
  loader: loadOfficeCatalog,
  component: PurchasableItemsPage,
})
