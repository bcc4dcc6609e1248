import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ContractDocumentUseType } from '../../../domain/contracts/list-constants'
import type { ContractLookupItem, ProviderContract } from '../../../domain/contracts/types'
import type { Page } from '../../../domain/lists/list-params'
import type { StatusListItem } from '../../../domain/workflows/flow'
import type { DocumentEvent } from '../../../domain/workflows/types'
import { apiJson } from '../../../sync/api-client'
import { listQueryString } from '../../../kit/office/list-search'
import { logged } from '../../../kit/workflow/logged'
import type { ContractsSearch } from '../contracts-search'
import { useWrite } from '../../../kit/server-state/use-write'

/**
 * The provider-contract calls (spec §7 "Provider contracts"), each logging its error and
 * re-throwing it (§8). Every write invalidates `CONTRACTS`, so lists, details and histories read again.
 */
export const CONTRACTS = ['provider-contracts'] as const
const BASE = '/provider-contracts'

export interface ContractFields {
  contract_type_id: number
  start_date: string
  end_date: string
  notes: string | null
}

export const contractsQuery = (search: ContractsSearch) =>
  queryOptions({
    queryKey: [...CONTRACTS, 'list', search],
    queryFn: () => logged('contracts.list', () => apiJson<Page<ProviderContract>>(`${BASE}${listQueryString(search)}`)),
  })
export const useContracts = (search: ContractsSearch) => useQuery({ ...contractsQuery(search), placeholderData: keepPreviousData })

export const contractQuery = (id: number) =>
  queryOptions({
    queryKey: [...CONTRACTS, 'one', id],
    queryFn: () => logged('contracts.read', () => apiJson<ProviderContract>(`${BASE}/${id}`)),
  })
export const useContract = (id: number) => useQuery(contractQuery(id))

export const useContractEvents = (id: number) =>
  useQuery({
    queryKey: [...CONTRACTS, 'events', id],
    queryFn: () => logged('contracts.events', () => apiJson<DocumentEvent[]>(`${BASE}/${id}/events`)),
  })

export const useContractStatuses = () =>
  useQuery({
    queryKey: [...CONTRACTS, 'statuses'],
    queryFn: () => logged('contracts.statuses', () => apiJson<StatusListItem[]>(`${BASE}/status`)),
    staleTime: Infinity,
  })

export const useContractTypes = () =>
  useQuery({
    queryKey: [...CONTRACTS, 'types'],
    queryFn: () => logged('contracts.types', () => apiJson<ContractLookupItem[]>(`${BASE}/types`)),
    staleTime: Infinity,
  })

export const useContractDocumentTypes = () =>
  useQuery({
    queryKey: [...CONTRACTS, 'document-types'],
    queryFn: () => logged('contracts.document-types', () => apiJson<ContractLookupItem[]>(`${BASE}/document-types`)),
    staleTime: Infinity,
  })

export const createContract = (input: ContractFields & { provider_id: number }) =>
  logged('contracts.create', () => apiJson<ProviderContract>(BASE, { method: 'POST', body: input }))

/** PUT: the fields, and the rates as they are (this screen does not change them). */
export const updateContract = (contract: ProviderContract, fields: ContractFields) =>
  logged('contracts.update', () =>
    apiJson<ProviderContract>(`${BASE}/${contract.id}`, {
      method: 'PUT',
      body: {
        ...fields,
        hash: contract.hash,
        rates: contract.rates.map(({ service_id, duration_id, rate_cents }) => ({ service_id, duration_id, rate_cents })),
      },
    }),
  )

/** POST …/{id}/{action}: submit, approve, return-for-revision, void, cancel, unlock, with the version the person saw. */
export const runContractAction = (id: number, action: string, hash: string, comment?: string) =>
  logged(`contracts.${action}`, () => apiJson<ProviderContract>(`${BASE}/${id}/${action}`, { method: 'POST', body: { hash, comment: comment?.trim() ? comment : null } }))

export interface NewDocument {
  filename: string
  file: string
  document_type_id: number
  use_type: ContractDocumentUseType
}

export const addContractDocument = (contract: ProviderContract, document: NewDocument) =>
  logged('contracts.add-attachment', () =>
    apiJson<ProviderContract>(`${BASE}/${contract.id}/add-attachment`, { method: 'POST', body: { hash: contract.hash, attachments: [document] } }),
  )

export const removeContractDocument = (contract: ProviderContract, documentId: number) =>
  logged('contracts.remove-attachment', () =>
    apiJson<ProviderContract>(`${BASE}/${contract.id}/remove-attachment?${new URLSearchParams({ document_id: String(documentId), hash: contract.hash })}`, {
      method: 'DELETE',
    }),
  )

export const setContractDocumentUseType = (contract: ProviderContract, documentId: number, useType: ContractDocumentUseType) =>
  logged('contracts.use-type', () =>
    apiJson<ProviderContract>(`${BASE}/${contract.id}/documents/${documentId}/use-type`, { method: 'PUT', body: { use_type: useType, hash: contract.hash } }),
  )

/** Creating a contract: the lists read again. */
export const useCreateContract = () => useWrite(createContract, [CONTRACTS])
