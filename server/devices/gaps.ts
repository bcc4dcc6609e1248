import type { SequenceGap } from '../../src/domain/sync/devices'

/**
 * The sequence numbers in [from, to] that are in none of `covered` (ranges delivered or still on
 * the device), as inclusive ranges. Pure, so the arithmetic of loss detection has its own tests.
 */
export function uncovered(from: number, to: number, covered: readonly (readonly [number, number])[]): SequenceGap[] {
  const sorted = [...covered].filter(([start, end]) => end >= from && start <= to).sort((a, b) => a[0] - b[0])
  const gaps: SequenceGap[] = []
  let next = from
  for (const [start, end] of sorted) {
    if (start > next) gaps.push({ from: next, to: Math.min(start - 1, to) })
    next = Math.max(next, end + 1)
    if (next > to) break
  }
  if (next <= to) gaps.push({ from: next, to })
  return gaps
}
