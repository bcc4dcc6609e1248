import { and, eq, inArray, sql } from 'drizzle-orm'
import { formatDate } from '../../src/domain/formats/dates'
import type { ReferralListItem } from '../../src/domain/referrals/types'
import { companyToday } from '../../src/domain/rules/company-time'
import type { Executor } from '../db/client'
import { academicYears, referrals, students } from '../db/schema'
import type { PdfBlock, PdfDocumentSpec } from '../documents/pdf'
import { notFound } from '../http/errors'
import type { OfficeViewer } from '../permissions/viewer'
import { readableReferrals } from './access'
import { referralColumns } from './read'

/**
 * The referral's printable forms (spec §7 "Referrals", binary calls): a label for the folder,
 * and the forms filled in by hand at the school — progress report, actions log, access log and
 * the ongoing service certification. Each is the referral's header data above blank ruled
 * tables and signature lines, in Spanish (the office's language), drawn by `renderPdf`.
 */

export type ReferralFormKind = 'label' | 'progress' | 'actions-log' | 'access-log' | 'service-certification'

/** What a form is called: its title, and the download names of one form and of a batch. */
export const REFERRAL_FORMS: Record<ReferralFormKind, { title: string; file: string; batchFile: string }> = {
  label: { title: 'Rótulo del referido', file: 'rotulo', batchFile: 'rotulos' },
  progress: { title: 'Informe de progreso', file: 'informe-de-progreso', batchFile: 'informes-de-progreso' },
  'actions-log': { title: 'Registro de acciones', file: 'registro-de-acciones', batchFile: 'registros-de-acciones' },
  'access-log': { title: 'Registro de acceso al expediente', file: 'registro-de-acceso', batchFile: 'registros-de-acceso' },
  'service-certification': { title: 'Certificación de servicio continuo', file: 'certificacion-de-servicio', batchFile: 'certificaciones-de-servicio' },
}

/** What the forms print of a referral: its list columns and the academic year's name. */
export type ReferralFormData = ReferralListItem & { academic_year_name: string }

/**
 * The referrals `ids` (in that order) if the viewer may read every one of them; otherwise 404,
 * the very answer `visibleReferral` gives a missing one, so a batch cannot tell apart a referral
 * that does not exist from one the caller may not read.
 */
export async function readableFormData(db: Executor, viewer: OfficeViewer, ids: readonly number[]): Promise<ReferralFormData[]> {
  const unique = [...new Set(ids)]
  const rows = (await db
    .select({ ...referralColumns, academic_year_name: sql<string>`(select ${academicYears.name} from ${academicYears} where ${academicYears.id} = ${referrals.academic_year_id})` })
    .from(referrals)
    .innerJoin(students, eq(students.id, referrals.student_id))
    .where(and(inArray(referrals.id, unique), readableReferrals(viewer)))) as ReferralFormData[]
  const byId = new Map(rows.map((row) => [row.id, row]))
  if (unique.some((id) => !byId.has(id))) throw notFound('El referido no existe.')
  return unique.map((id) => byId.get(id)!)
}

const period = (referral: ReferralFormData) =>
  referral.end_date ? `${formatDate(referral.start_date)} – ${formatDate(referral.end_date)}` : `Desde ${formatDate(referral.start_date)}`

const frequency = (referral: ReferralFormData) => `${referral.weekly_frequency} sesiones por semana de ${referral.session_minutes} minutos`

/** The referral's header, the same on every form. */
function header(referral: ReferralFormData): PdfBlock {
  return {
    kind: 'fields',
    rows: [
      ['Estudiante', referral.student_name],
      ['Número SIE', referral.sie_number],
      ['Número de referido', referral.number],
      ['Servicio', referral.service_name],
      ['Escuela o lugar', referral.location_name],
      ['Región', referral.customer_name],
      ['Proveedor', referral.provider_name ?? 'Sin asignar'],
      ['Año académico', referral.academic_year_name],
      ['Vigencia', period(referral)],
      ['Frecuencia', frequency(referral)],
    ],
  }
}

/** `count` empty rows of `columns` cells, to be written in by hand. */
const blankRows = (columns: number, count: number) => Array.from({ length: count }, () => Array.from({ length: columns }, () => ''))

