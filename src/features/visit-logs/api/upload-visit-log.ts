import type { VisitLog } from '../../../domain/visit-logs/types'
import { apiUpload } from '../../../sync/api-upload'
import { logged } from '../../../kit/workflow/logged'
import { VISIT_LOGS } from './visit-logs'
import { useWrite } from '../../../kit/server-state/use-write'

export interface VisitLogUpload {
  provider_id: number
  location_id: number
  year: number
  month: number
  notes?: string | null
  file: File
}

/** POST /provider-location-visit-logs (multipart, the scan in `file`) with upload progress. */
export function uploadVisitLog(upload: VisitLogUpload, onProgress: (fraction: number) => void): Promise<VisitLog> {
  const form = new FormData()
  form.set('provider_id', String(upload.provider_id))
  form.set('location_id', String(upload.location_id))
  form.set('year', String(upload.year))
  form.set('month', String(upload.month))
  if (upload.notes) form.set('notes', upload.notes)
  form.set('file', upload.file, upload.file.name)
  return logged('visit-logs.create', () => apiUpload<VisitLog>('/provider-location-visit-logs', form, onProgress))
}

/** Uploading a log: the lists read again. */
export const useUploadVisitLog = () => useWrite(uploadVisitLog, [VISIT_LOGS])
