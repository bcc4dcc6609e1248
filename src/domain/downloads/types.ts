import type { ItemType } from './paths'

/** One entry of a folder (spec §3 File-browser item: type, path, name) with what a list shows. */
export interface DownloadItem {
  type: ItemType
  path: string
  name: string
  /** Bytes of a file; null for a folder. */
  size: number | null
  content_type: string | null
  updated_at: string
}

export interface BrowseAnswer {
  path: string
  items: DownloadItem[]
  /** More items than maxKeys were in the folder. */
  truncated: boolean
}

export interface FolderNode {
  name: string
  path: string
  children: FolderNode[]
}

export interface FolderTreeAnswer {
  folders: FolderNode[]
}

export interface FileInfo extends DownloadItem {
  type: 'file'
  created_at: string
}

export interface FileUrlAnswer {
  url: string
  filename: string
}

export interface UploadAnswer {
  items: DownloadItem[]
}

/** GET /downloads/browse: default maxKeys 1000 (spec §9). */
export const DEFAULT_MAX_KEYS = 1000
/** GET /downloads/folder-tree: default maxDepth 5 (spec §5, §9). */
export const DEFAULT_MAX_DEPTH = 5
