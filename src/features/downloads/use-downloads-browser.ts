import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { ItemType } from '../../domain/downloads/paths'
import { browseQuery, fetchFileInfo, fetchFileUrl, folderTreeQuery } from './api/browse'
import { createFolder, deleteItem, moveItem, renameItem } from './api/commands'
import { uploadFiles } from './api/upload-files'
import { downloadsErrorMessage } from './error-message'

/**
 * The downloads browser's state (spec §8): the folder shown, the tree, and the last error. Every
 * action keeps its error here, in words (the server's message, else its fallback), and throws it
 * again, so the caller can keep a dialog open or stop a chain of steps.
 */
export function useDownloadsBrowser(path: string) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const folder = useQuery(browseQuery(path))
  const tree = useQuery(folderTreeQuery())

  async function run<T>(fallback: string, action: () => Promise<T>, changes = true): Promise<T> {
    setError(null)
    try {
      return await action()
    } catch (failure) {
      setError(downloadsErrorMessage(failure, fallback))
      throw failure
    } finally {
      if (changes) await queryClient.invalidateQueries({ queryKey: ['downloads'] })
    }
  }

  const readError =
    (folder.error ? downloadsErrorMessage(folder.error, t`Error al explorar folder`) : null) ??
    (tree.error ? downloadsErrorMessage(tree.error, t`Error al cargar estructura de folders`) : null)

  return {
    folder,
    tree,
    /** The last action's error, else a failed read's. */
    error: error ?? readError,
    clearError: () => setError(null),
    /** Upload progress from 0 to 1 while files are being sent; null otherwise. */
    progress,
    createFolder: (name: string) => run(t`Error al crear folder`, () => createFolder(name, path)),
    upload: (files: readonly File[]) =>
      run(t`Error al subir archivos`, async () => {
        setProgress(0)
        try {
          return await uploadFiles(path, files, setProgress)
        } finally {
          setProgress(null)
        }
      }),
    remove: (itemPath: string, type: ItemType) => run(t`Error al eliminar elemento`, () => deleteItem(itemPath, type)),
    rename: (itemPath: string, type: ItemType, newName: string) => run(t`Error al renombrar elemento`, () => renameItem(itemPath, type, newName)),
    move: (itemPath: string, type: ItemType, destination: string) => run(t`Error al mover elemento`, () => moveItem(itemPath, type, destination)),
    fileInfo: (itemPath: string) => run(t`Error al obtener información del archivo`, () => fetchFileInfo(itemPath), false),
    fileUrl: (itemPath: string) => run(t`Error al obtener URL de descarga`, () => fetchFileUrl(itemPath), false),
  }
}

export type DownloadsBrowser = ReturnType<typeof useDownloadsBrowser>
