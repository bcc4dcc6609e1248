import type { Executor } from '../db/client'
import { HttpError } from '../http/errors'
import { staleVersion } from '../http/references'
import type { OfficeViewer } from '../permissions/viewer'

/**
 * What every write of an office document runs with: the caller's transaction, who is writing,
 * and the clock of the request. An area adds what only it needs (`WriteContext<{ files: FileWork }>`),
 * and the offline writes name their own viewer.
 */
export type WriteContext<TExtra extends object = object, TViewer = OfficeViewer> = { tx: Executor; viewer: TViewer; now: Date } & TExtra

/** The part of a document row the check reads. */
export interface VersionedRow {
  id: number
  status: string
  hash: string
}

export interface EditableRules<TAnswer> {
  /** The statuses in which the document's fields may still change (absent: any status, only the version counts). */
  statuses?: readonly string[]
  /** The 409 action_not_allowed message when it is in another status. */
  notEditable?: string
  /** The 409 version_conflict message when it changed since the person opened it. */
  stale: string
  /** The document as GET answers it, sent with either 409 so the screen can show what changed. */
  answer: (tx: Executor, viewer: OfficeViewer, id: number) => Promise<TAnswer>
}

/**
 * "Editable at the version you saw" (spec §7: every change names the `hash` it was based on), in
 * the house order: a document no longer open to changes answers 409 action_not_allowed with its
 * status, before the body is judged; then a body based on an older version answers 409
 * version_conflict. Both carry the document as it is now. The caller has locked and checked the
 * row's visibility (404) and the permission (403) before.
 */
export function editable<TAnswer>(rules: EditableRules<TAnswer>) {
  /** 409 action_not_allowed unless the row's status is one that takes changes. */
  async function assertOpen(ctx: WriteContext, row: Pick<VersionedRow, 'id' | 'status'>): Promise<void> {
    if (!rules.statuses || rules.statuses.includes(row.status)) return
    const current = await rules.answer(ctx.tx, ctx.viewer, row.id)
    throw new HttpError(409, 'action_not_allowed', rules.notEditable ?? 'Esta acción no está permitida en el estado actual del documento.', undefined, undefined, { status: row.status, current })
  }

  /** 409 version_conflict unless the body's hash is the row's. */
  async function assertSeen(ctx: WriteContext, row: VersionedRow, hash: string): Promise<void> {
    if (hash !== row.hash) throw staleVersion(await rules.answer(ctx.tx, ctx.viewer, row.id), rules.stale)
  }

  /** Both, judging the body (`hashOf`, which may answer 422) between them. */
  async function assertEditableAt(ctx: WriteContext, row: VersionedRow, hashOf: () => string): Promise<void> {
    await assertOpen(ctx, row)
    await assertSeen(ctx, row, hashOf())
  }

  return { assertOpen, assertSeen, assertEditableAt }
}
