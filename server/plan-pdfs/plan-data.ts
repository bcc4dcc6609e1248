import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { FormField, FormValues } from '../../src/domain/forms/fields'
import type { Executor } from '../db/client'
import {
  academicYears,
  customers,
  formTemplates,
  forms,
  interventionPlans,
  locations,
  measurementTypes,
  progressLevels,
  providerSupervisions,
  providers,
  referrals,
  services,
  students,
} from '../db/schema'
import { readerName } from '../i18n/reader-language'
import type { VisiblePlan } from '../plans/access'
import { userNames } from '../plans/read'
import { loadPlanTree, type PlanTree, type SignatureRow } from '../plans/tree'
import { signatureImageAt } from '../user-signatures/service'

/**
 * Everything one plan's PDF prints, read once: the header (student, referral, service, place,
 * region, provider and supervisors, year), the plan's tree, the names behind ids, the drawn
 * signature each provider or supervisor signature was made with, and the forms that go with it.
 * Reference names (service, measurement, progress level) in the reader's language.
 */

const fullName = (first: unknown, last: unknown) => sql<string>`concat_ws(' ', ${first}, ${last})`

export async function planHeader(db: Executor, planId: number) {
  const [row] = await db
    .select({
      student_name: sql<string>`concat_ws(' ', ${students.first_name}, ${students.last_name}, ${students.second_last_name})`,
      sie_number: students.sie_number,
      referral_number: referrals.number,
      service_name: readerName(services),
      location_name: locations.name,
      customer_name: customers.name,
      provider_id: referrals.provider_id,
      provider_name: fullName(providers.first_name, providers.last_name),
      academic_year_name: academicYears.name,
    })
    .from(interventionPlans)
    .innerJoin(students, eq(students.id, interventionPlans.student_id))
    .innerJoin(referrals, eq(referrals.id, interventionPlans.referral_id))
    .innerJoin(services, eq(services.id, referrals.service_id))
    .innerJoin(locations, eq(locations.id, referrals.location_id))
    .innerJoin(customers, eq(customers.id, referrals.customer_id))
    .innerJoin(academicYears, eq(academicYears.id, interventionPlans.academic_year_id))
    .leftJoin(providers, eq(providers.id, referrals.provider_id))
    .where(eq(interventionPlans.id, planId))
  return row!
}

export type PlanHeader = Awaited<ReturnType<typeof planHeader>>

async function supervisorNames(db: Executor, providerId: number | null): Promise<string[]> {
  if (providerId === null) return []
  const rows = await db
    .select({ name: fullName(providers.first_name, providers.last_name) })
    .from(providerSupervisions)
    .innerJoin(providers, eq(providers.id, providerSupervisions.supervisor_id))
    .where(eq(providerSupervisions.provider_id, providerId))
  return rows.map((row) => row.name)
}

/** A filled form with its template's fields, as printed. */
export interface PrintedForm {
  id: number
  name: string
  description: string
  fields: FormField[]
  values: FormValues | null
  updated_at: Date | null
}

/** The unreachable forms the plan's discussions attach: only forms of the plan's own referral. */
async function unreachableForms(db: Executor, tree: PlanTree, referralId: number): Promise<Map<number, PrintedForm>> {
  const ids = [...new Set(tree.discussions.map((row) => row.unreachable_form_id).filter((id): id is number => id !== null))]
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ form: forms, template: formTemplates })
    .from(forms)
    .innerJoin(formTemplates, eq(formTemplates.id, forms.template_id))
    .where(and(inArray(forms.id, ids), eq(forms.referral_id, referralId)))
  return new Map(
    rows.map(({ form, template }) => [
      form.id,
      { id: form.id, name: template.name, description: template.description, fields: template.fields, values: form.values, updated_at: form.updated_at },
    ]),
  )
}

/** The certification template, with the referral's latest certification form filled from it (null: print it blank). */
async function certificationForm(db: Executor, referralId: number): Promise<PrintedForm | null> {
  const [template] = await db.select().from(formTemplates).where(eq(formTemplates.code, 'certification'))
  if (!template) return null
  const [form] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.template_id, template.id), eq(forms.referral_id, referralId)))
    .orderBy(desc(forms.updated_at), desc(forms.id))
    .limit(1)
  return { id: form?.id ?? 0, name: template.name, description: template.description, fields: template.fields, values: form?.values ?? null, updated_at: form?.updated_at ?? null }
}

/** The drawn image each live provider or supervisor signature was made with (by signature id). */
async function drawnSignatures(db: Executor, signatures: SignatureRow[]) {
  const images = new Map<number, Awaited<ReturnType<typeof signatureImageAt>>>()
  for (const signature of signatures) {
    if (signature.user_id === null || signature.role === 'authorized' || signature.voided_at !== null) continue
    images.set(signature.id, await signatureImageAt(db, signature.user_id, signature.signed_at))
  }
  return images
}

export async function loadPlanPdfData(db: Executor, plan: VisiblePlan, options: { certification: boolean; unreachable: boolean }) {
  const tree = await loadPlanTree(db, plan.id)
  const [header, names, supervisors, measurements, levels, images, unreachable, certification] = await Promise.all([
    planHeader(db, plan.id),
    userNames(db, tree),
    supervisorNames(db, plan.provider_id),
    db.select({ id: measurementTypes.id, name: readerName(measurementTypes) }).from(measurementTypes),
    db.select({ id: progressLevels.id, name: readerName(progressLevels) }).from(progressLevels),
    drawnSignatures(db, tree.signatures),
    options.unreachable ? unreachableForms(db, tree, plan.referral_id) : Promise.resolve(new Map<number, PrintedForm>()),
    options.certification ? certificationForm(db, plan.referral_id) : Promise.resolve(null),
  ])
  return {
    plan,
    header,
    tree,
    names,
    supervisors,
    measurementName: new Map(measurements.map((row) => [row.id, row.name])),
    levelName: new Map(levels.map((row) => [row.id, row.name])),
    images,
    unreachable,
    certification,
  }
}

export type PlanPdfData = Awaited<ReturnType<typeof loadPlanPdfData>>
