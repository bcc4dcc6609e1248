import { Hono, type MiddlewareHandler } from 'hono'
import { AttachmentUrlQuery } from '../../src/domain/attachments/schemas'
import { CONTAINER_TYPES, type ContainerType } from '../../src/domain/attachments/rules'
import type { AppDeps, AppEnv } from '../app-env'
import type { FileStorage } from '../files/storage'
import { callerOf } from '../http/caller'
import { HttpError, notFound } from '../http/errors'
import { pathId } from '../core/path-id'
import { storedFileHeaders } from '../http/stored-file'
import { queryWith } from '../http/validate'
import { assertCanRead, getProviderSpecialty } from '../specialties/service'
import { attachmentById, findAttachment } from './service'
import { canAnywhere } from '../../src/domain/permissions/permissions'
import { loadOfficeViewer } from '../permissions/viewer'
import { visibleLog } from '../visit-logs/access'
import { isFinanceStaff, visibleContract } from '../contracts/access'
import { signDownloadToken, verifyDownloadToken } from './download-token'
import { access } from '../permissions/access'

/** Who may see a container's files: for a provider specialty, its provider and office staff. */
async function assertCanReadContainer(deps: AppDeps, c: Parameters<typeof callerOf>[0], containerType: ContainerType, containerId: number) {
  switch (containerType) {
    case 'provider-specialty': {
      const specialty = await getProviderSpecialty(deps.db, containerId)
      if (!specialty) throw notFound('No se encontró la especialidad.')
      assertCanRead(callerOf(c), specialty)
      return
    }
    case 'provider-location-visit-log': {
      // The log's own visibility: staff with billing.manage for its customer, its provider (404 otherwise).
      const viewer = await loadOfficeViewer(deps.db, c.var.auth)
      if (viewer.providerId === null && !canAnywhere(viewer.permissions, 'billing.manage')) throw notFound()
      await visibleLog(deps.db, viewer, containerId)
      return
    }
    case 'provider-contract': {
      // The contract's own visibility: finance staff, or its provider (404 otherwise).
      const viewer = await loadOfficeViewer(deps.db, c.var.auth)
      if (viewer.providerId === null && !isFinanceStaff(viewer)) throw notFound()
      await visibleContract(deps.db, viewer, containerId)
      return
    }
  }
}

const invalidLink = () => new HttpError(403, 'invalid_download_link', 'El enlace de descarga no es válido o expiró. Pídalo de nuevo.')

/**
 * GET /attachments/{containerType}/{containerId}?filename= answers { url, filename }; the url
 * downloads the file for a few minutes without a bearer token (a browser follows it as a link).
 */
export function attachmentRoutes(deps: AppDeps, files: FileStorage, secret: string, authenticated: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .get('/download/:token', access({ public: 'a signed download link of a few minutes' }), async (c) => {
      const grant = verifyDownloadToken(secret, c.req.param('token'), deps.now())
      if (!grant) throw invalidLink()
      const attachment = await attachmentById(deps.db, grant.attachmentId)
      const bytes = attachment ? await files.get(attachment.storage_key) : null
      if (!attachment || !bytes) throw notFound('El archivo ya no existe.')
      return c.body(
        bytes as Uint8Array<ArrayBuffer>,
        200,
        storedFileHeaders({ name: attachment.filename, contentType: attachment.content_type, size: bytes.byteLength }),
      )
    })
    .get('/:containerType/:containerId', authenticated, access({ signedIn: 'each container checks its own reader (assertCanReadContainer)' }), async (c) => {
      const containerType = c.req.param('containerType') as ContainerType
      if (!CONTAINER_TYPES.includes(containerType)) throw notFound()
      const containerId = pathId(c, 'containerId')
      const { filename } = queryWith(c, AttachmentUrlQuery)
      await assertCanReadContainer(deps, c, containerType, containerId)
      const attachment = await findAttachment(deps.db, containerType, containerId, filename)
      if (!attachment) throw notFound('No se encontró el archivo.')
      const token = signDownloadToken(secret, { attachmentId: attachment.id, userId: c.var.auth.user.id }, deps.now())
      // The link keeps whatever base the API was reached under (e.g. /api).
      const base = c.req.path.slice(0, c.req.path.lastIndexOf(`/attachments/${containerType}/`))
      return c.json({ url: `${base}/attachments/download/${token}`, filename: attachment.filename })
    })
}
