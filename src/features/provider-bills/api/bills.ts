import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Page } from '../../../domain/lists/list-params'
import type { BillExtraLine } from '../../../domain/provider-bills/schemas'
import type { BillImportResult, BillLookupItem, BillPeriod, ProviderBill } from '../../../domain/provider-bills/types'
import type { StatusListItem } from '../../../domain/workflows/flow'
import type { DocumentEvent } from '../../../domain/workflows/types'
import { apiJson } from '../../../sync/api-client'
import { listQueryString } from '../../../kit/office/list-search'
import { logged } from '../../../kit/workflow/logged'
import type { BillsSearch } from '../bills-search'
import { useWrite } from '../../../kit/server-state/use-write'

/**
 * The provider-bill calls (spec §7 "Provider bills"), each logging its error and re-throwing it
 * (§8). Every write invalidates `BILLS`, so lists, details and histories read again.
 */
export const BILLS = ['provider-bills'] as const
const BASE = '/provider-bills'

export const billsQuery = (search: BillsSearch) =>
  queryOptions({
    queryKey: [...BILLS, 'list', search],
    queryFn: () => logged('bills.list', () => apiJson<Page<ProviderBill>>(`${BASE}${listQueryString(search)}`)),
  })
export const useBills = (search: BillsSearch) => useQuery({ ...billsQuery(search), placeholderData: keepPreviousData })

export const billQuery = (id: number) =>
  queryOptions({
    queryKey: [...BILLS, 'one', id],
    queryFn: () => logged('bills.read', () => apiJson<ProviderBill>(`${BASE}/${id}`)),
  })
export const useBill = (id: number) => useQuery(billQuery(id))

export const useBillEvents = (id: number) =>
  useQuery({
    queryKey: [...BILLS, 'events', id],
    queryFn: () => logged('bills.events', () => apiJson<DocumentEvent[]>(`${BASE}/${id}/events`)),
  })

export const useBillStatuses = () =>
  useQuery({
    queryKey: [...BILLS, 'statuses'],
    queryFn: () => logged('bills.statuses', () => apiJson<StatusListItem[]>(`${BASE}/status-list`)),
    staleTime: Infinity,
  })

export const useBillYears = () =>
  useQuery({ queryKey: [...BILLS, 'years'], queryFn: () => logged('bills.years', () => apiJson<BillLookupItem[]>(`${BASE}/years-list`)) })

export const useAdjustmentTypes = () =>
  useQuery({
    queryKey: [...BILLS, 'adjustment-types'],
    queryFn: () => logged('bills.adjustment-types', () => apiJson<BillLookupItem[]>(`${BASE}/adjustment-types`)),
    staleTime: Infinity,
  })

export const useBillPeriods = () =>
  useQuery({ queryKey: [...BILLS, 'periods'], queryFn: () => logged('bills.periods', () => apiJson<BillPeriod[]>(`${BASE}/periods`)), staleTime: 60_000 })

export const createBill = (input: { provider_id: number; period_id: number; comment: string | null }) =>
  logged('bills.create', () => apiJson<ProviderBill>(BASE, { method: 'POST', body: input }))

/** PUT: the comment and every item and adjustment line (those kept carry their id, and keep their price). */
export const updateBill = (bill: ProviderBill, comment: string | null, lines: BillExtraLine[]) =>
  logged('bills.update', () => apiJson<ProviderBill>(`${BASE}/${bill.id}`, { method: 'PUT', body: { hash: bill.hash, comment, lines } }))

export const deleteBill = (bill: ProviderBill) =>
  logged('bills.delete', () => apiJson<null>(`${BASE}/${bill.id}?${new URLSearchParams({ hash: bill.hash })}`, { method: 'DELETE' }))

export const importPeriodServices = (bill: ProviderBill) =>
  logged('bills.import-period-services', () => apiJson<BillImportResult>(`${BASE}/${bill.id}/import-period-services`, { method: 'POST', body: { hash: bill.hash } }))

/** POST …/{id}/{action}: submit, approve, reject, cancel, with the version the person saw. */
export const runBillAction = (id: number, action: string, hash: string, comment?: string) =>
  logged(`bills.${action}`, () => apiJson<ProviderBill>(`${BASE}/${id}/${action}`, { method: 'POST', body: { hash, comment: comment?.trim() ? comment : null } }))

export const billPdfPath = (id: number) => `${BASE}/${id}/download-bill-pdf`

/** The name a bill's PDF is saved under when the server names none. */
export const billPdfName = (id: number) => `factura-${id}.pdf`

/** Creating a bill: the lists read again. */
export const useCreateBill = () => useWrite(createBill, [BILLS])
