import { useLingui } from '@lingui/react/macro'
import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import { formatDate } from '../../kit/words/format-date'
import type { GuestPlan, GuestProgress } from '../../domain/plans/guest-view'
import { goalLabel } from './goal-label'

/** recharts is a chunk of its own, asked for only once the page has drawn and the section nears the screen (the 120 KB budget). */
const ProgressChart = lazy(() => import('./ProgressChart').then((module) => ({ default: module.ProgressChart })))

/** "85 %", "30 min", "3". */
function valueText(progress: GuestProgress, value: number): string {
  if (progress.kind === 'percentage') return `${value} %`
  if (progress.kind === 'minutes') return `${value} min`
  return String(value)
}

/**
 * The values the sessions recorded for each objective of the plan, read only: a chart (loaded
 * after the first screen) and the table of dates and values, which is what a screen reader reads.
 * The provider's notes on each value are not in the guest answer (server/plans/public-routes.ts).
 */
export function ProgressSection({ plan }: { plan: GuestPlan }) {
  const { t } = useLingui()
  // The charts are asked for after the first draw, never in it: once the section comes near the
  // screen (it is the page's last part, below the signing), so a guest who only signs never
  // downloads recharts (test/e2e/guest-plan.test.ts counts every script the page loads). Where
  // the browser cannot tell (no IntersectionObserver), right after the first draw.
  const section = useRef<HTMLElement>(null)
  const [charts, setCharts] = useState(false)
  useEffect(() => {
    const element = section.current
    if (!element || typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setCharts(true), 0)
      return () => clearTimeout(timer)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setCharts(true)
          observer.disconnect()
        }
      },
      // eslint-disable-next-line lingui/no-unlocalized-strings -- an observer option, not text
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  const objectives = plan.goals.flatMap((goal, goalIndex) => goal.objectives.map((objective, objectiveIndex) => ({ goal, goalIndex, objective, objectiveIndex })))
  if (objectives.length === 0) return null
  const from = plan.periods[0]?.start_date ?? ''
  const to = plan.periods.at(-1)?.end_date ?? ''
  return (
    <section aria-labelledby="progress" ref={section}>
      <h2 id="progress">{t`Progreso de los objetivos`}</h2>
      <p className="muted">{t`Los valores que su terapeuta registró en las sesiones. La línea discontinua es el valor esperado.`}</p>
      {objectives.map(({ goalIndex, objective, objectiveIndex }) => {
        const { progress } = objective
        const label = `${goalLabel(goalIndex)} · ${objectiveIndex + 1}`
        const target = progress.target === null ? '' : valueText(progress, progress.target)
        const description = objective.description
        return (
          <div className="goal progress" key={`${goalIndex}-${objectiveIndex}`}>
            <h3>
              <span className="eyebrow">{label}</span>
              {objective.description}
            </h3>
            <p className="muted">
              {objective.measurement_type}
              {progress.target !== null ? <> · {t`Valor esperado: ${target}`}</> : null}
            </p>
            {progress.points.length === 0 ? (
              <p>{t`Todavía no hay valores registrados.`}</p>
            ) : (
              <>
                {charts ? (
                  <Suspense fallback={null}>
                    <ProgressChart progress={progress} from={from} to={to} />
                  </Suspense>
                ) : null}
                <table className="progress-table">
                  <caption className="sr-only">{t`Valores registrados: ${description}`}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t`Fecha`}</th>
                      <th scope="col">{t`Valor`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {progress.points.map((point, index) => (
                      <tr key={index}>
                        <td>{formatDate(point.date)}</td>
                        <td>{valueText(progress, point.value)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            )}
          </div>
        )
      })}
    </section>
  )
}
