import { t } from '@lingui/core/macro'

/** "Meta 1", "Meta 2"…: goals are numbered from one, in the plan's order. */
export function goalLabel(index: number): string {
  const number = index + 1
  return t`Meta ${number}`
}
