import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Transaction } from '../db/client'
import {
  evaluations,
  evaluationServices,
  evaluationTypes,
  referralStatuses,
  referrals,
  serviceFormGuestLinks,
  serviceForms,
  serviceFormSignatures,
  serviceFormTypes,
  services,
  users,
} from '../db/schema'
import { linkedServiceForm, serviceFormContentHash } from './service'

/**
 * The evaluation types and service-form types (reference data), and the demo: evaluations of
 * Marisol's and Carlos's referrals, and Marisol's service forms in each state — a draft, one sent
 * with a live link (printed at seed time, README "Demo accounts"), one sent whose link expired,
 * and one signed through its link with a drawn signature.
 */

export const EVALUATION_TYPES = ['Evaluación inicial', 'Reevaluación', 'Evaluación independiente', 'Evaluación trienal']
const EVALUATION_TYPES_EN = ['Initial evaluation', 'Re-evaluation', 'Independent evaluation', 'Triennial evaluation']

export const SERVICE_FORM_TYPES = [
  {
    code: 'consent',
    name: 'Consentimiento para servicios',
    name_en: 'Consent for services',
    statement:
      'Como madre, padre o encargado del estudiante, autorizo que reciba el servicio indicado en la escuela, en el horario acordado, ' +
      'y que el proveedor comparta con la escuela el progreso del estudiante.',
  },
  {
    code: 'services_received',
    name: 'Certificación de servicios recibidos',
    name_en: 'Certificate of services received',
    statement: 'Certifico que el estudiante recibió el servicio indicado en la fecha de este formulario, según se describe en los detalles.',
  },
  {
    code: 'evaluation_consent',
    name: 'Consentimiento para evaluación',
    name_en: 'Consent for evaluation',
    statement:
      'Autorizo que se evalúe al estudiante en el área indicada y que el informe de la evaluación se entregue a la escuela y a la región educativa.',
  },
]

/** A signature as signature_pad writes it (SVG paths): what the demo's guest "drew". */
const DEMO_SIGNATURE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100" width="300" height="100">' +
  '<path d="M10 70 C 40 10, 65 10, 95 70 S 150 130, 180 60 S 240 20, 290 50" fill="none" stroke="black" stroke-width="3" stroke-linecap="round"/></svg>'

