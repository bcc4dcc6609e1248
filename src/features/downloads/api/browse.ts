import { queryOptions } from '@tanstack/react-query'
import type { BrowseAnswer, FileInfo, FileUrlAnswer, FolderTreeAnswer } from '../../../domain/downloads/types'
import { apiJson } from '../../../sync/api-client'

/** The reads of the downloads manager (spec §7 "Downloads manager"); every key starts with 'downloads'. */

const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString()

/** GET /downloads/browse (path, maxKeys default 1000 on the server). */
export const browseFolder = (path: string) => apiJson<BrowseAnswer>(`/downloads/browse?${query({ path })}`)
export const browseQuery = (path: string) => queryOptions({ queryKey: ['downloads', 'browse', path], queryFn: () => browseFolder(path), retry: false })

/** GET /downloads/folder-tree (maxDepth default 5 on the server). */
export const fetchFolderTree = () => apiJson<FolderTreeAnswer>('/downloads/folder-tree')
export const folderTreeQuery = () => queryOptions({ queryKey: ['downloads', 'folder-tree'], queryFn: fetchFolderTree, retry: false })

/** GET /downloads/file-info (path). */
export const fetchFileInfo = (path: string) => apiJson<FileInfo>(`/downloads/file-info?${query({ path })}`)

/** GET /downloads/file-url (path): a short-lived link the browser follows to download. */
export const fetchFileUrl = (path: string) => apiJson<FileUrlAnswer>(`/downloads/file-url?${query({ path })}`)
