import type { DiscussionState } from '../../src/domain/plans/discussion'
import type { PdfBlock, PdfDocumentSpec } from '../documents/pdf'
import { signatureCertificate } from './certificate'
import { formBlocks } from './form-blocks'
import { planStatusName, puertoRicoTime, ROLE_NAMES, STATE_NAMES } from './format'
import type { PlanHeader, PlanPdfData } from './plan-data'

/**
 * One intervention plan as printed (issue 13): the plan in Spanish — header, assessments, goals
 * with their objectives and each period's achievement (progress level, comments, the authorized
 * person's initials), each period's discussion (state, summary, the drawn signatures of the
 * provider and the supervisor where they signed) — then, when asked, the attached unreachable
 * forms and the certification form, and always last the signature certificate.
 */

export function headerFields(header: PlanHeader, extra: [string, string | null][] = []): PdfBlock {
  return {
    kind: 'fields',
    rows: [
      ['Estudiante', header.student_name],
      ['Número SIE', header.sie_number],
      ['Número de referido', header.referral_number],
      ['Servicio', header.service_name],
      ['Escuela o lugar', header.location_name],
      ['Región', header.customer_name],
      ['Proveedor', header.provider_name || 'Sin asignar'],
      ['Año académico', header.academic_year_name],
      ...extra,
    ],
  }
}

function goalBlocks(data: PlanPdfData): PdfBlock[] {
  const { tree } = data
  if (tree.goals.length === 0) return [{ kind: 'paragraph', text: 'El plan no tiene metas todavía.' }]
  const initialsOf = (achievementId: number) =>
    tree.signatures.find((row) => row.achievement_id === achievementId && row.covers === 'achievement' && row.voided_at === null)?.initials ?? ''
  return tree.goals.flatMap((goal, goalIndex): PdfBlock[] => {
    const objectives = tree.objectives.filter((row) => row.goal_id === goal.id)
    const rows = objectives.flatMap((objective, objectiveIndex) =>
      tree.periods.map((period, periodIndex) => {
        const achievement = tree.achievements.find((row) => row.objective_id === objective.id && row.period_id === period.id)
        // The objective's wording and measurement once, on its first period's row.
        const first = periodIndex === 0
        return [
          first ? `${goalIndex + 1}.${objectiveIndex + 1} ${objective.description}` : '',
          first ? (data.measurementName.get(objective.measurement_type_id) ?? '') : '',
          period.name,
          achievement ? (data.levelName.get(achievement.progress_level_id) ?? '') : 'Sin registrar',
          achievement?.comments ?? '',
          achievement ? initialsOf(achievement.id) : '',
        ]
      }),
    )
    return [
      { kind: 'heading', text: `Meta ${goalIndex + 1}: ${goal.description}` },
      rows.length === 0
        ? { kind: 'paragraph', text: 'Esta meta no tiene objetivos todavía.' }
        : {
            kind: 'table',
            columns: [
              { header: 'Objetivo', width: 130 },
              { header: 'Medición', width: 65 },
              { header: 'Periodo', width: 70 },
              { header: 'Nivel de progreso', width: 70 },
              { header: 'Comentarios' },
              { header: 'Iniciales', width: 45 },
            ],
            rows,
            rowHeight: 0,
          },
    ]
  })
}

