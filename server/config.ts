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
  /** Seconds in which a just-rotated refresh token may be presented again and gets the same successor. */
  refreshReuseGraceSeconds: number
  loginLimits: LoginLimits
  /**
   * How many proxies of our own stand in front (TRUST_PROXY): the client address is the
   * X-Forwarded-For entry that many from the right. 0 ignores the header.
   */
  trustedProxyHops: number
  /** Base64 or hex secret for signing access tokens; generated and stored in the database if unset. */
  jwtSecret: string | undefined
  /** 32 bytes, base64: the AES-256-GCM key of stored SSNs. Unset: generated and kept in the database. */
  ssnKey: string | undefined
  /** 32 bytes, base64: the AES-256-GCM key of providers' bank numbers. Unset: generated and kept in the database. */
  bankAccountKey?: string | undefined
  /** Intervention plan guest links: days a new link stays valid (PLAN_GUEST_LINK_DAYS). */
  planGuestLinkDays: number
  /** Guest plan calls allowed from one address within `windowSeconds` (PLAN_GUEST_MAX_REQUESTS). */
  planGuestLimits: { perAddress: number; windowSeconds: number }
  /** The OpenAI-compatible endpoint of AI text generation; null when not configured (409 ai_not_configured). */
  ai: AiConfig | null
  /** The S3-compatible file store; null keeps files on local disk under dataDir (the default). */
  s3?: S3Config | null
  /** The downloads file manager's limits (DOWNLOADS_MAX_FILE_BYTES, DOWNLOADS_QUOTA_BYTES, DOWNLOADS_MAX_FILES). */
  downloads?: DownloadsLimits
  /** The company's ACH originator settings (ACH_* variables; demo defaults when unset). */
  ach?: AchConfig
  /** The bearer token GET /api/metrics asks for (METRICS_TOKEN); unset, the route answers 404. */
  metricsToken?: string | undefined
  /** On a stop signal, how long requests in flight may take to finish before they are cut (SHUTDOWN_DRAIN_SECONDS, default 30). */
  drainSeconds?: number
}

/**
 * What the bank assigned the company as an ACH originator (NACHA file and batch headers). The
 * defaults are DEMO values (Banco Popular's routing number as destination and ODFI, a made-up
 * company id): set every ACH_* variable before sending a file to a real bank.
 */
export interface AchConfig {
  /** ACH_IMMEDIATE_DESTINATION: the bank's 9-digit routing number the file goes to. */
  immediateDestination: string
  immediateDestinationName: string
  /** ACH_IMMEDIATE_ORIGIN: 10 characters, usually '1' + the company's EIN, as the bank assigned. */
  immediateOrigin: string
  immediateOriginName: string
  /** ACH_COMPANY_NAME (16) and ACH_COMPANY_ID (10): the batch header's originator. */
  companyName: string
  companyId: string
  /** ACH_ORIGINATING_DFI: the first 8 digits of the originating bank's routing number (and of every trace number). */
  originatingDfi: string
  /** ACH_ENTRY_DESCRIPTION (10): what the provider's statement shows, e.g. PAGO SERV. */
  entryDescription: string
}

export const DEMO_ACH_CONFIG: AchConfig = {
  immediateDestination: '021502011',
  immediateDestinationName: 'BANCO POPULAR DE PR',
  immediateOrigin: '1660000000',
  immediateOriginName: 'TERAPIAS EDUCATIVAS',
  companyName: 'TERAPIAS EDUC',
  companyId: '1660000000',
  originatingDfi: '02150201',
  entryDescription: 'PAGO SERV',
}

function achFromEnv(env: NodeJS.ProcessEnv): AchConfig {
  const pick = (name: string, fallback: string) => env[name]?.trim() || fallback
  const config: AchConfig = {
    immediateDestination: pick('ACH_IMMEDIATE_DESTINATION', DEMO_ACH_CONFIG.immediateDestination),
    immediateDestinationName: pick('ACH_IMMEDIATE_DESTINATION_NAME', DEMO_ACH_CONFIG.immediateDestinationName),
    immediateOrigin: pick('ACH_IMMEDIATE_ORIGIN', DEMO_ACH_CONFIG.immediateOrigin),
    immediateOriginName: pick('ACH_IMMEDIATE_ORIGIN_NAME', DEMO_ACH_CONFIG.immediateOriginName),
    companyName: pick('ACH_COMPANY_NAME', DEMO_ACH_CONFIG.companyName),
    companyId: pick('ACH_COMPANY_ID', DEMO_ACH_CONFIG.companyId),
    originatingDfi: pick('ACH_ORIGINATING_DFI', DEMO_ACH_CONFIG.originatingDfi),
    entryDescription: pick('ACH_ENTRY_DESCRIPTION', DEMO_ACH_CONFIG.entryDescription),
  }
  if (!/^\d{9}$/.test(config.immediateDestination)) throw new Error('ACH_IMMEDIATE_DESTINATION must be a 9-digit routing number')
  if (!/^\d{8}$/.test(config.originatingDfi)) throw new Error('ACH_ORIGINATING_DFI must be the first 8 digits of a routing number')
  if (config.immediateOrigin.length !== 10 || config.companyId.length !== 10) throw new Error('ACH_IMMEDIATE_ORIGIN and ACH_COMPANY_ID must be 10 characters')
  return config
}

