import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { saveSignIn } from '../../db/session'
import type { DocumentEvent } from '../../domain/workflows/types'
import type { ProviderBill } from '../../domain/provider-bills/types'
import { activateLocale } from '../../i18n/locale'

/**
 * Issue 23 item 4: in en-US a bill reads in English — its status, period (month), services and
 * durations and its history's statuses come from the server in the reader's language (the app
 * sends it as Accept-Language), the rest from the catalogs; dates stay MM/dd/yyyy.
 */

/** What the server answers, in the language asked for (server/i18n/reader-language.ts). */
function bill(english: boolean): ProviderBill {
  return {
    id: 41,
    provider_id: 1,
    provider_name: 'Marisol Rivera',
    period_id: 5,
    period_name: english ? 'October 2026' : 'octubre 2026',
    period_start: '2026-10-01',
    period_end: '2026-10-31',
    academic_year_id: 1,
    academic_year_name: '2026-2027',
    comment: null,
    total_cents: 9600,
    visit_count: 2,
    can_edit: false,
    can_delete: false,
    created_at: '2026-11-02T12:00:00.000Z',
    updated_at: '2026-11-03T12:00:00.000Z',
    created_by: 7,
    created_by_name: 'Gloria Vega',
    submitted_by: 7,
    submitted_by_name: 'Gloria Vega',
    submitted_at: '2026-11-02T15:00:00.000Z',
    approved_by: 8,
    approved_by_name: 'Luis Ortiz',
    approved_at: '2026-11-03T12:00:00.000Z',
    status: 'approved',
    status_name: english ? 'Approved' : 'Aprobada',
    hash: 'h1',
    allowed_actions: [],
    lines: [
      {
        id: 1,
        kind: 'visit',
        visit_id: 'v1',
        service_date: '2026-10-19',
        student_name: 'Ana Rivera',
        service_id: 3,
        service_name: english ? 'Speech and language therapy' : 'Terapia del habla y lenguaje',
        duration_id: 2,
        duration_name: english ? '45 minutes' : '45 minutos',
        purchasable_item_id: null,
        item_name: null,
        adjustment_type_id: null,
        adjustment_type_name: null,
        description: '',
        quantity: 1,
        rate_cents: 4800,
        amount_cents: 4800,
      },
    ],
  }
}

const events = (english: boolean): DocumentEvent[] => [
  { id: 1, action: 'create', from_status: null, from_status_name: null, to_status: 'draft', to_status_name: english ? 'Draft' : 'Borrador', comment: null, user_id: 1, user_name: 'Laura Santiago', at: '2026-11-02T12:00:00.000Z' },
  { id: 4, action: 'import-period-services', from_status: 'draft', from_status_name: english ? 'Draft' : 'Borrador', to_status: 'draft', to_status_name: english ? 'Draft' : 'Borrador', comment: null, user_id: 1, user_name: 'Laura Santiago', at: '2026-11-02T12:30:00.000Z' },
  { id: 2, action: 'submit', from_status: 'draft', from_status_name: english ? 'Draft' : 'Borrador', to_status: 'submitted', to_status_name: english ? 'Submitted' : 'Enviada', comment: null, user_id: 1, user_name: 'Laura Santiago', at: '2026-11-02T13:00:00.000Z' },
  { id: 3, action: 'approve', from_status: 'submitted', from_status_name: english ? 'Submitted' : 'Enviada', to_status: 'approved', to_status_name: english ? 'Approved' : 'Aprobada', comment: null, user_id: 2, user_name: 'Rosa Finanzas', at: '2026-11-03T12:00:00.000Z' },
]

afterEach(() => vi.restoreAllMocks())

describe('/finance/provider-bills/{id} in en-US', () => {
  it('shows the status, month, service, duration and history in English, dates as MM/dd/yyyy', async () => {
    await activateLocale('en-US')
    onTestFinished(() => activateLocale('es'))
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany({ ...company, modules: [...company.modules, { module_id: 'finance', name: 'Finanzas' }] })
    const api = fakeApi()
    const english = (headers: Headers) => headers.get('Accept-Language') === 'en-US'
    api.on('GET /provider-bills/41', ({ headers }) => ({ body: bill(english(headers)) }))
    api.on('GET /provider-bills/41/events', ({ headers }) => ({ body: events(english(headers)) }))
    renderApp('/finance/provider-bills/41')

    expect(await screen.findByText('Approved', {}, { timeout: 5000 })).toBeDefined()
    expect(screen.getByText('October 2026: 10/01/2026 – 10/31/2026')).toBeDefined()
    expect(screen.getByText(/Speech and language therapy · 45 minutes/)).toBeDefined()
    expect(screen.getByText('10/19/2026')).toBeDefined()
    const history = screen.getByRole('heading', { name: 'History' }).closest('section')!
    const entries = within(history)
      .getAllByTestId('document-event')
      .map((entry) => entry.querySelector('p')?.textContent)
    expect(entries).toEqual(['Bill prepared · Draft', 'Period services imported · Draft', 'Submit · Draft → Submitted', 'Approve · Submitted → Approved'])
    expect(screen.getAllByText(/November 2, 2026/).length).toBeGreaterThan(0)
    // Nothing of the Spanish bill is left on the page.
    expect(document.body.textContent).not.toMatch(/Aprobada|octubre|Terapia del|minutos|Borrador|Enviada/)
    expect(api.calls.filter((call) => call.path.startsWith('/provider-bills/41')).every((call) => call.headers.get('Accept-Language') === 'en-US')).toBe(true)
  }, 20_000)
})
