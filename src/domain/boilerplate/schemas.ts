import * as v from 'valibot'
import { BOILERPLATE_SORTS } from '../lists/list-constants'
import { listParams } from '../lists/list-params'
import { DbId, QueryDbId, requiredText } from '../schemas/bounded'
import { multiLine, VersionHash } from '../schemas/text'

/**
 * The office's standard texts (spec §2 "Misc" /boilerplate): letters and notes the staff reuse,
 * in categories. One schema for the form and the server.
 */

export const BOILERPLATE_TITLE_MAX = 150
export const BOILERPLATE_BODY_MAX = 20_000
export const BOILERPLATE_CATEGORY_MAX = 80

/** POST and PUT /boilerplate/categories. */
export const BoilerplateCategoryInput = v.object({ name: requiredText(BOILERPLATE_CATEGORY_MAX) })
export type BoilerplateCategoryInput = v.InferOutput<typeof BoilerplateCategoryInput>

const textEntries = {
  category_id: DbId,
  title: requiredText(BOILERPLATE_TITLE_MAX),
  // Letters keep their line breaks and indentation; only the ends are trimmed.
  body: v.pipe(v.string('required'), multiLine(), v.trim(), v.nonEmpty('required'), v.maxLength(BOILERPLATE_BODY_MAX, 'too_long')),
}

/** POST /boilerplate. */
export const BoilerplateTextInput = v.object(textEntries)
export type BoilerplateTextInput = v.InferOutput<typeof BoilerplateTextInput>

/** PUT /boilerplate/{id}: the whole text, based on the version it was edited from. */
export const BoilerplateTextPutInput = v.object({ ...textEntries, hash: VersionHash })
export type BoilerplateTextPutInput = v.InferOutput<typeof BoilerplateTextPutInput>

/** GET /boilerplate: the list convention, searched in title and body, filtered by category. */
export const BoilerplateSearch = v.object({
  ...listParams(BOILERPLATE_SORTS, 'title').entries,
  category_id: v.optional(QueryDbId),
})
export type BoilerplateSearch = v.InferOutput<typeof BoilerplateSearch>

export { BOILERPLATE_SORTS }