/** S3_BUCKET selects it; S3_ENDPOINT (e.g. a MinIO or other compatible server), S3_REGION, keys, path style. */
export interface S3Config {
  bucket: string
  endpoint: string | undefined
  region: string
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
  forcePathStyle: boolean
}

export interface DownloadsLimits {
  /** Largest single file. */
  maxFileBytes: number
  /** All the company's downloads together. */
  quotaBytes: number
  /** Files in one upload. */
  maxFilesPerUpload: number
}

export const DEFAULT_DOWNLOADS_LIMITS: DownloadsLimits = { maxFileBytes: 50 * 1024 * 1024, quotaBytes: 5 * 1024 * 1024 * 1024, maxFilesPerUpload: 20 }

/** AI_BASE_URL (e.g. https://api.openai.com/v1), AI_API_KEY, AI_MODEL, AI_TIMEOUT_SECONDS. */
export interface AiConfig {
  baseUrl: string
  apiKey: string
  model: string
  timeoutMs: number
}

export interface LoginLimits {
  /** Failures allowed for one account from one address within the window. */
  perAccountAndAddress: number
  /** Failures allowed from one address, any account, within the window. */
  perAddress: number
  windowSeconds: number
}

const root = fileURLToPath(new URL('..', import.meta.url))

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, options: { allowZero?: boolean } = {}): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  const least = options.allowZero ? 0 : 1
  if (!Number.isInteger(value) || value < least) {
    throw new Error(`${name} must be a ${options.allowZero ? 'non-negative' : 'positive'} integer, got "${raw}"`)
  }
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
    refreshReuseGraceSeconds: intFromEnv(env, 'REFRESH_REUSE_GRACE_SECONDS', 60, { allowZero: true }),
    loginLimits: {
      perAccountAndAddress: intFromEnv(env, 'LOGIN_MAX_FAILURES', 5),
      perAddress: intFromEnv(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 30),
      windowSeconds: intFromEnv(env, 'LOGIN_WINDOW_SECONDS', 15 * 60),
    },
    trustedProxyHops: env.TRUST_PROXY === 'true' ? 1 : env.TRUST_PROXY === 'false' ? 0 : intFromEnv(env, 'TRUST_PROXY', 0, { allowZero: true }),
    jwtSecret: env.JWT_SECRET || undefined,
    ssnKey: env.SSN_ENCRYPTION_KEY || undefined,
    planGuestLinkDays: intFromEnv(env, 'PLAN_GUEST_LINK_DAYS', 30),
    planGuestLimits: { perAddress: intFromEnv(env, 'PLAN_GUEST_MAX_REQUESTS', 120), windowSeconds: intFromEnv(env, 'PLAN_GUEST_WINDOW_SECONDS', 5 * 60) },
    ai: aiFromEnv(env),
    bankAccountKey: env.BANK_ACCOUNT_ENCRYPTION_KEY || undefined,
    s3: s3FromEnv(env),
    downloads: {
      maxFileBytes: intFromEnv(env, 'DOWNLOADS_MAX_FILE_BYTES', DEFAULT_DOWNLOADS_LIMITS.maxFileBytes),
      quotaBytes: intFromEnv(env, 'DOWNLOADS_QUOTA_BYTES', DEFAULT_DOWNLOADS_LIMITS.quotaBytes),
      maxFilesPerUpload: intFromEnv(env, 'DOWNLOADS_MAX_FILES', DEFAULT_DOWNLOADS_LIMITS.maxFilesPerUpload),
    },
    ach: achFromEnv(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    drainSeconds: intFromEnv(env, 'SHUTDOWN_DRAIN_SECONDS', 30, { allowZero: true }),
  }
}

function s3FromEnv(env: NodeJS.ProcessEnv): S3Config | null {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  return {
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || Boolean(env.S3_ENDPOINT),
  }
}

/** AI text generation is configured only when its three variables are all set; a bad URL stops the start. */
function aiFromEnv(env: NodeJS.ProcessEnv): AiConfig | null {
  const baseUrl = env.AI_BASE_URL?.trim()
  const apiKey = env.AI_API_KEY?.trim()
  const model = env.AI_MODEL?.trim()
  if (!baseUrl || !apiKey || !model) return null
  let url: URL
  try {
    url = new URL(baseUrl)
  } catch {
    throw new Error(`AI_BASE_URL must be an http(s) URL, got "${baseUrl}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`AI_BASE_URL must be an http(s) URL, got "${baseUrl}"`)
  return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey, model, timeoutMs: intFromEnv(env, 'AI_TIMEOUT_SECONDS', 30) * 1000 }
}
