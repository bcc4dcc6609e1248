import { readerName } from '../i18n/reader-language'
import { statusNameOf } from '../i18n/reader-language'
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { ContractDocumentUseType } from '../../src/domain/contracts/list-constants'
import type { ContractSearch } from '../../src/domain/contracts/schemas'
import type { ContractDocument, ContractLookupItem, ContractRateView, ProviderContract } from '../../src/domain/contracts/types'
import type { Page } from '../../src/domain/lists/list-params'
import { allowedActions } from '../../src/domain/workflows/decide'
import { CONTRACT_EDITABLE_STATUSES, contractFlow, type ContractStatus } from '../../src/domain/workflows/contract-flow'
import type { Executor } from '../db/client'
import {
  attachments,
  contractDocumentTypes,
  contractTypes,
  providerContractDocuments as documents,
  providerContractRates as rates,
  providerContracts as contracts,
  providers,
  serviceDurations,
  services,
} from '../db/schema'
import { listPage } from '../core/list-page'
import { likePattern, orderOf } from '../http/list'
import type { OfficeViewer } from '../permissions/viewer'
import { actorOf } from '../workflows/run-action'
import { isFinanceStaff, readableContracts } from './access'

const providerName = sql<string>`${providers.first_name} || ' ' || ${providers.last_name}`

const COLUMNS = { contract: contracts, provider_name: providerName, contract_type_name: contractTypes.name }

function selectContracts(db: Executor) {
  return db
    .select(COLUMNS)
    .from(contracts)
    .innerJoin(providers, eq(providers.id, contracts.provider_id))
    .innerJoin(contractTypes, eq(contractTypes.id, contracts.contract_type_id))
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectContracts>['execute']>>[number]

export const contractStatusName = (status: string) => statusNameOf(contractFlow, status)

async function ratesOf(db: Executor, ids: number[]): Promise<Map<number, ContractRateView[]>> {
  const byContract = new Map<number, ContractRateView[]>()
  if (ids.length === 0) return byContract
  const rows = await db
    .select({
      contract_id: rates.contract_id,
      service_id: rates.service_id,
      service_name: readerName(services),
      duration_id: rates.duration_id,
      duration_name: readerName(serviceDurations),
      rate_cents: rates.rate_cents,
    })
    .from(rates)
    .innerJoin(services, eq(services.id, rates.service_id))
    .innerJoin(serviceDurations, eq(serviceDurations.id, rates.duration_id))
    .where(inArray(rates.contract_id, ids))
    .orderBy(asc(services.name), asc(serviceDurations.minutes))
  for (const { contract_id, ...rate } of rows) byContract.set(contract_id, [...(byContract.get(contract_id) ?? []), rate])
  return byContract
}

async function documentsOf(db: Executor, ids: number[]): Promise<Map<number, ContractDocument[]>> {
  const byContract = new Map<number, ContractDocument[]>()
  if (ids.length === 0) return byContract
  const rows = await db
    .select({
      contract_id: documents.contract_id,
      id: documents.id,
      filename: attachments.filename,
      document_type_id: documents.document_type_id,
      document_type_name: contractDocumentTypes.name,
      use_type: documents.use_type,
      content_type: attachments.content_type,
      size_bytes: attachments.size_bytes,
      created_at: attachments.created_at,
    })
    .from(documents)
    .innerJoin(attachments, eq(attachments.id, documents.attachment_id))
    .innerJoin(contractDocumentTypes, eq(contractDocumentTypes.id, documents.document_type_id))
    .where(inArray(documents.contract_id, ids))
    .orderBy(asc(attachments.created_at), asc(documents.id))
  for (const { contract_id, created_at, use_type, ...document } of rows) {
    const answer: ContractDocument = { ...document, use_type: use_type as ContractDocumentUseType, created_at: created_at.toISOString() }
    byContract.set(contract_id, [...(byContract.get(contract_id) ?? []), answer])
  }
  return byContract
}

async function answersOf(db: Executor, rows: Joined[], viewer: OfficeViewer): Promise<ProviderContract[]> {
  const ids = rows.map((row) => row.contract.id)
  const [rateMap, documentMap] = await Promise.all([ratesOf(db, ids), documentsOf(db, ids)])
  return rows.map(({ contract, provider_name, contract_type_name }) => {
    const document = { status: contract.status, hash: contract.hash, customer_id: null, provider_id: contract.provider_id }
    return {
      id: contract.id,
      provider_id: contract.provider_id,
      provider_name,
      contract_type_id: contract.contract_type_id,
      contract_type_name,
      start_date: contract.start_date,
      end_date: contract.end_date,
      notes: contract.notes,
      status: contract.status,
      status_name: contractStatusName(contract.status),
      hash: contract.hash,
      allowed_actions: allowedActions(contractFlow, document, actorOf(viewer)),
      can_edit: isFinanceStaff(viewer) && CONTRACT_EDITABLE_STATUSES.includes(contract.status as ContractStatus),
      rates: rateMap.get(contract.id) ?? [],
      documents: documentMap.get(contract.id) ?? [],
      created_at: contract.created_at.toISOString(),
      updated_at: contract.updated_at.toISOString(),
    }
  })
}

/** GET /provider-contracts/{id}: the contract if the viewer may see it, else null (the route's 404). */
export async function readContract(db: Executor, viewer: OfficeViewer, id: number): Promise<ProviderContract | null> {
  const rows = await selectContracts(db).where(and(eq(contracts.id, id), readableContracts(viewer)))
  const [answer] = await answersOf(db, rows, viewer)
  return answer ?? null
}

const SORTS = {
  start_date: contracts.start_date,
  end_date: contracts.end_date,
  provider: providerName,
  type: contractTypes.name,
  status: contracts.status,
  updated_at: contracts.updated_at,
  id: contracts.id,
}

function filtersOf(viewer: OfficeViewer, search: ContractSearch): SQL | undefined {
  return and(
    readableContracts(viewer),
    search.status === undefined ? undefined : eq(contracts.status, search.status),
    search.provider_id === undefined ? undefined : eq(contracts.provider_id, search.provider_id),
    search.contract_type_id === undefined ? undefined : eq(contracts.contract_type_id, search.contract_type_id),
    search.q === undefined ? undefined : sql`(${providerName} ilike ${likePattern(search.q)} or ${contractTypes.name} ilike ${likePattern(search.q)})`,
  )
}

/** GET /provider-contracts: a page under the list convention. */
export async function pageContracts(db: Executor, viewer: OfficeViewer, search: ContractSearch): Promise<Page<ProviderContract>> {
  const where = filtersOf(viewer, search)
  const page = await listPage(db, selectContracts(db).where(where).$dynamic(), search, orderOf(search.sort, SORTS, [contracts.id]))
  return { items: await answersOf(db, page.items, viewer), total: page.total }
}

export const contractTypeList = (db: Executor): Promise<ContractLookupItem[]> =>
  db.select({ id: contractTypes.id, name: contractTypes.name }).from(contractTypes).orderBy(asc(contractTypes.sort_index), asc(contractTypes.id))

export const documentTypeList = (db: Executor): Promise<ContractLookupItem[]> =>
  db
    .select({ id: contractDocumentTypes.id, name: contractDocumentTypes.name })
    .from(contractDocumentTypes)
    .orderBy(asc(contractDocumentTypes.sort_index), asc(contractDocumentTypes.id))
