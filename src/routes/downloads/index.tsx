import { createFileRoute } from '@tanstack/react-router'
import { DownloadsPage } from '../../features/downloads/DownloadsPage'
import { downloadsSearch } from '../../features/downloads/downloads-search'
import { loadOfficeCatalog } from '../../kit/words/office-catalog'

export const Route = createFileRoute('/downloads/')({
  validateSearch: downloadsSearch,
  loader: loadOfficeCatalog,
  component: function Downloads() {
    return <DownloadsPage path={Route.useSearch().path ?? ''} />
  },
})
