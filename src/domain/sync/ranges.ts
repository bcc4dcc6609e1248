/** Ascending numbers as inclusive ranges `[from, to]` (the device's unsent sequences, the server's deliveries). */
export function asRanges(sorted: readonly number[]): [number, number][] {
  const ranges: [number, number][] = []
  for (const value of sorted) {
    const last = ranges.at(-1)
    if (last && value <= last[1] + 1) last[1] = Math.max(last[1], value)
    else ranges.push([value, value])
  }
  return ranges
}