function daysBefore(today: string, days: number): string {
  const date = new Date(`${today}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

export async function seedServiceFormTypes(tx: Transaction): Promise<void> {
  await tx.insert(evaluationTypes).values(EVALUATION_TYPES.map((name, index) => ({ name, name_en: EVALUATION_TYPES_EN[index]!, sort_index: index })))
  await tx.insert(serviceFormTypes).values(SERVICE_FORM_TYPES.map((type, index) => ({ ...type, sort_index: index })))
}

/** Seeds the demo; answers the path of the live guest link. */
export async function seedServiceForms(tx: Transaction, today: string, now: Date): Promise<string | null> {
  await seedServiceFormTypes(tx)
  const people = await tx.select().from(users).where(inArray(users.email, ['terapeuta@example.com', 'terapeuta2@example.com']))
  const marisol = people.find((person) => person.email === 'terapeuta@example.com')
  const carlos = people.find((person) => person.email === 'terapeuta2@example.com')
  if (!marisol?.provider_id || !carlos?.provider_id) return null
  const activeOf = (providerId: number) =>
    tx
      .select({ id: referrals.id, provider_id: referrals.provider_id, service_type: services.type_id })
      .from(referrals)
      .innerJoin(referralStatuses, eq(referralStatuses.id, referrals.status_id))
      .innerJoin(services, eq(services.id, referrals.service_id))
      .where(and(eq(referrals.provider_id, providerId), eq(referralStatuses.name, 'Activo')))
      .orderBy(asc(referrals.id))
  // One query after the other: a transaction is one connection (pg refuses overlapping queries).
  const mine = await activeOf(marisol.provider_id)
  const his = await activeOf(carlos.provider_id)
  if (mine.length < 4 || his.length < 1) return null
  const evaluationServiceRows = await tx.select().from(services).where(eq(services.type_id, 2)).orderBy(asc(services.id))
  const typeRows = await tx.select().from(evaluationTypes).orderBy(asc(evaluationTypes.sort_index))
  const formTypes = await tx.select().from(serviceFormTypes).orderBy(asc(serviceFormTypes.sort_index))

  // Evaluations: two of Marisol's referrals, one of Carlos's.
  const demoEvaluations = [
    { who: marisol, referral: mine[0]!, days: 20, rows: [[0, 0]] as [number, number][], findings: 'Articulación por debajo de lo esperado para su edad; comprensión adecuada.', recommendations: 'Terapia del habla 2 veces por semana, 30 minutos.' },
    { who: marisol, referral: mine[1]!, days: 45, rows: [[0, 1], [4, 1]] as [number, number][], findings: 'Progreso en vocabulario expresivo; persisten dificultades de atención.', recommendations: 'Continuar la terapia; referir a evaluación psicoeducativa.' },
    { who: carlos, referral: his[0]!, days: 10, rows: [[1, 0]] as [number, number][], findings: 'Motricidad fina con retraso leve; agarre inmaduro del lápiz.', recommendations: 'Terapia ocupacional 1 vez por semana, 45 minutos.' },
  ]
  for (const demo of demoEvaluations) {
    const at = new Date(now.getTime() - demo.days * 86_400_000)
    const [row] = await tx
      .insert(evaluations)
      .values({
        referral_id: demo.referral.id,
        provider_id: demo.referral.provider_id,
        evaluated_on: daysBefore(today, demo.days),
        findings: demo.findings,
        recommendations: demo.recommendations,
        created_by: demo.who.id,
        updated_by: demo.who.id,
        created_at: at,
        updated_at: at,
      })
      .returning({ id: evaluations.id })
    await tx.insert(evaluationServices).values(
      demo.rows.map(([service, type]) => ({ evaluation_id: row!.id, service_id: evaluationServiceRows[service]!.id, type_id: typeRows[type]!.id })),
    )
  }

  // Service forms of Marisol's referrals, one per state (and an expired link).
  const form = async (referralId: number, typeIndex: number, days: number, details: string, signerHint: string | null) => {
    const [row] = await tx
      .insert(serviceForms)
      .values({
        type_id: formTypes[typeIndex]!.id,
        referral_id: referralId,
        form_date: daysBefore(today, days),
        signer_hint: signerHint,
        details,
        created_by: marisol.id,
        updated_by: marisol.id,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: serviceForms.id })
    return row!.id
  }
  const link = async (formId: number, expiresInDays: number) => {
    const [row] = await tx
      .insert(serviceFormGuestLinks)
      .values({ uuid: randomUUID(), form_id: formId, expires_at: new Date(now.getTime() + expiresInDays * 86_400_000), created_by: marisol.id, created_at: now })
      .returning()
    await tx.update(serviceForms).set({ status: 'sent' }).where(eq(serviceForms.id, formId))
    return row!
  }
  await form(mine[0]!.id, 1, 1, 'Sesión de terapia del habla de 30 minutos en el salón de recursos.', null)
  const waiting = await form(mine[1]!.id, 0, 2, 'Servicio de terapia del habla, martes y jueves de 9:00 a 9:30.', 'Carmen Ortiz (madre)')
  const live = await link(waiting, 30)
  const stale = await form(mine[2]!.id, 2, 40, 'Evaluación del habla y lenguaje en la escuela.', null)
  await link(stale, -5)
  const signed = await form(mine[3]!.id, 0, 15, 'Servicio de terapia del habla, lunes y miércoles de 10:00 a 10:30.', null)
  const signedLink = await link(signed, 25)
  const row = await linkedServiceForm(tx, signed)
  await tx.insert(serviceFormSignatures).values({
    form_id: signed,
    guest_link_id: signedLink.id,
    signer_name: 'Luz M. Rivera',
    signer_relationship: 'Madre',
    content_type: 'image/svg+xml',
    image_base64: Buffer.from(DEMO_SIGNATURE_SVG, 'utf8').toString('base64'),
    signed_at: new Date(now.getTime() - 3 * 86_400_000),
    client_address: '203.0.113.24',
    content_hash: serviceFormContentHash(row),
  })
  await tx.update(serviceForms).set({ status: 'signed' }).where(eq(serviceForms.id, signed))
  return `/guest/service-forms/${live.uuid}`
}
