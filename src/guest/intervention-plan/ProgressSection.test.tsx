import { I18nProvider } from '@lingui/react'
import { render, screen, waitFor, within } from '@testing-library/react'
import type { GuestPlan } from '../../domain/plans/guest-view'
import { beforeAll, describe, expect, it } from 'vitest'
import { activateGuestLanguage, i18n } from '../i18n'
import { guestPlanAnswer } from './plan-fixture'
import { ProgressSection } from './ProgressSection'

const draw = (plan: GuestPlan) =>
  render(
    <I18nProvider i18n={i18n}>
      <ProgressSection plan={plan} />
    </I18nProvider>,
  )

beforeAll(() => {
  activateGuestLanguage()
})

describe('the guest progress section', () => {
  it('lists each objective with the values recorded as a table of dates (MM/dd/yyyy) and values, and the target', async () => {
    const { container } = draw(guestPlanAnswer().plan)
    const section = screen.getByRole('region', { name: 'Progreso de los objetivos' })
    const tables = within(section).getAllByRole('table')
    // Two objectives have values; the one without says so.
    expect(tables).toHaveLength(2)
    const rows = within(tables[0]!).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
    expect(rows).toEqual([
      ['Fecha', 'Valor'],
      ['09/14/2026', '60 %'],
      ['10/05/2026', '75 %'],
      ['11/02/2026', '85 %'],
    ])
    expect(within(tables[0]!).getByText('Valores registrados: Utilizará oraciones de 4 a 5 palabras.')).toBeDefined()
    expect(within(tables[1]!).getByRole('cell', { name: '10/19/2026' })).toBeDefined()
    expect(within(section).getByText('Todavía no hay valores registrados.')).toBeDefined()
    expect(within(section).getByText(/Valor esperado: 80 %/)).toBeDefined()
    // The charts come after the first draw, hidden from screen readers (the tables carry the numbers).
    await waitFor(() => expect(container.querySelectorAll('.progress-chart')).toHaveLength(2))
    for (const chart of container.querySelectorAll('.progress-chart')) expect(chart.getAttribute('aria-hidden')).toBe('true')
  })

  it('shows nothing for a plan without objectives', () => {
    const plan = { ...guestPlanAnswer().plan, goals: [] }
    const { container } = draw(plan)
    expect(container.textContent).toBe('')
  })
})
