import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ACCESS_TOKEN_MAX_AGE_SECONDS, REFRESH_TOKEN_MAX_AGE_SECONDS } from '../src/domain/constants'

/** Everything the server reads from its environment, read once, with defaults. */
export interface ServerConfig {
  port: number
  /** postgres://… selects PostgreSQL; unset means PGlite in dataDir. */
  databaseUrl: string | undefined
  dataDir: string
  /** The built app (vite build output) served at /. */
  staticDir: string
  /** Folders searched, in order, for `<home_dir>/` branding images. */
  brandingDirs: string[]
  accessTokenTtlSeconds: number
  refreshTokenTtlSeconds: number
  loginLimits: LoginLimits
  /** Trust X-Forwarded-For for the client address (only behind a proxy you run). */
  trustProxy: boolean
  /** Base64 or hex secret for signing access tokens; generated and stored in the database if unset. */
  jwtSecret: string | undefined
  /** 32 bytes, base64: the AES-256-GCM key of stored SSNs. Unset: generated and kept in the database. */
  ssnKey: string | undefined
}

export interface LoginLimits {
  /** Failures allowed for one account from one address within the window. */
  perAccountAndAddress: number
  /** Failures allowed from one address, any account, within the window. */
  perAddress: number
  windowSeconds: number
}

const root = fileURLToPath(new URL('..', import.meta.url))

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`)
  return value
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(root, 'data'))
  return {
    port: intFromEnv(env, 'PORT', 8080),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    staticDir: path.resolve(env.STATIC_DIR ?? path.join(root, 'dist')),
    brandingDirs: [path.join(dataDir, 'branding'), path.join(root, 'server', 'branding')],
    accessTokenTtlSeconds: intFromEnv(env, 'ACCESS_TOKEN_TTL_SECONDS', ACCESS_TOKEN_MAX_AGE_SECONDS),
    refreshTokenTtlSeconds: intFromEnv(env, 'REFRESH_TOKEN_TTL_SECONDS', REFRESH_TOKEN_MAX_AGE_SECONDS),
    loginLimits: {
      perAccountAndAddress: intFromEnv(env, 'LOGIN_MAX_FAILURES', 5),
      perAddress: intFromEnv(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 30),
      windowSeconds: intFromEnv(env, 'LOGIN_WINDOW_SECONDS', 15 * 60),
    },
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    jwtSecret: env.JWT_SECRET || undefined,
    ssnKey: env.SSN_ENCRYPTION_KEY || undefined,
  }
}
