import { DEFAULT_DOWNLOADS_LIMITS, type ServerConfig } from '../config'
import type { BodyLimitRule } from '../http/body-limits'

/** Room for the multipart envelope: boundaries, part headers, the targetPath field. */
const ENVELOPE_BYTES_PER_FILE = 4096

/** An upload may carry its most files at their largest; the body is streamed, never held whole. */
export function downloadsBodyLimits(config: Pick<ServerConfig, 'downloads'>): BodyLimitRule[] {
  const limits = config.downloads ?? DEFAULT_DOWNLOADS_LIMITS
  return [{ method: 'POST', path: /\/downloads\/upload\/?$/, maxSize: limits.maxFilesPerUpload * (limits.maxFileBytes + ENVELOPE_BYTES_PER_FILE) + 64 * 1024 }]
}
