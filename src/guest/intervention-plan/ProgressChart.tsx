import { CartesianGrid, Line, LineChart, ReferenceLine, XAxis, YAxis } from 'recharts'
import { formatDate } from '../../kit/words/format-date'
import { KIND_RANGES } from '../../domain/plans/objective-data'
import type { GuestProgress } from '../../domain/plans/guest-view'

/**
 * One objective's values as a line over the plan's days, its target as a dashed line: recharts
 * alone (the guest entry carries no Chakra). This file is its own chunk, imported only after the
 * page has drawn (ProgressSection.tsx), so the page's first screen never waits on recharts. The
 * drawing is hidden from screen readers: the table under it carries the same numbers.
 */

const DAY = 86_400_000
const dayOf = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY
const isoOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10)

export function ProgressChart({ progress, from, to }: { progress: GuestProgress; from: string; to: string }) {
  const data = progress.points.map((point) => ({ day: dayOf(point.date), value: point.value }))
  const range = progress.kind === 'percentage' || progress.kind === 'level' ? KIND_RANGES[progress.kind] : { min: 0, max: Math.max(5, progress.target ?? 0, ...data.map((row) => row.value)) }
  const start = from ? dayOf(from) : (data[0]?.day ?? 0)
  const end = to ? dayOf(to) : (data.at(-1)?.day ?? start + 1)
  return (
    <div className="progress-chart" aria-hidden="true">
      <LineChart responsive accessibilityLayer={false} data={data} style={{ width: '100%', height: 200 }} margin={{ top: 8, right: 12, bottom: 4, left: -16 }}>
        <CartesianGrid stroke="#dde1e6" vertical={false} />
        <XAxis dataKey="day" type="number" domain={[start, end]} ticks={[start, Math.round((start + end) / 2), end]} tickFormatter={(day: number) => formatDate(isoOf(day))} tick={{ fontSize: 12 }} />
        <YAxis type="number" domain={[range.min, range.max]} allowDecimals={false} tick={{ fontSize: 12 }} />
        {progress.target !== null ? <ReferenceLine y={progress.target} stroke="#8a4500" strokeDasharray="6 4" /> : null}
        <Line type="linear" dataKey="value" stroke="#1f5f8b" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
      </LineChart>
    </div>
  )
}
