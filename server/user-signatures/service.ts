import { createHash } from 'node:crypto'
import { and, desc, eq, lte } from 'drizzle-orm'
import type { CurrentSignature, SignatureSummary, UserSignatures } from '../../src/domain/signatures/schemas'
import { SIGNATURE_MAX_BYTES, splitDataUrl, type SignatureContentType } from '../../src/domain/signatures/schemas'
import type { Executor } from '../db/client'
import { userSignatures } from '../db/schema'
import { HttpError, invalid } from '../http/errors'
import { isSignatureImage } from './image-check'

/** How many earlier signatures GET answers (their metadata; the images stay on the server). */
export const HISTORY_LIMIT = 50

type Row = typeof userSignatures.$inferSelect

const summary = (row: Row): SignatureSummary => ({
  id: row.id,
  content_type: row.content_type as SignatureContentType,
  sha256: row.sha256,
  created_at: row.created_at.toISOString(),
})

const withImage = (row: Row): CurrentSignature => ({ ...summary(row), image: `data:${row.content_type};base64,${row.image.toString('base64')}` })

/** The user's current signature (the latest saved) and the earlier ones, newest first. */
export async function signaturesOf(db: Executor, userId: number): Promise<UserSignatures> {
  const rows = await db.select().from(userSignatures).where(eq(userSignatures.user_id, userId)).orderBy(desc(userSignatures.id)).limit(HISTORY_LIMIT + 1)
  const [latest, ...earlier] = rows
  return { user_id: userId, current: latest ? withImage(latest) : null, history: earlier.map(summary) }
}

/**
 * The user's current signature as bytes, for the server's own documents (a plan's PDF prints the
 * provider's and the supervisor's, and a signature record can cite its id and SHA-256); null
 * when the user has none.
 */
export async function currentSignatureImage(db: Executor, userId: number) {
  const [row] = await db.select().from(userSignatures).where(eq(userSignatures.user_id, userId)).orderBy(desc(userSignatures.id)).limit(1)
  return row ? { id: row.id, contentType: row.content_type as SignatureContentType, bytes: row.image, sha256: row.sha256, createdAt: row.created_at } : null
}

/**
 * The signature a user had drawn at `at` (the latest saved on or before it), for a document
 * that prints what she signed with then, not a signature drawn later; null when she had none.
 */
export async function signatureImageAt(db: Executor, userId: number, at: Date) {
  const [row] = await db
    .select()
    .from(userSignatures)
    .where(and(eq(userSignatures.user_id, userId), lte(userSignatures.created_at, at)))
    .orderBy(desc(userSignatures.created_at), desc(userSignatures.id))
    .limit(1)
  return row ? { id: row.id, contentType: row.content_type as SignatureContentType, bytes: row.image, sha256: row.sha256, createdAt: row.created_at } : null
}

/** The decoded image of a data URL that passed the schema, judged by its bytes (422 otherwise). */
export function decodeSignature(dataUrl: string): { contentType: SignatureContentType; bytes: Buffer } {
  const parts = splitDataUrl(dataUrl)
  if (!parts) throw invalid({ image: 'invalid_signature_image' })
  const bytes = Buffer.from(parts.base64, 'base64')
  if (bytes.length > SIGNATURE_MAX_BYTES) throw new HttpError(422, 'validation_failed', 'La firma es demasiado grande.', { image: 'too_large' })
  if (!isSignatureImage(parts.contentType, bytes)) {
    throw new HttpError(422, 'invalid_signature_image', 'La imagen de la firma no es válida.', { image: 'invalid_signature_image' })
  }
  return { contentType: parts.contentType, bytes }
}

/** A new current signature; the earlier ones stay as history. */
export async function saveSignature(db: Executor, userId: number, image: { contentType: SignatureContentType; bytes: Buffer }, from: string, now: Date) {
  await db.insert(userSignatures).values({
    user_id: userId,
    content_type: image.contentType,
    image: image.bytes,
    sha256: createHash('sha256').update(image.bytes).digest('hex'),
    created_from: from,
    created_at: now,
  })
}
