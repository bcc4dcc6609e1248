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
import { words } from '../i18n/reader-language'

/**
 * The referral's printable forms (spec §7 "Referrals", binary calls): a label for the folder,
 * and the forms filled in by hand at the school — progress report, actions log, access log and
 * the ongoing service certification. Each is the referral's header data above blank ruled
 * tables and signature lines, in the reader's language (server/i18n/reader-language.ts), drawn by `renderPdf`.
 */

export type ReferralFormKind = 'label' | 'progress' | 'actions-log' | 'access-log' | 'service-certification'

/** What a form is called (in the reader's language): its title, and the download names of one form and of a batch. */
export const referralForms = (): Record<ReferralFormKind, { title: string; file: string; batchFile: string }> => ({
  label: { title: words('Rótulo del referido', 'Referral label'), file: 'rotulo', batchFile: 'rotulos' },
  progress: { title: words('Informe de progreso', 'Progress report'), file: 'informe-de-progreso', batchFile: 'informes-de-progreso' },
  'actions-log': { title: words('Registro de acciones', 'Actions log'), file: 'registro-de-acciones', batchFile: 'registros-de-acciones' },
  'access-log': { title: words('Registro de acceso al expediente', 'Record access log'), file: 'registro-de-acceso', batchFile: 'registros-de-acceso' },
  'service-certification': { title: words('Certificación de servicio continuo', 'Ongoing service certification'), file: 'certificacion-de-servicio', batchFile: 'certificaciones-de-servicio' },
})

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
  referral.end_date ? `${formatDate(referral.start_date)} – ${formatDate(referral.end_date)}` : `${words('Desde', 'From')} ${formatDate(referral.start_date)}`

const frequency = (referral: ReferralFormData) =>
  words(`${referral.weekly_frequency} sesiones por semana de ${referral.session_minutes} minutos`, `${referral.weekly_frequency} sessions a week of ${referral.session_minutes} minutes`)

type ReferralIdentity = Pick<ReferralFormData, 'student_name' | 'sie_number' | 'number' | 'service_name' | 'location_name' | 'customer_name' | 'provider_name'>

/** Who and what a referral is: the first rows of every document about one referral. */
export function referralIdentityRows(referral: ReferralIdentity): [string, string][] {
  return [
    [words('Estudiante', 'Student'), referral.student_name],
    [words('Número SIE', 'SIE number'), referral.sie_number],
    [words('Número de referido', 'Referral number'), referral.number],
    [words('Servicio', 'Service'), referral.service_name],
    [words('Escuela o lugar', 'School or place'), referral.location_name],
    [words('Región', 'Region'), referral.customer_name],
    [words('Proveedor', 'Provider'), referral.provider_name || words('Sin asignar', 'Unassigned')],
  ]
}

