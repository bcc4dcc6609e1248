/** Business constants of spec §9, in one place so rules, screens and server agree. */

export const ACCESS_TOKEN_MAX_AGE_SECONDS = 15 * 60
export const REFRESH_TOKEN_MAX_AGE_SECONDS = 2_592_000

export const COMPANY_TIME_ZONE = 'America/Puerto_Rico'

export const SERVICE_TYPE = { therapy: 1, evaluation: 2 } as const

export const THEME_COLORS = { primary: '#1976d2', secondary: '#ff8f00', error: '#dd2c00' } as const

export const INSTALL_ICON_SIZES = [72, 96, 128, 144, 152, 192, 384, 512] as const

export const TIME_WINDOW = { start: '06:00', end: '20:00' } as const

export const ACTIVE_STUDENT_CACHE_MS = 3_600_000
export const CHUNK_RELOAD_GUARD_MS = 60_000
export const IDLE_PREFETCH_TIMEOUT_MS = 2_000
export const LONG_PRESS_DELAY_MS = 1_000
export const DEFAULT_LOADER_TYPE = 'default'

export const ATTACHMENT_DEFAULTS = { maxFiles: 1, minFiles: 0, maxBytes: 5 * 1024 * 1024 } as const
export const SPECIALTY_ATTACHMENTS = { maxFiles: 3, minFiles: 0, maxBytes: 10 * 1024 * 1024 } as const
/** A paper visit log's scan: one image or PDF of up to 10 MB. */
export const VISIT_LOG_SCAN = { maxFiles: 1, minFiles: 1, maxBytes: 10 * 1024 * 1024 } as const
/** A provider contract's documents: up to 10 images or PDFs of 10 MB, added at most 3 at a time. */
export const CONTRACT_DOCUMENTS = { maxFiles: 10, minFiles: 0, maxBytes: 10 * 1024 * 1024 } as const

export const LICENSE_ALERT_WINDOW_DAYS = 30
export const ACTIVE_PROVIDER_STATUS_ID = 1
export const START_YEAR_CHOICES = 81

export const DOWNLOADS_MAX_KEYS = 1000
export const FOLDER_TREE_MAX_DEPTH = 5

/**
 * Reference lists fetched this recently (in the language on screen) are not fetched again when the
 * app starts: they change seldom, sign-in and a change of language always fetch them, and on a
 * tablet that opens the app many times a day the refetch and its writes were start-up work for
 * nothing (issue 9, "Speed on a cheap tablet").
 */
export const REFERENCE_LISTS_MAX_AGE_MS = 6 * 60 * 60 * 1000