function discussionBlocks(data: PlanPdfData): PdfBlock[] {
  const { tree } = data
  return tree.discussions.flatMap((discussion): PdfBlock[] => {
    const period = tree.periods.find((row) => row.id === discussion.period_id)?.name ?? ''
    const live = tree.signatures.filter((row) => row.discussion_id === discussion.id && row.voided_at === null && row.covers === 'discussion')
    const acceptance = live.find((row) => row.role === 'authorized')
    const drawn = (['provider', 'supervisor'] as const).map((role): PdfBlock => {
      const signature = live.find((row) => row.role === role)
      if (!signature) return { kind: 'image', png: null, caption: `Firma del ${ROLE_NAMES[role].toLowerCase()}: pendiente`, missing: 'Sin firmar' }
      const image = data.images.get(signature.id)
      const who = (signature.user_id !== null ? data.names.get(signature.user_id) : null) ?? ''
      return {
        kind: 'image',
        png: image?.contentType === 'image/png' ? image.bytes : null,
        ...(image?.contentType === 'image/svg+xml' ? { svg: image.bytes.toString('utf8') } : {}),
        caption: `Firma del ${ROLE_NAMES[role].toLowerCase()}: ${who}, ${puertoRicoTime(signature.signed_at)}`,
        missing: 'Firmado electrónicamente; sin firma dibujada registrada a esa fecha',
      }
    })
    return [
      { kind: 'heading', text: `Discusión: ${period}` },
      {
        kind: 'fields',
        rows: [
          ['Estado', STATE_NAMES[discussion.state as DiscussionState] ?? discussion.state],
          ['Resumen de logros', discussion.achievements_summary],
          ['Aceptación de la persona autorizada', acceptance ? `Iniciales ${acceptance.initials ?? ''}, ${puertoRicoTime(acceptance.signed_at)}` : null],
          ['Formulario de no localización', discussion.unreachable_form_id !== null ? `Adjunto (formulario ${discussion.unreachable_form_id})` : 'No'],
        ],
      },
      ...drawn,
    ]
  })
}

function planBody(data: PlanPdfData): PdfDocumentSpec {
  const { header, tree, plan } = data
  return {
    title: `Plan de intervención: ${header.student_name}`,
    blocks: [
      headerFields(header, [
        ['Supervisor', data.supervisors.join(', ') || null],
        ['Estado del plan', planStatusName(plan.status_id)],
        ['Identificador del plan', plan.uuid],
      ]),
      { kind: 'heading', text: 'Avalúos del estudiante' },
      ...(tree.assessments.length === 0
        ? [{ kind: 'paragraph', text: 'Sin avalúos registrados.' } as PdfBlock]
        : tree.assessments.map((row, index): PdfBlock => ({ kind: 'paragraph', text: `${index + 1}. ${row.description}` }))),
      ...goalBlocks(data),
      ...discussionBlocks(data),
    ],
  }
}

/** The documents of one plan's file, in order; the signature certificate always closes it. */
export function planDocuments(data: PlanPdfData, now: Date): PdfDocumentSpec[] {
  const documents = [planBody(data)]
  for (const discussion of data.tree.discussions) {
    const form = discussion.unreachable_form_id === null ? undefined : data.unreachable.get(discussion.unreachable_form_id)
    if (!form) continue
    const period = data.tree.periods.find((row) => row.id === discussion.period_id)?.name ?? ''
    documents.push({
      title: `${form.name}: ${data.header.student_name}`,
      blocks: [headerFields(data.header, [['Periodo', period]]), ...formBlocks(form)],
    })
  }
  if (data.certification) {
    const form = data.certification
    documents.push({
      title: `${form.name}: ${data.header.student_name}`,
      blocks: [
        headerFields(data.header),
        ...formBlocks(form),
        ...(form.values ? [] : [{ kind: 'signatures', labels: ['Firma de quien certifica', 'Fecha'] } as PdfBlock]),
      ],
    })
  }
  documents.push(signatureCertificate(data, now))
  return documents
}

/** Download names: the referral's number and year for one plan, the count for several. */
export function planFilename(headers: readonly PlanHeader[]): string {
  if (headers.length === 1) return `plan-de-intervencion-${headers[0]!.referral_number}-${headers[0]!.academic_year_name}.pdf`
  return `planes-de-intervencion-${headers.length}-planes.pdf`
}

export const generatedOn = (now: Date): PdfBlock => ({ kind: 'paragraph', text: `Documento generado el ${puertoRicoTime(now)}.` })
