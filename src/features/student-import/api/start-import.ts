import { useMutation } from '@tanstack/react-query'
import type { ImportJob, ImportMode } from '../../../domain/import/active-students'
import { apiJson } from '../../../sync/api-client'

/**
 * POST /import/active-students?mode=… (multipart `file`): starts the job and answers it at once
 * (202); the screen follows its progress with GET /import/jobs/{id}. `preview` changes nothing.
 */
export function startImport(file: File, mode: ImportMode): Promise<{ job: ImportJob }> {
  const body = new FormData()
  body.append('file', file, file.name)
  return apiJson<{ job: ImportJob }>(`/import/active-students?mode=${mode}`, { method: 'POST', body })
}

export const useStartImport = () => useMutation({ mutationFn: ({ file, mode }: { file: File; mode: ImportMode }) => startImport(file, mode) })
