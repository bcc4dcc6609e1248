import { readerName } from '../i18n/reader-language'
import { createHash } from 'node:crypto'
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { ListParams, Page } from '../../src/domain/lists/list-params'
import type {
  SERVICE_FORM_SORTS,
  ServiceForm,
  ServiceFormCreateInput,
  ServiceFormGuestLink,
  ServiceFormPutInput,
  ServiceFormStatus,
  ServiceFormType,
} from '../../src/domain/service-forms/schemas'
import type { Executor } from '../db/client'
import { providers, referrals, serviceFormGuestLinks, serviceForms, serviceFormSignatures, serviceFormTypes, services, students } from '../db/schema'
import { conflict, invalid, notFound } from '../http/errors'
import { listPage } from '../core/list-page'
import { likePattern, orderOf } from '../http/list'
import { staleVersion } from '../http/references'
import type { OfficeViewer } from '../permissions/viewer'
import { readableReferrals } from './access'

export async function listTypes(db: Executor): Promise<ServiceFormType[]> {
  return db
    .select({ id: serviceFormTypes.id, code: serviceFormTypes.code, name: serviceFormTypes.name, statement: serviceFormTypes.statement })
    .from(serviceFormTypes)
    .orderBy(asc(serviceFormTypes.sort_index), asc(serviceFormTypes.id))
}

export async function assertTypeExists(db: Executor, id: number): Promise<void> {
  const [row] = await db.select({ id: serviceFormTypes.id }).from(serviceFormTypes).where(eq(serviceFormTypes.id, id))
  if (!row) throw invalid({ type_id: 'unknown_reference' })
}

const columns = {
  id: serviceForms.id,
  uuid: serviceForms.uuid,
  type_id: serviceForms.type_id,
  type_code: serviceFormTypes.code,
  type_name: readerName(serviceFormTypes),
  statement: serviceFormTypes.statement,
  referral_id: serviceForms.referral_id,
  referral_number: referrals.number,
  student_id: referrals.student_id,
  first_name: students.first_name,
  last_name: students.last_name,
  service_name: readerName(services),
  /** The Spanish names a signature's content hash covers, whatever the reader's language. */
  signed_type_name: serviceFormTypes.name,
  signed_service_name: services.name,
  provider_id: referrals.provider_id,
  provider_first_name: providers.first_name,
  provider_last_name: providers.last_name,
  customer_id: referrals.customer_id,
  form_date: serviceForms.form_date,
  signer_hint: serviceForms.signer_hint,
  details: serviceForms.details,
  status: serviceForms.status,
  hash: serviceForms.hash,
  created_at: serviceForms.created_at,
  updated_at: serviceForms.updated_at,
}

export type FormRow = Awaited<ReturnType<typeof baseQuery>>[number]

function baseQuery(db: Executor) {
  return db
    .select(columns)
    .from(serviceForms)
    .innerJoin(serviceFormTypes, eq(serviceFormTypes.id, serviceForms.type_id))
    .innerJoin(referrals, eq(referrals.id, serviceForms.referral_id))
    .innerJoin(students, eq(students.id, referrals.student_id))
    .innerJoin(services, eq(services.id, referrals.service_id))
    .leftJoin(providers, eq(providers.id, referrals.provider_id))
}

/** The form `id` if the viewer reaches its referral; otherwise 404, exactly as a missing one. */
export async function visibleServiceForm(db: Executor, viewer: OfficeViewer, id: number, lock = false): Promise<FormRow> {
  const query = baseQuery(db).where(and(eq(serviceForms.id, id), readableReferrals(viewer)))
  const [row] = lock ? await query.for('update', { of: serviceForms }) : await query
  if (!row) throw notFound('El formulario de servicio no existe.')
  return row
}

/** The form of a guest link (no viewer: the link is the credential). */
export async function linkedServiceForm(db: Executor, formId: number, lock = false): Promise<FormRow> {
  const query = baseQuery(db).where(eq(serviceForms.id, formId))
  const [row] = lock ? await query.for('update', { of: serviceForms }) : await query
  if (!row) throw notFound()
  return row
}

export const studentName = (row: Pick<FormRow, 'first_name' | 'last_name'>) => `${row.first_name} ${row.last_name}`
export const providerName = (row: Pick<FormRow, 'provider_first_name' | 'provider_last_name'>) =>
  row.provider_first_name ? `${row.provider_first_name} ${row.provider_last_name ?? ''}`.trim() : ''

type LinkRow = typeof serviceFormGuestLinks.$inferSelect
type SignatureRow = typeof serviceFormSignatures.$inferSelect

export function linkAnswer(link: LinkRow, now: Date): ServiceFormGuestLink {
  return {
    id: link.id,
    uuid: link.uuid,
    url_path: `/guest/service-forms/${link.uuid}`,
    expires_at: link.expires_at.toISOString(),
    revoked_at: link.revoked_at?.toISOString() ?? null,
    created_at: link.created_at.toISOString(),
    state: link.revoked_at ? 'revoked' : link.expires_at <= now ? 'expired' : 'live',
  }
}

