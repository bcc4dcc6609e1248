import type { PdfBlock, PdfDocumentSpec } from '../documents/pdf'
import { words } from '../i18n/reader-language'
import { signatureCertificate } from './certificate'
import { formBlocks } from './form-blocks'
import { planPeriodName, planStatusName, puertoRicoTime, signatureOfRole, stateName } from './format'
import type { PlanHeader, PlanPdfData } from './plan-data'

/**
 * One intervention plan as printed (issue 13): the plan in the reader's language — header, assessments, goals
 * with their objectives and each period's achievement (progress level, comments, the authorized
 * person's initials), each period's discussion (state, summary, the drawn signatures of the
 * provider and the supervisor where they signed) — then, when asked, the attached unreachable
 * forms and the certification form, and always last the signature certificate.
 */

export function headerFields(header: PlanHeader, extra: [string, string | null][] = []): PdfBlock {
  return {
    kind: 'fields',
    rows: [
      [words('Estudiante', 'Student'), header.student_name],
      [words('Número SIE', 'SIE number'), header.sie_number],
      [words('Número de referido', 'Referral number'), header.referral_number],
      [words('Servicio', 'Service'), header.service_name],
      [words('Escuela o lugar', 'School or place'), header.location_name],
      [words('Región', 'Region'), header.customer_name],
      [words('Proveedor', 'Provider'), header.provider_name || words('Sin asignar', 'Unassigned')],
      [words('Año académico', 'Academic year'), header.academic_year_name],
      ...extra,
    ],
  }
}

function goalBlocks(data: PlanPdfData): PdfBlock[] {
  const { tree } = data
  if (tree.goals.length === 0) return [{ kind: 'paragraph', text: words('El plan no tiene metas todavía.', 'The plan has no goals yet.') }]
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
          planPeriodName(period),
          achievement ? (data.levelName.get(achievement.progress_level_id) ?? '') : words('Sin registrar', 'Not recorded'),
          achievement?.comments ?? '',
          achievement ? initialsOf(achievement.id) : '',
        ]
      }),
    )
    return [
      { kind: 'heading', text: `${words('Meta', 'Goal')} ${goalIndex + 1}: ${goal.description}` },
      rows.length === 0
        ? { kind: 'paragraph', text: words('Esta meta no tiene objetivos todavía.', 'This goal has no objectives yet.') }
        : {
            kind: 'table',
            columns: [
              { header: words('Objetivo', 'Objective'), width: 130 },
              { header: words('Medición', 'Measurement'), width: 65 },
              { header: words('Periodo', 'Period'), width: 70 },
              { header: words('Nivel de progreso', 'Progress level'), width: 70 },
              { header: words('Comentarios', 'Comments') },
              { header: words('Iniciales', 'Initials'), width: 45 },
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
    const period = planPeriodName(tree.periods.find((row) => row.id === discussion.period_id))
    const live = tree.signatures.filter((row) => row.discussion_id === discussion.id && row.voided_at === null && row.covers === 'discussion')
    const acceptance = live.find((row) => row.role === 'authorized')
    const drawn = (['provider', 'supervisor'] as const).map((role): PdfBlock => {
      const signature = live.find((row) => row.role === role)
      if (!signature) return { kind: 'image', png: null, caption: `${signatureOfRole(role)}: ${words('pendiente', 'pending')}`, missing: words('Sin firmar', 'Not signed') }
      const image = data.images.get(signature.id)
      const who = (signature.user_id !== null ? data.names.get(signature.user_id) : null) ?? ''
      return {
        kind: 'image',
        png: image?.contentType === 'image/png' ? image.bytes : null,
        ...(image?.contentType === 'image/svg+xml' ? { svg: image.bytes.toString('utf8') } : {}),
        caption: `${signatureOfRole(role)}: ${who}, ${puertoRicoTime(signature.signed_at)}`,
        missing: words('Firmado electrónicamente; sin firma dibujada registrada a esa fecha', 'Signed electronically; no drawn signature on record at that date'),
      }
    })
    return [
      { kind: 'heading', text: `${words('Discusión', 'Discussion')}: ${period}` },
      {
        kind: 'fields',
        rows: [
          [words('Estado', 'Status'), stateName(discussion.state)],
          [words('Resumen de logros', 'Summary of achievements'), discussion.achievements_summary],
          [
            words('Aceptación de la persona autorizada', 'Acceptance by the authorized person'),
            acceptance ? `${words('Iniciales', 'Initials')} ${acceptance.initials ?? ''}, ${puertoRicoTime(acceptance.signed_at)}` : null,
          ],
          [
            words('Formulario de no localización', 'Unreachable form'),
            discussion.unreachable_form_id !== null ? `${words('Adjunto (formulario', 'Attached (form')} ${discussion.unreachable_form_id})` : 'No',
          ],
        ],
      },
      ...drawn,
    ]
  })
}

function planBody(data: PlanPdfData): PdfDocumentSpec {
  const { header, tree, plan } = data
  return {
    title: `${words('Plan de intervención', 'Intervention plan')}: ${header.student_name}`,
    blocks: [
      headerFields(header, [
        [words('Supervisor', 'Supervisor'), data.supervisors.join(', ') || null],
        [words('Estado del plan', 'Plan status'), planStatusName(plan.status_id)],
        [words('Identificador del plan', 'Plan identifier'), plan.uuid],
      ]),
      { kind: 'heading', text: words('Avalúos del estudiante', 'Student assessments') },
      ...(tree.assessments.length === 0
        ? [{ kind: 'paragraph', text: words('Sin avalúos registrados.', 'No assessments recorded.') } as PdfBlock]
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
    const period = planPeriodName(data.tree.periods.find((row) => row.id === discussion.period_id))
    documents.push({
      title: `${form.name}: ${data.header.student_name}`,
      blocks: [headerFields(data.header, [[words('Periodo', 'Period'), period]]), ...formBlocks(form)],
    })
  }
  if (data.certification) {
    const form = data.certification
    documents.push({
      title: `${form.name}: ${data.header.student_name}`,
      blocks: [
        headerFields(data.header),
        ...formBlocks(form),
        ...(form.values ? [] : [{ kind: 'signatures', labels: [words('Firma de quien certifica', 'Signature of the certifier'), words('Fecha', 'Date')] } as PdfBlock]),
      ],
    })
  }
  documents.push(signatureCertificate(data, now))
  return documents
}

/** Download names: the referral's number and year for one plan, the count for several. */
export function planFilename(headers: readonly PlanHeader[]): string {
  if (headers.length === 1) return `${words('plan-de-intervencion', 'intervention-plan')}-${headers[0]!.referral_number}-${headers[0]!.academic_year_name}.pdf`
  return words(`planes-de-intervencion-${headers.length}-planes.pdf`, `intervention-plans-${headers.length}-plans.pdf`)
}

export const generatedOn = (now: Date): PdfBlock => ({ kind: 'paragraph', text: `${words('Documento generado el', 'Document generated on')} ${puertoRicoTime(now)}.` })
