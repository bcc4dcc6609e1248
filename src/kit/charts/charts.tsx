import { Chart, useChart } from '@chakra-ui/charts'
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ReferenceArea, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts'

/** Axis numbers in short form (1,2 mil / 1.2K). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an Intl option, not text
const COMPACT: Intl.NumberFormatOptions = { notation: 'compact' }

/** The colours of a chart's series, in order (tokens of the app's theme, src/app/theme.ts). */
export const SERIES_COLORS = ['brand.solid', 'accent.solid', 'green.solid', 'danger.solid', 'gray.solid', 'orange.solid', 'blue.300', 'green.300'] as const

export interface BarSeries {
  key: string
  label: string
  color: string
  /** Bars with the same stack sit on each other. */
  stack?: string
}

/**
 * The tooltip's heading, formatted only when it is one of the chart's categories: Chakra's
 * tooltip also asks while no bar is hovered, with the placeholder "value", which a month
 * formatter cannot read — that threw and took the whole screen down once the charts drew.
 */
const labelOf = (label: unknown, categories: ReadonlySet<string>, format: (value: string) => string) => (categories.has(String(label)) ? format(String(label)) : '')

/** A bar chart of `data` by `category`, one bar (or stacked piece) per series. */
type Row = Record<string, unknown>

export function BarsChart({
  data,
  category,
  series,
  formatCategory,
}: {
  data: readonly object[]
  category: string
  series: BarSeries[]
  formatCategory?: (value: string) => string
}) {
  const categories = new Set(data.map((row) => String((row as Row)[category])))
  const chart = useChart<Row>({
    data: data as Row[],
    series: series.map((item) => ({ name: item.key, label: item.label, color: item.color, ...(item.stack ? { stackId: item.stack } : {}) })),
  })
  return (
    <Chart.Root maxH="sm" chart={chart}>
      {/* recharts 3 draws nothing without a size: `responsive` makes it measure the box Chart.Root
          gives it (full width, landscape, at most sm high) and follow it when the window changes.
          No accessibility layer: it makes the SVG a tab stop inside a figure hidden from screen
          readers (axe: aria-hidden-focus); the table beside the chart is the accessible form. */}
      <BarChart responsive accessibilityLayer={false} data={chart.data}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        <XAxis dataKey={chart.key(category)} tickLine={false} tickFormatter={formatCategory} />
        <YAxis tickLine={false} axisLine={false} tickFormatter={chart.formatNumber(COMPACT)} />
        <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={100} content={<Chart.Tooltip />} labelFormatter={formatCategory ? (label) => labelOf(label, categories, formatCategory) : undefined} />
        <Legend content={<Chart.Legend />} />
        {chart.series.map((item) => (
          <Bar
            key={String(item.name)}
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            fill={chart.color(item.color)}
            stackId={item.stackId}
          />
        ))}
      </BarChart>
    </Chart.Root>
  )
}

/** A band of the time axis (a plan period), shaded and named. */
export interface TimeBand {
  from: number
  to: number
  label: string
}

/**
 * One series of values over a numeric time axis (e.g. day numbers), drawn as points joined by a
 * line, with an optional reference value (a target: a dashed line) and bands (periods: shaded
 * areas, every other one darker so neighbours stay apart). The axis reads `x` through `formatX`.
 */
export function TimeValuesChart({
  data,
  x,
  y,
  label,
  xDomain,
  yDomain,
  formatX,
  reference,
  bands = [],
}: {
  data: readonly object[]
  x: string
  y: string
  label: string
  xDomain: [number, number]
  yDomain: [number, number]
  formatX: (value: number) => string
  reference?: { value: number; label: string }
  bands?: TimeBand[]
}) {
  const xValues = new Set(data.map((row) => Number((row as Row)[x])))
  const chart = useChart<Row>({ data: data as Row[], series: [{ name: y, label, color: SERIES_COLORS[0] }] })
  return (
    <Chart.Root maxH="sm" chart={chart}>
      {/* Measured and without an accessibility layer, as BarsChart is (see there). */}
      <LineChart responsive accessibilityLayer={false} data={chart.data} margin={{ top: 16, right: 16, left: 0, bottom: 0 }}>
        <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
        {bands.map((band, index) => (
          <ReferenceArea
            key={`${band.from}-${band.to}`}
            x1={band.from}
            x2={band.to}
            ifOverflow="hidden"
            fill={chart.color(index % 2 === 0 ? 'bg.muted' : 'bg.subtle')}
            fillOpacity={0.6}
            label={{ value: band.label, position: 'insideTopLeft', fill: chart.color('fg.muted'), fontSize: 12 }}
          />
        ))}
        <XAxis dataKey={x} type="number" domain={xDomain} tickLine={false} tickFormatter={formatX} />
        <YAxis type="number" domain={yDomain} allowDecimals={false} tickLine={false} axisLine={false} />
        {reference ? (
          <ReferenceLine
            y={reference.value}
            ifOverflow="extendDomain"
            stroke={chart.color('accent.solid')}
            strokeDasharray="6 4"
            label={{ value: reference.label, position: 'insideTopRight', fill: chart.color('fg'), fontSize: 12 }}
          />
        ) : null}
        <Tooltip animationDuration={100} content={<Chart.Tooltip />} labelFormatter={(value) => (xValues.has(Number(value)) ? formatX(Number(value)) : '')} />
        {chart.series.map((item) => (
          <Line
            key={String(item.name)}
            type="linear"
            isAnimationActive={false}
            dataKey={chart.key(item.name)}
            stroke={chart.color(item.color)}
            strokeWidth={2}
            dot={{ r: 4, fill: chart.color(item.color) }}
          />
        ))}
      </LineChart>
    </Chart.Root>
  )
}