const ruled = (columns: { header: string; width?: number }[], count: number, rowHeight?: number): PdfBlock => ({
  kind: 'table',
  columns,
  rows: blankRows(columns.length, count),
  ...(rowHeight ? { rowHeight } : {}),
})

const generated = (now: Date): PdfBlock => ({ kind: 'paragraph', text: `Documento generado el ${formatDate(companyToday(now))}.` })

/** The blocks of each form, below its title. */
const FORM_BLOCKS: Record<ReferralFormKind, (referral: ReferralFormData, now: Date) => PdfBlock[]> = {
  // The folder's label: who, what and where at a glance, no tables.
  label: (referral) => [
    {
      kind: 'fields',
      rows: [
        ['Estudiante', referral.student_name],
        ['Número de referido', referral.number],
        ['Servicio', referral.service_name],
        ['Escuela o lugar', referral.location_name],
        ['Región', referral.customer_name],
        ['Proveedor', referral.provider_name ?? 'Sin asignar'],
      ],
    },
  ],
  progress: (referral, now) => [
    header(referral),
    { kind: 'heading', text: 'Período del informe' },
    ruled([{ header: 'Desde' }, { header: 'Hasta' }, { header: 'Sesiones ofrecidas' }, { header: 'Sesiones recibidas' }], 1),
    { kind: 'heading', text: 'Metas y progreso' },
    ruled([{ header: 'Meta u objetivo', width: 200 }, { header: 'Nivel de progreso', width: 100 }, { header: 'Comentarios' }], 5, 30),
    { kind: 'heading', text: 'Recomendaciones' },
    ruled([{ header: 'Recomendaciones del proveedor' }], 2),
    generated(now),
    { kind: 'signatures', labels: ['Firma del proveedor', 'Fecha'] },
  ],
  'actions-log': (referral, now) => [
    header(referral),
    { kind: 'paragraph', text: 'Anote cada acción realizada con este referido: llamadas, citas, coordinaciones, visitas y entregas de documentos.' },
    ruled([{ header: 'Fecha', width: 70 }, { header: 'Acción realizada' }, { header: 'Resultado o comentario' }, { header: 'Iniciales', width: 55 }], 16),
    generated(now),
  ],
  'access-log': (referral, now) => [
    header(referral),
    { kind: 'paragraph', text: 'Toda persona que consulte el expediente de este referido anota la fecha, su nombre, su puesto, el propósito de la consulta y su firma.' },
    ruled([{ header: 'Fecha', width: 70 }, { header: 'Nombre' }, { header: 'Puesto', width: 80 }, { header: 'Propósito' }, { header: 'Firma', width: 90 }], 15),
    generated(now),
  ],
  'service-certification': (referral, now) => [
    header(referral),
    {
      kind: 'paragraph',
      text:
        `Certifico que ${referral.student_name} continúa recibiendo el servicio de ${referral.service_name.toLowerCase()} ` +
        `del referido ${referral.number} en ${referral.location_name}, con una frecuencia de ${frequency(referral)}.`,
    },
    // A row per month of a school year (August to May).
    { kind: 'heading', text: 'Sesiones por mes' },
    ruled([{ header: 'Mes', width: 90 }, { header: 'Sesiones ofrecidas', width: 95 }, { header: 'Sesiones recibidas', width: 95 }, { header: 'Observaciones' }], 10, 18),
    generated(now),
    { kind: 'signatures', labels: ['Firma del proveedor', 'Fecha', 'Firma del director escolar', 'Fecha'] },
  ],
}

export function referralForm(kind: ReferralFormKind, referral: ReferralFormData, now: Date): PdfDocumentSpec {
  return { title: `${REFERRAL_FORMS[kind].title}: ${referral.student_name}`, blocks: FORM_BLOCKS[kind](referral, now) }
}

/** The download name: the referral's number for one form, the count for a batch. */
export function formFilename(kind: ReferralFormKind, referrals: readonly ReferralFormData[]): string {
  const names = REFERRAL_FORMS[kind]
  return referrals.length === 1 ? `${names.file}-${referrals[0]!.number}.pdf` : `${names.batchFile}-${referrals.length}-referidos.pdf`
}
