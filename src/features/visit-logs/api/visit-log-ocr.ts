import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OcrConfirmResult, OcrConfirmRow, OcrReading } from '../../../domain/visit-logs/ocr'
import type { VisitLog } from '../../../domain/visit-logs/types'
import { apiJson } from '../../../sync/api-client'
import { ApiError } from '../../../sync/api-errors'
import { logged } from '../../../kit/workflow/logged'
import { VISIT_LOGS } from './visit-logs'
import { useWrite } from '../../../kit/server-state/use-write'

/**
 * OCR of a visit log's scan (issue 14 item 4): start a reading (POST ocr-upload with log_id,
 * spec §5), poll it while the background job reads, confirm the corrected rows. Each call logs
 * its error and re-throws it (§8).
 */
const BASE = '/provider-location-visit-logs'

/** The log's newest reading; null when it was never read (404). Polls while the job runs. */
export const visitLogOcrQuery = (id: number) =>
  queryOptions({
    queryKey: [...VISIT_LOGS, 'ocr', id],
    queryFn: () =>
      logged('visit-logs.ocr', async () => {
        try {
          return await apiJson<OcrReading>(`${BASE}/${id}/ocr`)
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null
          throw error
        }
      }),
    refetchInterval: (query) => {
      const status = query.state.data?.status
      return status === 'queued' || status === 'reading' ? 1000 : false
    },
  })
export const useVisitLogOcr = (id: number) => useQuery(visitLogOcrQuery(id))

export const startVisitLogOcr = (id: number) =>
  logged('visit-logs.ocr-upload', () => apiJson<{ log_id: number; reading: OcrReading }>(`${BASE}/ocr-upload`, { method: 'POST', body: { log_id: id } }))

export const confirmVisitLogOcr = (id: number, readingId: number, hash: string, rows: OcrConfirmRow[]) =>
  logged('visit-logs.ocr-confirm', () =>
    apiJson<OcrConfirmResult & { log: VisitLog }>(`${BASE}/${id}/ocr/confirm`, { method: 'POST', body: { reading_id: readingId, hash, rows } }),
  )

/** Starting a reading adds an event to the log's history. */
export const useStartVisitLogOcr = () => useWrite(startVisitLogOcr, (logId: number) => [[...VISIT_LOGS, 'events', logId]])

/** Confirming the rows records visits and moves the log on; a 409 means it moved on meanwhile. */
export const useConfirmVisitLogOcr = () =>
  useWrite(confirmVisitLogOcr, [VISIT_LOGS], { settled: (error) => error instanceof ApiError && error.status === 409 })
