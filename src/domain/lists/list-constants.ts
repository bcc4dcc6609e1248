/**
 * The constants of the list convention (list-params.ts) and each office list's whitelisted sort
 * fields, in a module free of schemas: route definitions (part of every page's first load) check
 * the address with them, and importing them from the schema modules pulled valibot and every
 * list schema into the start chunk.
 */
export const PAGE_SIZE_DEFAULT = 50
export const PAGE_SIZE_MAX = 500
/** A search text longer than this finds nothing useful and costs the database. */
export const SEARCH_TEXT_MAX = 100

export const STUDENT_SORTS = ['name', 'sie_number', 'birth_date', 'location', 'id'] as const
export const REFERRAL_SORTS = ['number', 'student', 'start_date', 'status', 'service', 'id'] as const
export const COMPENSATORY_SORTS = ['student', 'outstanding_minutes', 'owed_minutes', 'service'] as const
export const LOCATION_SORTS = ['name', 'type', 'municipality', 'school_code', 'id'] as const
export const COMPENSATORY_REQUEST_SORTS = ['created_at', 'status', 'id'] as const
export const USER_SORTS = ['name', 'email', 'created_at', 'id'] as const
export const PLAN_SORTS = ['id', 'student', 'academic_year', 'updated_at'] as const
export const PLAN_DISCUSSION_SORTS = ['id', 'student', 'updated_at'] as const
export const VISIT_LOG_SORTS = ['period', 'provider', 'location', 'status', 'id'] as const
export const BOILERPLATE_SORTS = ['title', 'category', 'updated_at', 'id'] as const
/** The scrubber's findings of a period (server/scrubber). */
export const FINDING_SORTS = ['date', 'rule', 'provider', 'student'] as const
