import path from 'node:path'
import type { ServerConfig } from '../config'
import { s3FileStorage } from './s3-storage'
import { localFileStorage, type FileStorage } from './storage'

/**
 * The deployment's file storage: the S3-compatible store when configured, else DATA_DIR/files.
 * Its own module, so the interface (storage.ts) and the S3 store that implements it do not import
 * each other.
 */
export function createFileStorage(config: Pick<ServerConfig, 'dataDir'> & Partial<Pick<ServerConfig, 's3'>>): FileStorage {
  if (config.s3) return s3FileStorage(config.s3)
  return localFileStorage(path.join(config.dataDir, 'files'))
}
