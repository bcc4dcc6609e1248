import type { VisitImportStarted } from '../../../domain/visit-imports/visit-imports'
import { apiUpload } from '../../../sync/api-upload'
import { IMPORTS } from './visit-imports'
import { useWrite } from '../../../kit/server-state/use-write'

/**
 * POST /service-visits/periods/{id}/imports (multipart `file`, optional `to_date`) with upload
 * progress. The answer comes at once (202, or 200 with `repeated` for a file already imported);
 * the screen then polls the import's processed rows.
 */
export function startVisitImport(periodId: number, file: File, toDate: string, onProgress: (fraction: number) => void): Promise<VisitImportStarted> {
  const form = new FormData()
  form.set('file', file, file.name)
  if (toDate) form.set('to_date', toDate)
  return apiUpload<VisitImportStarted>(`/service-visits/periods/${periodId}/imports`, form, onProgress)
}

/** Starting an import: its period's imports and the billing figures read again (behind the import's page). */
export const useStartVisitImport = () => useWrite(startVisitImport, [IMPORTS, ['billing']], { background: true })
