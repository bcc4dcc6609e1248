import { addCounts, type LineCounts } from '../../domain/billing/counts'
import type { SummaryLine } from '../../domain/billing/api'

/**
 * The rows of the period summary table: each customer's provider lines, then the customer's
 * subtotal (when it has more than one line), then the period's total. Subtotals are sums of the
 * lines above them, never figures of their own, so every row follows from the rows it closes.
 */
export type SummaryRow =
  | { kind: 'line'; key: string; line: SummaryLine; counts: LineCounts }
  | { kind: 'customer'; key: string; customer_name: string; counts: LineCounts }
  | { kind: 'period'; key: string; counts: LineCounts }

export function summaryRows(lines: readonly SummaryLine[]): SummaryRow[] {
  const byCustomer = new Map<number, SummaryLine[]>()
  for (const line of lines) byCustomer.set(line.customer_id, [...(byCustomer.get(line.customer_id) ?? []), line])
  const rows: SummaryRow[] = []
  for (const [customerId, group] of byCustomer) {
    for (const line of group) rows.push({ kind: 'line', key: `${line.customer_id}:${line.provider_id ?? ''}`, line, counts: line })
    if (group.length > 1) rows.push({ kind: 'customer', key: `customer:${customerId}`, customer_name: group[0]!.customer_name, counts: addCounts(group) })
  }
  if (lines.length > 0) rows.push({ kind: 'period', key: 'period', counts: addCounts(lines) })
  return rows
}

/** Of the visits missing, those of referrals no provider is assigned to yet (they wait for one). */
export const missingWithoutProvider = (lines: readonly SummaryLine[]) => lines.filter((line) => line.provider_id === null).reduce((sum, line) => sum + line.missing, 0)
