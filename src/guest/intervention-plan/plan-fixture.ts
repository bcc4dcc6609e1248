import type { GuestAchievement, GuestPlanAnswer } from '../../domain/plans/guest-view'

/** A plan as the guest call answers it: two goals, three objectives, the first semester waiting for her. */
export function guestPlanAnswer(change: { initials?: Array<string | null>; state?: string; accepted?: boolean } = {}): GuestPlanAnswer {
  const initials = change.initials ?? [null, null, null]
  const achievement = (id: number, level: string): GuestAchievement => ({
    id,
    period_id: 1,
    progress_level: level,
    comments: 'Trabaja con entusiasmo.',
    authorized_initials: initials[id - 101] ?? null,
    signed_at: initials[id - 101] ? `2026-11-2${id - 100}T14:00:00.000Z` : null,
    hash: `hash-${id}-${initials[id - 101] ?? 'open'}`,
  })
  return {
    link: { expires_at: '2026-12-20T15:00:00.000Z', expected_signer: 'Carmen Pérez' },
    plan: {
      uuid: '3f2c9a7e-1b2d-4c5e-8f90-123456789abc',
      status_id: 2,
      student_name: 'Ana Rivera',
      service_name: 'Terapia del habla',
      academic_year_name: '2026-2027',
      periods: [
        { id: 1, name: 'Primer semestre', start_date: '2026-07-01', end_date: '2026-12-31' },
        { id: 2, name: 'Segundo semestre', start_date: '2027-01-01', end_date: '2027-06-30' },
      ],
      student_assessments: [{ description: 'Rezago leve en lenguaje expresivo.' }],
      goals: [
        {
          description: 'Mejorará su comunicación expresiva.',
          objectives: [
            { description: 'Utilizará oraciones de 4 a 5 palabras.', measurement_type: 'Porcentaje de ejecución', achievements: [achievement(101, 'Logrado')],
              progress: {
                kind: 'percentage',
                target: 80,
                points: [
                  { date: '2026-09-14', value: 60 },
                  { date: '2026-10-05', value: 75 },
                  { date: '2026-11-02', value: 85 },
                ],
              },
            },
            { description: 'Iniciará una conversación con un compañero.', measurement_type: 'Frecuencia', achievements: [achievement(102, 'En progreso')], progress: { kind: 'count', target: 3, points: [] } },
          ],
        },
        {
          description: 'Fortalecerá la motricidad fina.',
          objectives: [
            {
              description: 'Trazará las letras de su nombre.',
              measurement_type: 'Nivel de ayuda',
              achievements: [achievement(103, 'Iniciado')],
              progress: { kind: 'level', target: 4, points: [{ date: '2026-10-19', value: 2 }] },
            },
          ],
        },
      ],
      discussions: [
        {
          period_id: 1,
          state: change.state ?? 'signature_requested',
          achievements_summary: 'Progreso constante en las metas trabajadas.',
          hash: `discussion-${initials.join('-')}`,
          signatures: change.accepted ? [{ role: 'authorized', initials: 'MLR', signed_at: '2026-11-24T15:30:00.000Z', voided: false }] : [],
        },
        { period_id: 2, state: 'draft', achievements_summary: null, hash: 'discussion-2', signatures: [] },
      ],
    },
  }
}
