import { readerLanguage } from '../i18n/reader-language'
import { Hono, type Context } from 'hono'
import { ContractAddAttachmentInput, ContractCreateInput, ContractPutInput, ContractRemoveAttachmentQuery, ContractSearch, ContractUseTypeInput } from '../../src/domain/contracts/schemas'
import { statusList } from '../../src/domain/workflows/flow'
import { contractFlow } from '../../src/domain/workflows/contract-flow'
import type { AppDeps, AppEnv } from '../app-env'
import { withFiles } from '../attachments/service'
import type { FileStorage } from '../files/storage'
import { notFound } from '../http/errors'
import { deferredJson } from '../http/json-body'
import { pathId } from '../core/path-id'
import { parseWith, queryWith } from '../http/validate'
import { loadOfficeViewer } from '../permissions/viewer'
import { listEvents } from '../workflows/events'
import { isActionOf, runAction } from '../workflows/run-action'
import { assertMayPrepare, visibleContract } from './access'
import { contractEvent } from './events'
import { contractTypeList, documentTypeList, pageContracts, readContract } from './read'
import { addDocuments, changeContract, contractStore, createContract, removeDocument, setDocumentUseType } from './writes'
import { access } from '../permissions/access'

/** Finance staff (finance.manage) read and prepare; a provider reads her own and submits it, with its documents (mayHandleDocuments, the flow's ownProvider). */
const READ = access({ permission: 'finance.manage', providers: 'own' })
const PREPARE = access({ permission: 'finance.manage' })
const OWN_DOCUMENTS = access({ permission: 'finance.manage', providers: 'own' })

/**
 * Provider contracts, spec §7 "Provider contracts", under /provider-contracts. Guarded in app.ts
 * by the finance module and `finance.manage` (providers pass: they read and submit their own).
 * No DELETE: a contract ends voided or cancelled, with its history.
 */
export function contractRoutes(deps: AppDeps, storage: FileStorage) {
  const { db } = deps
  const viewerOf = (c: Context<AppEnv>) => loadOfficeViewer(db, c.var.auth)
  const statuses = (c: Context) => c.json(statusList(contractFlow, readerLanguage()))

  return new Hono<AppEnv>()
    .get('/', READ, async (c) => c.json(await pageContracts(db, await viewerOf(c), queryWith(c, ContractSearch))))
    .get('/status', READ, statuses)
    .get('/statuses', READ, statuses)
    .get('/status-list', READ, statuses)
    .get('/types', READ, async (c) => c.json(await contractTypeList(db)))
    .get('/document-types', READ, async (c) => c.json(await documentTypeList(db)))
    .get('/events/:id', READ, async (c) => c.json(await contractEvent(db, await viewerOf(c), pathId(c, 'id'))))
    .post('/', PREPARE, async (c) => {
      const viewer = await viewerOf(c)
      // Providers read their contracts; only finance prepares one (403 before the body is read).
      assertMayPrepare(viewer)
      const input = parseWith(ContractCreateInput, (await deferredJson(c))())
      return c.json(await db.transaction((tx) => createContract({ tx, viewer, now: deps.now() }, input)), 201)
    })
    .get('/:id', READ, async (c) => {
      const contract = await readContract(db, await viewerOf(c), pathId(c, 'id'))
      if (!contract) throw notFound('El contrato no existe.')
      return c.json(contract)
    })
    .put('/:id', PREPARE, async (c) => {
      const id = pathId(c, 'id')
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      return c.json(await db.transaction((tx) => changeContract({ tx, viewer, now: deps.now() }, id, body, (raw) => parseWith(ContractPutInput, raw))))
    })
    .get('/:id/events', READ, async (c) => {
      const contract = await visibleContract(db, await viewerOf(c), pathId(c, 'id'))
      return c.json(await listEvents(db, contractFlow, contract.id))
    })
    .post('/:id/add-attachment', OWN_DOCUMENTS, async (c) => {
      const id = pathId(c, 'id')
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      return c.json(
        await withFiles(db, storage, (tx, files) => addDocuments({ tx, files, viewer, now: deps.now() }, id, body, (raw) => parseWith(ContractAddAttachmentInput, raw))),
      )
    })
    .delete('/:id/remove-attachment', OWN_DOCUMENTS, async (c) => {
      const id = pathId(c, 'id')
      const viewer = await viewerOf(c)
      return c.json(await withFiles(db, storage, (tx, files) => removeDocument({ tx, files, viewer, now: deps.now() }, id, () => queryWith(c, ContractRemoveAttachmentQuery))))
    })
    .put('/:id/documents/:documentId/use-type', OWN_DOCUMENTS, async (c) => {
      const id = pathId(c, 'id')
      const documentId = pathId(c, 'documentId')
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      return c.json(
        await db.transaction((tx) => setDocumentUseType({ tx, viewer, now: deps.now() }, id, documentId, body, (raw) => parseWith(ContractUseTypeInput, raw))),
      )
    })
    // approve, submit, return-for-revision, void, cancel, unlock: the one workflow function decides and records.
    .post('/:id/:action', OWN_DOCUMENTS, async (c) => {
      const id = pathId(c, 'id')
      const action = c.req.param('action')
      if (!isActionOf(contractFlow, action)) throw notFound()
      const viewer = await viewerOf(c)
      const body = await deferredJson(c)
      return c.json(await db.transaction((tx) => runAction(tx, contractFlow, contractStore(viewer), { id, action, body, viewer, now: deps.now() })))
    })
}
