/**
 * Moved to server/core/idempotency.ts. Kept only for server/service-sessions/mutations.ts, which
 * another change is rewriting: delete this file once that file imports from core.
 */
export type { EffectResult } from '../core/idempotency'
