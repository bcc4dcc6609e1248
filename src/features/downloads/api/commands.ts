import type { DownloadItem } from '../../../domain/downloads/types'
import type { ItemType } from '../../../domain/downloads/paths'
import { apiJson } from '../../../sync/api-client'

/** The writes of the downloads manager (spec §7); the browser hook invalidates ['downloads'] after each. */

/** POST /downloads/folder (name, parentPath). */
export const createFolder = (name: string, parentPath: string) => apiJson<DownloadItem>('/downloads/folder', { method: 'POST', body: { name, parentPath } })

/** DELETE /downloads/item (path, type). */
export const deleteItem = (path: string, type: ItemType) =>
  apiJson<void>(`/downloads/item?${new URLSearchParams({ path, type }).toString()}`, { method: 'DELETE' })

/** PATCH /downloads/item (path, type, newName). */
export const renameItem = (path: string, type: ItemType, newName: string) =>
  apiJson<DownloadItem>('/downloads/item', { method: 'PATCH', body: { path, type, newName } })

/** PUT /downloads/item/move (path, type, destinationFolder). */
export const moveItem = (path: string, type: ItemType, destinationFolder: string) =>
  apiJson<DownloadItem>('/downloads/item/move', { method: 'PUT', body: { path, type, destinationFolder } })
