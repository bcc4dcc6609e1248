import { Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { DataTable, type DataColumn } from '../../../components/data-table'
import { formatDate } from '../../../domain/formats/dates'
import { dayDate, objectiveChart, type ChartPoint, type ObjectiveProgress, type PeriodProgress } from '../../../domain/plans/progress'
import { TimeValuesChart } from '../../../kit/charts/charts'
import { ChartFigure } from '../../../kit/charts/ChartFigure'
import { kindAxis, kindValue } from './progress-words'

/**
 * One objective's points over time, its target as a dashed line and the plan's periods as shaded
 * bands, with the table of the same points beside it (the chart's text alternative: the drawing
 * is hidden from screen readers by ChartFigure).
 */
export function ObjectiveProgressChart({
  objective,
  periods,
  periodName,
}: {
  objective: ObjectiveProgress
  periods: readonly PeriodProgress[]
  periodName: (periodId: number) => string
}) {
  const { t, i18n } = useLingui()
  const chart = objectiveChart(objective, periods)
  const value = (number: number) => kindValue(i18n, objective.kind, number)
  const periodOf = (point: ChartPoint) => chart.periods.find((period) => point.day >= period.start && point.day <= period.end)
  const columns: DataColumn<ChartPoint>[] = [
    { key: 'date', header: t`Fecha`, cell: (row) => formatDate(row.date) },
    {
      key: 'value',
      header: t`Valor`,
      numeric: true,
      cell: (row) => value(row.value),
    },
    {
      key: 'target',
      header: t`¿En la meta?`,
      cell: (row) => (row.meetsTarget === null ? '—' : row.meetsTarget ? t`Sí` : t`No`),
    },
    {
      key: 'period',
      header: t`Periodo`,
      cell: (row) => {
        const period = periodOf(row)
        return period ? periodName(period.period_id) : '—'
      },
    },
    { key: 'note', header: t`Nota`, cell: (row) => row.note ?? '' },
  ]
  const target = chart.target === null ? t`Sin meta` : t`Meta: ${value(chart.target)}`
  return (
    <ChartFigure
      title={objective.description}
      description={`${kindAxis(i18n, objective.kind)} · ${target}`}
      chart={
        // Without points the periods and the target still draw: where the data will go.
        chart.points.length === 0 && chart.periods.length === 0 ? null : (
          <TimeValuesChart
            data={chart.points}
            x="day"
            y="value"
            label={t`Valor`}
            xDomain={chart.dayDomain}
            yDomain={chart.valueDomain}
            formatX={(day) => formatDate(dayDate(day))}
            reference={chart.target === null ? undefined : { value: chart.target, label: t`Meta` }}
            bands={chart.periods.map((period) => ({
              from: period.start,
              to: period.end,
              label: periodName(period.period_id),
            }))}
          />
        )
      }
      table={
        <DataTable
          caption={t`Datos de ${objective.description}`}
          columns={columns}
          rows={chart.points}
          rowKey={(row) => row.session_id}
          empty={<Text color="fg.muted">{t`Sin datos registrados para este objetivo.`}</Text>}
        />
      }
    />
  )
}
