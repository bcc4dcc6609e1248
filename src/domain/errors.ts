/**
 * Error codes the API answers with (`{ code, message, errors? }`). The server chooses a code,
 * the app turns the code into words through Lingui (src/components/error-messages.ts).
 */
export type ErrorCode =
  | 'invalid_json'
  | 'json_too_deep'
  | 'json_not_object'
  | 'invalid_characters'
  | 'unsupported_media_type'
  | 'invalid_request'
  | 'validation_failed'
  | 'unauthenticated'
  | 'token_expired'
  | 'invalid_credentials'
  | 'invalid_refresh_token'
  | 'refresh_token_reused'
  | 'refresh_token_expired'
  | 'too_many_attempts'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'internal_error'
  | 'version_conflict'
  | 'idempotency_key_reused'
  | 'unknown_reference'
  | 'referral_not_assignable'
  | 'visit_outcome_mismatch'
  // Data per objective in a session (src/domain/plans/objective-data.ts).
  | 'objective_not_in_plan'
  | 'objective_value_out_of_range'
  | 'already_deleted'
  | 'duplicate_filename'
  | 'file_too_large'
  | 'too_many_files'
  | 'too_few_files'
  | 'unsupported_file_type'
  | 'invalid_download_link'
  | 'specialty_in_use'
  | 'specialty_taken'
  | 'read_only'
  | 'compatibility_mode'
  | 'provider_in_use'
  // Office console (issue 10).
  | 'module_disabled'
  | 'sie_number_taken'
  | 'location_in_use'
  | 'skill_in_use'
  | 'objective_in_use'
  | 'provider_specialty_location_taken'
  | 'import_bad_file'
  | 'import_empty'
  | 'import_missing_columns'
  | 'import_too_many_rows'
  | 'import_unsupported_type'
  // Users and roles (issue 16).
  | 'email_taken'
  | 'provider_account_taken'
  | 'last_administrator'
  | 'global_permission_required'
  // Signatures, forms and AI text generation (issue 13).
  | 'invalid_signature_image'
  | 'ai_not_configured'
  | 'ai_unavailable'
  // Intervention plans (issue 13): moves a discussion's state does not allow, signing out of
  // order, guest links, and the plan rules of spec §4.
  | 'action_not_allowed'
  | 'signature_out_of_order'
  | 'authorized_person_only'
  | 'achievements_missing'
  | 'achievements_unsigned'
  | 'already_signed'
  | 'plan_archived'
  | 'plan_exists'
  | 'plan_not_draft'
  | 'plan_past_year'
  | 'already_draft'
  | 'invalid_status_change'
  | 'guest_link_not_found'
  | 'guest_link_revoked'
  | 'guest_link_expired'
  | 'too_many_requests'
  // Billing periods (issue 14): a write dated inside a locked period.
  | 'period_locked'

export interface ApiErrorBody {
  code: ErrorCode | (string & {})
  message: string
  /** Field name → validation code, for forms. */
  errors?: Record<string, string>
  /** 429 too_many_attempts: seconds until another sign-in is allowed (also the Retry-After header). */
  retry_after_seconds?: number
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).code === 'string' &&
    typeof (value as ApiErrorBody).message === 'string'
  )
}
