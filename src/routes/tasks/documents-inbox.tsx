import { createFileRoute } from '@tanstack/react-router'
import { DocumentsInboxPage } from '../../features/documents-inbox/DocumentsInboxPage'
import { inboxSearch } from '../../features/documents-inbox/inbox-search'
import { loadOfficeCatalog } from '../../kit/words/office-catalog'

export const Route = createFileRoute('/tasks/documents-inbox')({
  validateSearch: inboxSearch,
  loader: loadOfficeCatalog,
  component: DocumentsInboxPage,
})