/** The referral's header, the same on every form. */
function header(referral: ReferralFormData): PdfBlock {
  return {
    kind: 'fields',
    rows: [
      ...referralIdentityRows(referral),
      [words('Año académico', 'Academic year'), referral.academic_year_name],
      [words('Vigencia', 'Valid'), period(referral)],
      [words('Frecuencia', 'Frequency'), frequency(referral)],
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

const generated = (now: Date): PdfBlock => ({ kind: 'paragraph', text: words(`Documento generado el ${formatDate(companyToday(now))}.`, `Document made on ${formatDate(companyToday(now))}.`) })

/** The blocks of each form, below its title. */
const FORM_BLOCKS: Record<ReferralFormKind, (referral: ReferralFormData, now: Date) => PdfBlock[]> = {
  // The folder's label: who, what and where at a glance, no tables.
  label: (referral) => [
    {
      kind: 'fields',
      rows: [
        [words('Estudiante', 'Student'), referral.student_name],
        [words('Número de referido', 'Referral number'), referral.number],
        [words('Servicio', 'Service'), referral.service_name],
        [words('Escuela o lugar', 'School or place'), referral.location_name],
        [words('Región', 'Region'), referral.customer_name],
        [words('Proveedor', 'Provider'), referral.provider_name ?? 'Sin asignar'],
      ],
    },
  ],
  progress: (referral, now) => [
    header(referral),
    { kind: 'heading', text: words('Período del informe', 'Report period') },
    ruled([{ header: words('Desde', 'From') }, { header: words('Hasta', 'To') }, { header: words('Sesiones ofrecidas', 'Sessions given') }, { header: words('Sesiones recibidas', 'Sessions received') }], 1),
    { kind: 'heading', text: words('Metas y progreso', 'Goals and progress') },
    ruled([{ header: words('Meta u objetivo', 'Goal or objective'), width: 200 }, { header: words('Nivel de progreso', 'Progress level'), width: 100 }, { header: words('Comentarios', 'Comments') }], 5, 30),
    { kind: 'heading', text: words('Recomendaciones', 'Recommendations') },
    ruled([{ header: words('Recomendaciones del proveedor', 'Provider’s recommendations') }], 2),
    generated(now),
    { kind: 'signatures', labels: [words('Firma del proveedor', 'Provider’s signature'), words('Fecha', 'Date')] },
  ],
  'actions-log': (referral, now) => [
    header(referral),
    { kind: 'paragraph', text: words('Anote cada acción realizada con este referido: llamadas, citas, coordinaciones, visitas y entregas de documentos.', 'Write down every action taken on this referral: calls, appointments, coordination, visits and documents delivered.') },
    ruled([{ header: words('Fecha', 'Date'), width: 70 }, { header: words('Acción realizada', 'Action taken') }, { header: words('Resultado o comentario', 'Result or comment') }, { header: words('Iniciales', 'Initials'), width: 55 }], 16),
    generated(now),
  ],
  'access-log': (referral, now) => [
    header(referral),
    { kind: 'paragraph', text: words('Toda persona que consulte el expediente de este referido anota la fecha, su nombre, su puesto, el propósito de la consulta y su firma.', 'Everyone who consults this referral’s record writes down the date, their name, their position, the purpose and their signature.') },
    ruled([{ header: words('Fecha', 'Date'), width: 70 }, { header: words('Nombre', 'Name') }, { header: words('Puesto', 'Position'), width: 80 }, { header: words('Propósito', 'Purpose') }, { header: words('Firma', 'Signature'), width: 90 }], 15),
    generated(now),
  ],
  'service-certification': (referral, now) => [
    header(referral),
    {
      kind: 'paragraph',
      text: words(
        `Certifico que ${referral.student_name} continúa recibiendo el servicio de ${referral.service_name.toLowerCase()} ` +
          `del referido ${referral.number} en ${referral.location_name}, con una frecuencia de ${frequency(referral)}.`,
        `I certify that ${referral.student_name} continues to receive the ${referral.service_name.toLowerCase()} service ` +
          `of referral ${referral.number} at ${referral.location_name}, with a frequency of ${frequency(referral)}.`,
      ),
    },
    // A row per month of a school year (August to May).
    { kind: 'heading', text: words('Sesiones por mes', 'Sessions per month') },
    ruled([{ header: words('Mes', 'Month'), width: 90 }, { header: words('Sesiones ofrecidas', 'Sessions given'), width: 95 }, { header: words('Sesiones recibidas', 'Sessions received'), width: 95 }, { header: words('Observaciones', 'Remarks') }], 10, 18),
    generated(now),
    { kind: 'signatures', labels: [words('Firma del proveedor', 'Provider’s signature'), words('Fecha', 'Date'), words('Firma del director escolar', 'School principal’s signature'), words('Fecha', 'Date')] },
  ],
}

export function referralForm(kind: ReferralFormKind, referral: ReferralFormData, now: Date): PdfDocumentSpec {
  return { title: `${referralForms()[kind].title}: ${referral.student_name}`, blocks: FORM_BLOCKS[kind](referral, now) }
}

/** The download name: the referral's number for one form, the count for a batch. */
export function formFilename(kind: ReferralFormKind, referrals: readonly ReferralFormData[]): string {
  const names = referralForms()[kind]
  return referrals.length === 1 ? `${names.file}-${referrals[0]!.number}.pdf` : `${names.batchFile}-${referrals.length}-${words('referidos', 'referrals')}.pdf`
}