export async function signatureOf(db: Executor, formId: number): Promise<SignatureRow | undefined> {
  const [row] = await db.select().from(serviceFormSignatures).where(eq(serviceFormSignatures.form_id, formId))
  return row
}

async function answers(db: Executor, rows: FormRow[], now: Date): Promise<ServiceForm[]> {
  const ids = rows.map((row) => row.id)
  const [links, signatures] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(serviceFormGuestLinks).where(inArray(serviceFormGuestLinks.form_id, ids)).orderBy(desc(serviceFormGuestLinks.id)),
          db.select().from(serviceFormSignatures).where(inArray(serviceFormSignatures.form_id, ids)),
        ])
  return rows.map((row) => {
    // The newest link tells the office where the form stands (live, expired or revoked).
    const link = links.find((candidate) => candidate.form_id === row.id)
    const signature = signatures.find((candidate) => candidate.form_id === row.id)
    return {
      id: row.id,
      uuid: row.uuid,
      type_id: row.type_id,
      type_name: row.type_name,
      referral_id: row.referral_id,
      referral_number: row.referral_number,
      student_id: row.student_id,
      student_name: studentName(row),
      service_name: row.service_name,
      provider_id: row.provider_id,
      form_date: row.form_date,
      signer_hint: row.signer_hint,
      details: row.details,
      status: row.status,
      hash: row.hash,
      guest_link: link ? linkAnswer(link, now) : null,
      signature: signature
        ? { signer_name: signature.signer_name, signer_relationship: signature.signer_relationship, signed_at: signature.signed_at.toISOString(), content_hash: signature.content_hash }
        : null,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    }
  })
}

export async function serviceFormAnswer(db: Executor, row: FormRow, now: Date): Promise<ServiceForm> {
  return (await answers(db, [row], now))[0]!
}

type ListQuery = ListParams<(typeof SERVICE_FORM_SORTS)[number]> & { referral_id?: number; student_id?: number; type_id?: number; status?: ServiceFormStatus }

export async function listServiceForms(db: Executor, viewer: OfficeViewer, query: ListQuery, now: Date): Promise<Page<ServiceForm>> {
  const conditions: (SQL | undefined)[] = [readableReferrals(viewer)]
  if (query.referral_id) conditions.push(eq(serviceForms.referral_id, query.referral_id))
  if (query.student_id) conditions.push(eq(referrals.student_id, query.student_id))
  if (query.type_id) conditions.push(eq(serviceForms.type_id, query.type_id))
  if (query.status) conditions.push(eq(serviceForms.status, query.status))
  if (query.q) {
    const pattern = likePattern(query.q)
    conditions.push(or(ilike(referrals.number, pattern), ilike(sql`${students.first_name} || ' ' || ${students.last_name}`, pattern)))
  }
  const where = and(...conditions)
  const page = await listPage(db, baseQuery(db).where(where).$dynamic(), query, orderOf(query.sort, { form_date: serviceForms.form_date, status: serviceForms.status, id: serviceForms.id }, [serviceForms.id]))
  return { items: await answers(db, page.items, now), total: page.total }
}

export async function createServiceForm(db: Executor, input: ServiceFormCreateInput, userId: number, now: Date): Promise<number> {
  const [created] = await db
    .insert(serviceForms)
    .values({ ...input, created_by: userId, updated_by: userId, created_at: now, updated_at: now })
    .returning({ id: serviceForms.id })
  return created!.id
}

/** A signed form is what the guest signed: it is not changed or deleted any more. */
export function assertUnsigned(row: FormRow): void {
  if (row.status === 'signed') throw conflict('service_form_signed', 'El formulario ya está firmado y no se puede cambiar.')
}

export async function replaceServiceForm(db: Executor, current: FormRow, input: ServiceFormPutInput, userId: number, now: Date): Promise<void> {
  if (current.hash !== input.hash) throw staleVersion(await serviceFormAnswer(db, current, now))
  assertUnsigned(current)
  const { hash: _hash, ...fields } = input
  await db
    .update(serviceForms)
    .set({ ...fields, updated_by: userId, updated_at: now, hash: sql`md5(random()::text)` })
    .where(eq(serviceForms.id, current.id))
}

const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex')

/**
 * The SHA-256 of a canonical JSON of exactly what the guest reads and signs: the form's identity,
 * its type and declaration, the student, service and provider named, the date and the details.
 * The certificate page prints it, and recomputes it to say whether the form still matches. The
 * names are the Spanish ones (the stored names), so the hash does not change with who reads it.
 */
export function serviceFormContentHash(row: FormRow): string {
  return sha256({
    form: row.uuid,
    type: { code: row.type_code, name: row.signed_type_name, statement: row.statement },
    student: studentName(row),
    referral: row.referral_number,
    service: row.signed_service_name,
    provider: providerName(row),
    form_date: row.form_date,
    signer_hint: row.signer_hint,
    details: row.details,
  })
}
