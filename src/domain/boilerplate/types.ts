/** Answers of the /boilerplate calls. */

export interface BoilerplateCategory {
  id: number
  name: string
  /** Texts in the category (a category with texts cannot be deleted). */
  text_count: number
}

export interface BoilerplateText {
  id: number
  category_id: number
  category_name: string
  title: string
  body: string
  hash: string
  created_at: string
  updated_at: string
  updated_by_name: string | null
}

/**
 * The kinds of saved phrases (autocomplete items, spec §3 "User", §7 "Users" by `type_id`): where
 * in the app a person's phrases are offered. The server stores any type; these are the ones the
 * app offers.
 */
export const AUTOCOMPLETE_TYPES = [
  { id: 1, code: 'session_note' },
  { id: 2, code: 'plan_comment' },
  { id: 3, code: 'letter' },
] as const
export type AutocompleteTypeCode = (typeof AUTOCOMPLETE_TYPES)[number]['code']
