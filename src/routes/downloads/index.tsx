import { createFileRoute } from '@tanstack/react-router'
import { DownloadsPage, downloadsSearch } from '../../features/downloads/DownloadsPage'
import { loadOfficeCatalog } from '../../features/office/office-catalog'

export const Route = createFileRoute('/downloads/')({
  validateSearch: downloadsSearch,
  loader: loadOfficeCatalog,
  component: function Downloads() {
    return <DownloadsPage path={Route.useSearch().path ?? ''} />
  },
})
