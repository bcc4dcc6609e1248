import type { UploadAnswer } from '../../../domain/downloads/types'
import { apiUpload } from '../../../sync/api-upload'

/**
 * POST /downloads/upload (multipart files, targetPath) with upload progress. targetPath goes
 * before the files, because the server reads the body as it arrives.
 */
export function uploadFiles(targetPath: string, files: readonly File[], onProgress: (fraction: number) => void): Promise<UploadAnswer> {
  const form = new FormData()
  form.append('targetPath', targetPath)
  for (const file of files) form.append('files', file, file.name)
  return apiUpload<UploadAnswer>('/downloads/upload', form, onProgress)
}
