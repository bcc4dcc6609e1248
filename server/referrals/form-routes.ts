import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { IdText } from '../../src/domain/schemas/common'
import type { AppDeps, AppEnv } from '../app-env'
import { pdfHeaderOf } from '../documents/branding'
import { renderPdf } from '../documents/pdf'
import { binaryAnswer } from '../http/binary'
import { pathId } from '../core/path-id'
import { parseWith } from '../http/validate'
import { referralViewer } from './access'
import { formFilename, readableFormData, referralForm, referralForms, type ReferralFormKind } from './forms-pdf'
import { access } from '../permissions/access'

/** The most referrals one batch file gathers (as the student records' batch). */
export const FORMS_PER_FILE = 100

/** Path parameters that are ids: digits only (as in routes.ts). */
const ID = '{[0-9]+}'

/** One referral's forms: GET /referrals/{id}/<path>. */
const SINGLE: [path: string, kind: ReferralFormKind][] = [
  ['label', 'label'],
  ['actions-log-form', 'actions-log'],
  ['access-log-form', 'access-log'],
  ['ongoing-service-certification', 'service-certification'],
]

/** The batches: GET /referrals/<path>?referral_id=1&referral_id=2 (or referral_id=1,2). */
const BATCH: [path: string, kind: ReferralFormKind][] = [
  ['progress-forms', 'progress'],
  ['actions-log-forms', 'actions-log'],
  ['access-log-forms', 'access-log'],
  ['ongoing-service-certifications', 'service-certification'],
]

/** 1 to FORMS_PER_FILE referral ids; each judged by the same `IdText` as a path or query id. */
const ReferralIdList = v.object({
  referral_id: v.pipe(v.array(IdText), v.minLength(1, 'required'), v.maxLength(FORMS_PER_FILE, 'too_many_ids')),
})

/**
 * `referral_id` repeated, or a comma list, or both. Empty pieces are skipped, so `referral_id=`
 * (a form sent with nothing chosen) reads as no id at all: `required`, not `invalid_id`.
 */
function referralIdsOf(c: Context): number[] {
  const pieces = (c.req.queries('referral_id') ?? []).flatMap((value) => value.split(',')).map((piece) => piece.trim())
  return parseWith(ReferralIdList, { referral_id: pieces.filter(Boolean) }).referral_id
}

/**
 * The referral's printable forms (spec §7 "Referrals", binary calls), in the house order: the
 * module and `referrals.read` (providers pass, held to their own referrals), then the ids (422),
 * then visibility — a referral the caller may not read is 404 exactly as a missing one, in a batch
 * too. Mounted in routes.ts before the `/:referral_id` routes.
 */
export function referralFormRoutes(deps: AppDeps) {
  const { db } = deps

  async function answer(c: Context<AppEnv>, kind: ReferralFormKind, ids: () => number[]) {
    const viewer = await referralViewer(deps, c)
    const referrals = await readableFormData(db, viewer, ids())
    const now = deps.now()
    const bytes = await renderPdf({
      ...(await pdfHeaderOf(deps)),
      title: referralForms()[kind].title,
      documents: referrals.map((referral) => referralForm(kind, referral, now)),
    })
    return binaryAnswer(c, bytes, { type: 'pdf', filename: formFilename(kind, referrals) })
  }

  const read = access({ permission: 'referrals.read', customers: true, providers: 'supervised' })
  const routes = new Hono<AppEnv>()
  for (const [path, kind] of SINGLE) routes.get(`/:referral_id${ID}/${path}`, read, (c) => answer(c, kind, () => [pathId(c, 'referral_id')]))
  for (const [path, kind] of BATCH) routes.get(`/${path}`, read, (c) => answer(c, kind, () => referralIdsOf(c)))
  return routes
}
