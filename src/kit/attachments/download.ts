import type { AttachmentUrl } from '../../domain/attachments/schemas'
import type { ContainerType } from '../../domain/attachments/rules'
import { apiUrl } from '../../sync/api-base'
import { apiJson } from '../../sync/api-client'

/**
 * Downloads a saved file: asks the API for a short-lived link (GET /attachments/{type}/{id}?
 * filename=), then follows it. The link is resolved against the API's address, wherever it is.
 */
export async function downloadAttachment(containerType: ContainerType, containerId: number, filename: string): Promise<void> {
  const answer = await apiJson<AttachmentUrl>(`/attachments/${containerType}/${containerId}?filename=${encodeURIComponent(filename)}`)
  const apiBase = new URL(apiUrl('/'), window.location.href)
  const link = document.createElement('a')
  link.href = new URL(answer.url, apiBase).href
  link.download = answer.filename
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
}
