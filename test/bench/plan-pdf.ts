/**
 * Our own heaviest document, measured beside the library comparison of `npm run bench:pdf`: an
 * intervention plan as the office prints it (server/plan-pdfs) — three goals of two objectives,
 * two periods, the first one fully signed (initials, acceptance, provider, supervisor: 9
 * signatures) — with its signature certificate, drawn with pdfkit. No database: the plan's data
 * is built here in the shape `loadPlanPdfData` answers. Never fails on a figure.
 */
import { performance } from 'node:perf_hooks'
import { extractText } from 'unpdf'
import { renderPdf } from '../../server/documents/pdf'
import type { PlanPdfData } from '../../server/plan-pdfs/plan-data'
import { planDocuments } from '../../server/plan-pdfs/plan-document'

const PLANS = 50
const at = new Date('2026-03-03T15:00:00Z')
const hash = (seed: number) => seed.toString(16).padStart(64, '0')

function syntheticPlan(): PlanPdfData {
  const periods = [
    { id: 1, name: 'Primer semestre', name_en: null, sort_index: 1, first_month: 1, last_month: 6 },
    { id: 2, name: 'Segundo semestre', name_en: null, sort_index: 2, first_month: 7, last_month: 12 },
  ]
  const goals = [1, 2, 3].map((id) => ({ id, description: `Meta ${id}: mejorará su comunicación expresiva para participar en el salón.`, sort_index: id }))
  const objectives = goals.flatMap((goal) =>
    [1, 2].map((index) => ({ id: goal.id * 10 + index, goal_id: goal.id, plan_id: 1, description: 'Utilizará oraciones de 4 a 5 palabras en 8 de 10 oportunidades.', measurement_type_id: 1, sort_index: index })),
  )
  const achievements = objectives.map((objective) => ({ id: objective.id, objective_id: objective.id, discussion_id: 1, period_id: 1, progress_level_id: 1, comments: 'Trabaja con entusiasmo; requiere recordatorios.' }))
  const signature = (id: number, role: 'authorized' | 'provider' | 'supervisor', covers: 'achievement' | 'discussion', achievementId: number | null) => ({
    id, plan_id: 1, discussion_id: 1, achievement_id: achievementId, role, covers,
    user_id: role === 'authorized' ? null : role === 'provider' ? 1 : 2, initials: role === 'authorized' ? 'MLR' : null, guest_link_id: role === 'authorized' ? 1 : null,
    signed_at: at, client_address: '10.0.0.12', content_hash: hash(id), voided_at: null, voided_reason: null,
  })
  const signatures = [
    ...achievements.map((row, index) => signature(index + 1, 'authorized', 'achievement', row.id)),
    signature(7, 'authorized', 'discussion', null),
    signature(8, 'provider', 'discussion', null),
    signature(9, 'supervisor', 'discussion', null),
  ]
  const discussions = periods.map((period) => ({ id: period.id, plan_id: 1, period_id: period.id, state: period.id === 1 ? 'supervisor_signed' : 'draft', achievements_summary: period.id === 1 ? 'Progreso constante en las metas trabajadas.' : null, unreachable_form_id: null }))
  return {
    plan: { id: 1, uuid: '67f89e59-bae9-4935-8928-7f9c3fd97b8e', referral_id: 1, status_id: 2 },
    header: {
      student_name: 'José Ángel Muñoz Ibáñez', sie_number: '40000000', referral_number: '2025-01-000001', service_name: 'Terapia del habla y lenguaje',
      location_name: 'Esc. Luis Muñoz Rivera', customer_name: 'ORE San Juan', provider_id: 1, provider_name: 'Marisol Rivera Torres', academic_year_name: '2025-2026',
    },
    tree: { assessments: [{ id: 1, description: 'Evaluación de habla y lenguaje: rezago leve en lenguaje expresivo.' }], goals, objectives, achievements, discussions, signatures, periods },
    names: new Map([[1, 'Marisol Rivera Torres'], [2, 'Ana Luisa Colón Vázquez']]),
    supervisors: ['Ana Luisa Colón Vázquez'],
    measurementName: new Map([[1, 'Porcentaje de ejecución']]),
    levelName: new Map([[1, 'Progreso moderado']]),
    images: new Map(),
    unreachable: new Map(),
    certification: null,
  } as unknown as PlanPdfData
}

export async function measurePlanPdf(): Promise<Record<string, string>> {
  const data = syntheticPlan()
  const draw = () => renderPdf({ companyName: 'Servicios Terapéuticos del Caribe, Inc.', title: 'Plan de intervención', documents: planDocuments(data, at) })
  const first = await draw()
  const start = performance.now()
  for (let index = 0; index < PLANS; index++) await draw()
  const elapsed = performance.now() - start
  const { totalPages, text } = await extractText(first.slice(), { mergePages: true })
  return {
    document: 'plan + signature certificate (pdfkit)',
    pages: String(totalPages),
    [`${PLANS} plans`]: `${elapsed.toFixed(0)} ms`,
    'per plan': `${(elapsed / PLANS).toFixed(1)} ms`,
    'output size': `${(first.length / 1024).toFixed(1)} KB`,
    'hashes read back': text.includes(hash(9)) ? 'yes' : 'NO',
  }
}
