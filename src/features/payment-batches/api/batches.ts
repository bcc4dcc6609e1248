import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Page } from '../../../domain/lists/list-params'
import type { BatchOwnerOption, LegacyPayment, PayableBill, PaymentBatch, ProviderPayment } from '../../../domain/payments/types'
import type { StatusListItem } from '../../../domain/workflows/flow'
import type { DocumentEvent } from '../../../domain/workflows/types'
import { apiJson } from '../../../sync/api-client'
import { listQueryString } from '../../../kit/office/list-search'
import { useDownload } from '../../../kit/office/use-download'
import { logged } from '../../../kit/workflow/logged'
import type { BatchesSearch } from '../batches-search'
import { useWrite } from '../../../kit/server-state/use-write'

/**
 * The payment-batch and provider-payment calls (spec §7), each logging its error and re-throwing
 * it (§8). Every write invalidates `PAYMENTS`, so lists, details, payments and histories read again.
 */
export const PAYMENTS = ['payments'] as const
const BATCHES = '/provider-payment-batches'

export interface BatchFields {
  name: string
  effective_date: string
  notes: string | null
}

export const batchesQuery = (search: BatchesSearch) =>
  queryOptions({
    queryKey: [...PAYMENTS, 'batches', search],
    queryFn: () => logged('payment-batches.list', () => apiJson<Page<PaymentBatch>>(`${BATCHES}${listQueryString(search)}`)),
  })
export const useBatches = (search: BatchesSearch) => useQuery({ ...batchesQuery(search), placeholderData: keepPreviousData })

export const batchQuery = (id: number) =>
  queryOptions({
    queryKey: [...PAYMENTS, 'batch', id],
    queryFn: () => logged('payment-batches.read', () => apiJson<PaymentBatch>(`${BATCHES}/${id}`)),
  })
export const useBatch = (id: number) => useQuery(batchQuery(id))

export const useBatchEvents = (id: number) =>
  useQuery({ queryKey: [...PAYMENTS, 'batch-events', id], queryFn: () => logged('payment-batches.events', () => apiJson<DocumentEvent[]>(`${BATCHES}/${id}/events`)) })

export const useBatchStatuses = () =>
  useQuery({
    queryKey: [...PAYMENTS, 'batch-statuses'],
    queryFn: () => logged('payment-batches.statuses', () => apiJson<StatusListItem[]>(`${BATCHES}/status-list`)),
    staleTime: Infinity,
  })

export const usePayableBills = () =>
  useQuery({ queryKey: [...PAYMENTS, 'payable'], queryFn: () => logged('payment-batches.payable-bills', () => apiJson<PayableBill[]>(`${BATCHES}/payable-bills`)) })

export const useBatchOwners = () =>
  useQuery({ queryKey: [...PAYMENTS, 'owners'], queryFn: () => logged('payment-batches.owners', () => apiJson<BatchOwnerOption[]>(`${BATCHES}/owners`)) })

export const useBatchPayments = (batchId: number) =>
  useQuery({
    queryKey: [...PAYMENTS, 'of-batch', batchId],
    queryFn: () => logged('provider-payments.list', () => apiJson<Page<ProviderPayment>>(`/provider-payments?batch_id=${batchId}&page_size=500&sort=provider`)),
  })

export const useMyPayments = (page: number) =>
  useQuery({
    queryKey: [...PAYMENTS, 'mine', page],
    queryFn: () => logged('provider-payments.list', () => apiJson<Page<ProviderPayment>>(`/provider-payments?page=${page}&sort=-id`)),
    placeholderData: keepPreviousData,
  })

export const useLegacyPayments = (providerId: number, page: number) =>
  useQuery({
    queryKey: [...PAYMENTS, 'legacy', providerId, page],
    queryFn: () => logged('legacy-payments.list', () => apiJson<Page<LegacyPayment>>(`/legacy/provider-payments?provider_id=${providerId}&page=${page}`)),
    placeholderData: keepPreviousData,
  })

export const createBatch = (fields: BatchFields & { bill_ids: number[] }) =>
  logged('payment-batches.create', () => apiJson<PaymentBatch>(BATCHES, { method: 'POST', body: fields }))

export const updateBatch = (batch: PaymentBatch, fields: BatchFields) =>
  logged('payment-batches.update', () => apiJson<PaymentBatch>(`${BATCHES}/${batch.id}`, { method: 'PUT', body: { ...fields, hash: batch.hash } }))

export const deleteBatch = (batch: PaymentBatch) =>
  logged('payment-batches.delete', () => apiJson<null>(`${BATCHES}/${batch.id}?${new URLSearchParams({ hash: batch.hash })}`, { method: 'DELETE' }))

/** POST …/{id}/{action}: submit, approve, reject, claim, unclaim, mark-processed, with the version the person saw. */
export const runBatchAction = (id: number, action: string, hash: string, comment?: string) =>
  logged(`payment-batches.${action}`, () => apiJson<PaymentBatch>(`${BATCHES}/${id}/${action}`, { method: 'POST', body: { hash, comment: comment?.trim() ? comment : null } }))

export const changeBatchOwner = (batch: PaymentBatch, userId: number) =>
  logged('payment-batches.change-owner', () => apiJson<PaymentBatch>(`${BATCHES}/${batch.id}/change-owner`, { method: 'POST', body: { hash: batch.hash, userId } }))

export const removePayment = (payment: ProviderPayment) =>
  logged('provider-payments.delete', () => apiJson<null>(`/provider-payments/${payment.id}?${new URLSearchParams({ hash: payment.hash })}`, { method: 'DELETE' }))

export const achPath = (id: number) => `${BATCHES}/${id}/get-ach-file`
export const reportPath = (id: number) => `${BATCHES}/${id}/pdf-report`
export const stubPath = (id: number) => `/download-pdf/provider-payment-stub/${id}`
export const STUBS_PATH = '/provider-payments/payment-stubs'

/** The names a download falls back on when the server's answer names none. */
export const fileNames = {
  ach: (id: number) => `ach-lote-${id}.txt`,
  report: (id: number) => `lote-de-pago-${id}.pdf`,
  stub: (id: number) => `comprobante-pago-${id}.pdf`,
  stubs: 'comprobantes-de-pago.pdf',
}

/** The batch's ACH file: generating it stamps the batch (when, by whom), so the batch reads again. */
export function useAchDownload(id: number) {
  const queryClient = useQueryClient()
  const { downloading, download } = useDownload()
  async function downloadAch() {
    await download(achPath(id), fileNames.ach(id))
    await queryClient.invalidateQueries({ queryKey: PAYMENTS })
  }
  return { downloading, downloadAch }
}

/** Creating a batch: the lists read again. */
export const useCreateBatch = () => useWrite(createBatch, [PAYMENTS])
