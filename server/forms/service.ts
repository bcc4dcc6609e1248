import { and, asc, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { formValuesSchema, type Form, type FormTemplate, type FormValues } from '../../src/domain/forms/fields'
import type { Executor } from '../db/client'
import { forms, formTemplates, referrals } from '../db/schema'
import { HttpError, invalid, notFound } from '../http/errors'
import { issuesToErrors } from '../http/validate'
import type { OfficeViewer } from '../permissions/viewer'
import { readableFormReferrals } from './access'

export async function listTemplates(db: Executor): Promise<FormTemplate[]> {
  return db.select().from(formTemplates).orderBy(asc(formTemplates.id))
}

/** The template of a new form; an unknown id is the body's mistake (422), not a missing page. */
export async function templateForCreate(db: Executor, id: number): Promise<FormTemplate> {
  const [template] = await db.select().from(formTemplates).where(eq(formTemplates.id, id))
  if (!template) throw invalid({ template_id: 'unknown_reference' })
  return template
}

/** The template of an existing form (the foreign key guarantees it exists). */
export async function templateOf(db: Executor, id: number): Promise<FormTemplate> {
  const [template] = await db.select().from(formTemplates).where(eq(formTemplates.id, id))
  return template!
}

/** The answers judged by the template's fields; field errors are named `values.<key>`. */
export function checkValues(template: FormTemplate, values: unknown): FormValues {
  const result = v.safeParse(formValuesSchema(template.fields), values)
  if (result.success) return result.output as FormValues
  const errors = Object.fromEntries(Object.entries(issuesToErrors(result.issues)).map(([key, code]) => [key === '_' ? 'values' : `values.${key}`, code]))
  throw invalid(errors)
}

/** The referral of a new form if the viewer reaches it; otherwise the body names nothing (422). */
export async function referralForForm(db: Executor, viewer: OfficeViewer, id: number) {
  const [referral] = await db
    .select({ id: referrals.id, provider_id: referrals.provider_id, customer_id: referrals.customer_id })
    .from(referrals)
    .where(and(eq(referrals.id, id), readableFormReferrals(viewer)))
  if (!referral) throw invalid({ referral_id: 'unknown_reference' })
  return referral
}

const formColumns = {
  id: forms.id,
  template_id: forms.template_id,
  template_code: formTemplates.code,
  referral_id: forms.referral_id,
  values: forms.values,
  hash: forms.hash,
  created_by: forms.created_by,
  updated_by: forms.updated_by,
  created_at: forms.created_at,
  updated_at: forms.updated_at,
  referral_provider_id: referrals.provider_id,
  referral_customer_id: referrals.customer_id,
}

export type VisibleForm = Awaited<ReturnType<typeof visibleForm>>

/** The form `id` if the viewer reaches its referral; otherwise 404, exactly as a missing one. */
export async function visibleForm(db: Executor, viewer: OfficeViewer, id: number, lock = false) {
  const query = db
    .select(formColumns)
    .from(forms)
    .innerJoin(referrals, eq(referrals.id, forms.referral_id))
    .innerJoin(formTemplates, eq(formTemplates.id, forms.template_id))
    .where(and(eq(forms.id, id), readableFormReferrals(viewer)))
  const [row] = lock ? await query.for('update', { of: forms }) : await query
  if (!row) throw notFound('El formulario no existe.')
  return row
}

export function formAnswer(row: VisibleForm): Form {
  const { referral_provider_id: _provider, referral_customer_id: _customer, ...form } = row
  return { ...form, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() }
}

export async function createForm(db: Executor, input: { template_id: number; referral_id: number; values: FormValues }, userId: number, now: Date) {
  const [created] = await db
    .insert(forms)
    .values({ ...input, created_by: userId, updated_by: userId, created_at: now, updated_at: now })
    .returning({ id: forms.id })
  return created!.id
}

/** Replaces the answers of a locked form whose `hash` the person edited from; a stale one is 409 with the current form. */
export async function replaceValues(db: Executor, current: VisibleForm, values: FormValues, hash: string, userId: number, now: Date) {
  if (current.hash !== hash) {
    throw new HttpError(409, 'version_conflict', 'El formulario cambió desde que lo abrió.', undefined, undefined, { current: formAnswer(current) })
  }
  await db
    .update(forms)
    .set({ values, updated_by: userId, updated_at: now, hash: sql`md5(random()::text)` })
    .where(eq(forms.id, current.id))
}
