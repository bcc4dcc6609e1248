import { readFile } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { officeClient, type Account } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; each test states what it expects
type Loose = any

let t: TestApp
let api: ReturnType<typeof officeClient>
let png: Buffer
const MISSING = 2_147_483_646

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
}

/** A seeded current-year plan of a provider's referral whose first-semester discussion is in `state`. */
async function seededPlan(email: string, state: string) {
  const [row] = await rows<{ id: number }>(sql`select p.id from intervention_plans p
    join referrals r on r.id = p.referral_id join users u on u.provider_id = r.provider_id
    join plan_discussions d on d.plan_id = p.id join plan_periods pp on pp.id = d.period_id and pp.sort_index = 1
    join academic_years y on y.id = p.academic_year_id
    where u.email = ${email} and d.state = ${state} and p.status_id in (2, 3) and y.start_date <= '2026-03-10' and y.end_date >= '2026-03-10'
    order by p.id limit 1`)
  return row!.id
}

async function plan(account: Account, id: number): Promise<Loose> {
  const answer = await api.get(account, `/api/intervention-plans/${id}`)
  expect(answer.status).toBe(200)
  return answer.body
}

const firstDiscussion = (detail: Loose) => detail.discussions.find((row: Loose) => row.period_id === detail.periods[0].id)

async function download(account: Account | null, path: string) {
  const response = account ? await t.authed(`/api${path}`, await api.token(account)) : await t.request(`/api${path}`)
  return response
}

/** The text of each page, whitespace collapsed, and the raw bytes. */
async function pdf(response: Response) {
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe('application/pdf')
  const bytes = new Uint8Array(await response.arrayBuffer())
  const { totalPages, text } = await extractText(bytes.slice(), { mergePages: false })
  const pages = text.map((page) => page.replace(/\s+/g, ' '))
  return { totalPages, pages, all: pages.join(' '), raw: Buffer.from(bytes).toString('latin1') }
}

const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1', PLAN_GUEST_MAX_REQUESTS: '1000' } })
  api = officeClient(t)
  png = await readFile(new URL('../branding/terapias-caribe/favicon.png', import.meta.url))
})
afterAll(() => t?.close())

describe('GET /download-pdf/intervention-plans/{id}', () => {
  it('prints the plan in Spanish: student, goals, objectives, achievements with initials, and a signature certificate with every hash', async () => {
    const id = await seededPlan('terapeuta@example.com', 'supervisor_signed')
    const detail = await plan('provider', id)
    const response = await download('provider', `/download-pdf/intervention-plans/${id}`)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="plan-de-intervencion-/)
    const { pages, all } = await pdf(response)
    expect(pages[0]).toContain(`Plan de intervención: ${detail.student_name}`)
    expect(all).toContain(detail.service_name)
    expect(all).toContain(detail.academic_year_name)
    for (const goal of detail.goals) {
      expect(all).toContain(`Meta`)
      expect(all).toContain(goal.description.replace(/\s+/g, ' ').slice(0, 30))
    }
    expect(all).toContain('Nivel de progreso')
    expect(all).toContain('MLR')
    expect(all).toContain('Firmado por el supervisor (completo)')
    // The certificate is the last page, and lists every signature with its content hash.
    const last = pages.at(-1)!
    expect(last).toContain(`Certificado de firmas: ${detail.student_name}`)
    expect(last).toContain('AST')
    for (const discussion of detail.discussions) {
      for (const signature of discussion.signatures) expect(all).toContain(`SHA-256 del contenido: ${signature.content_hash}`)
    }
    expect(all).toContain('Persona autorizada')
    expect(all).toContain('Vigente')
    // Signed before any drawn signature existed: said so, never a blank box pretending one.
    expect(all).toContain('sin firma dibujada registrada a esa fecha')
  })

  it('marks voided signatures as such in the certificate', async () => {
    const id = await seededPlan('terapeuta@example.com', 'provider_signed')
    const before = await plan('provider', id)
    const objective = before.goals[0].objectives[0]
    const changed = await api.call('provider', 'PATCH', `/api/intervention-plans/objectives/${objective.id}`, { description: 'Leerá oraciones de 8 palabras.', hash: objective.hash })
    expect(changed.status).toBe(200)
    const { all } = await pdf(await download('provider', `/download-pdf/intervention-plans/${id}`))
    expect(all).toContain('ANULADA el')
    expect(all).toContain('el contenido cambió después de firmar')
    expect(all).toContain('Leerá oraciones de 8 palabras.')
    for (const signature of firstDiscussion(before).signatures) expect(all).toContain(signature.content_hash)
  })

  it('places the provider’s and the supervisor’s drawn signatures as they were when they signed', async () => {
    const id = await seededPlan('terapeuta@example.com', 'authorized_signed')
    expect((await api.call('provider', 'POST', '/api/user-signatures/', { image: dataUrl(png) })).status).toBe(201)
    expect((await api.call('supervisor', 'POST', '/api/user-signatures/', { image: dataUrl(png) })).status).toBe(201)
    const detail = await plan('provider', id)
    const discussion = firstDiscussion(detail)
    const provider = await api.call('provider', 'PATCH', `/api/intervention-plans/${id}/discussions/${discussion.id}/provider-signature`, { hash: discussion.hash })
    expect(provider.status).toBe(200)
    const unsigned = await pdf(await download('provider', `/download-pdf/intervention-plans/${id}`))
    // pdfkit writes a PNG with transparency as two image objects (the picture and its mask).
    // The company's wide logo heads every page: one PNG for the whole file, so two objects too.
    const images = (raw: string) => (raw.match(/\/Subtype \/Image/g)?.length ?? 0) - 2
    expect(images(unsigned.raw)).toBeGreaterThan(0)
    expect(unsigned.all).toMatch(/Firma del proveedor: Marisol/)
    expect(unsigned.all).toContain('Firma del supervisor: pendiente')
    const supervisor = await api.call('supervisor', 'PATCH', `/api/intervention-plans/${id}/discussions/${discussion.id}/supervisor-signature`, { hash: provider.body.hash })
    expect(supervisor.status).toBe(200)
    const signed = await pdf(await download('supervisor', `/download-pdf/intervention-plans/${id}`))
    expect(images(signed.raw)).toBe(2 * images(unsigned.raw))
    // The second period's discussion still waits for both; the first one no longer waits for the supervisor.
    const pending = (text: string) => text.split('Firma del supervisor: pendiente').length - 1
    expect(pending(signed.all)).toBe(pending(unsigned.all) - 1)
    expect(signed.all).toMatch(/Firma del supervisor: \S+/)
    for (const signature of supervisor.body.signatures) expect(signed.all).toContain(signature.content_hash)
  })

  it('adds the unreachable form and the certification form when asked', async () => {
    const id = await seededPlan('terapeuta@example.com', 'signature_requested')
    const detail = await plan('provider', id)
    const templates = (await api.get('provider', '/api/forms/templates')).body as { id: number; code: string }[]
    const unreachable = templates.find((row) => row.code === 'unreachable')!.id
    const form = await api.call('provider', 'POST', '/api/forms/', {
      template_id: unreachable,
      referral_id: detail.referral_id,
      values: { contact_attempts: '03/02 teléfono: no contestó.', last_attempt_date: '2026-03-05', last_contact_method: 'Carta' },
    })
    expect(form.status).toBe(201)
    const discussion = firstDiscussion(detail)
    const attached = await api.call('provider', 'PATCH', `/api/intervention-plans/discussions/${discussion.id}/attach-unreachable-form`, { form_id: form.body.id, hash: discussion.hash })
    expect(attached.status).toBe(200)

    const plain = await pdf(await download('provider', `/download-pdf/intervention-plans/${id}`))
    expect(plain.all).not.toContain('03/02 teléfono: no contestó.')
    expect(plain.all).not.toContain('Certificación:')
    const full = await pdf(await download('provider', `/download-pdf/intervention-plans/${id}?include_unreachable_form=true&include_certification_form=1`))
    expect(full.all).toContain(`Formulario de no localización: ${detail.student_name}`)
    expect(full.all).toContain('03/02 teléfono: no contestó.')
    expect(full.all).toContain('03/05/2026')
    // No certification form filled in yet: printed blank, to answer by hand.
    expect(full.all).toContain(`Certificación: ${detail.student_name}`)
    expect(full.all).toContain('Nombre de quien certifica')
    expect(full.pages.at(-1)).toContain('Certificado de firmas')
    expect(full.totalPages).toBeGreaterThan(plain.totalPages)
  })

  it('judges the query: a flag other than true/false/1/0 is 422 with a code', async () => {
    const id = await seededPlan('terapeuta@example.com', 'supervisor_signed')
    const answer = await api.get('provider', `/api/download-pdf/intervention-plans/${id}?include_certification_form=yes`)
    expect(answer).toMatchObject({ status: 422, body: { code: 'validation_failed', errors: { include_certification_form: 'invalid_value' } } })
  })
})

describe('who may print a plan', () => {
  it('the provider and her supervisor print hers; another provider gets what a missing plan gets', async () => {
    const id = await seededPlan('terapeuta@example.com', 'achievements_submitted')
    expect((await download('supervisor', `/download-pdf/intervention-plans/${id}`)).status).toBe(200)
    const theirs = await api.get('provider2', `/api/download-pdf/intervention-plans/${id}`)
    const missing = await api.get('provider2', `/api/download-pdf/intervention-plans/${MISSING}`)
    expect(theirs.status).toBe(404)
    expect(theirs.body).toEqual(missing.body)
    const batch = await api.get('provider2', `/api/download-pdf/intervention-plans/?id=${id}`)
    expect(batch).toEqual(missing)
  })

  it('staff with plans.read print; a customer-scoped account only its customer’s plans; nobody signed out', async () => {
    const id = await seededPlan('terapeuta@example.com', 'achievements_submitted')
    expect((await download('billing', `/download-pdf/intervention-plans/${id}`)).status).toBe(200)
    // The region account holds a read-only role for one customer only (seed: role Consulta).
    const planOf = async (inside: boolean) =>
      (await rows<{ id: number }>(sql`select p.id from intervention_plans p join referrals r on r.id = p.referral_id
        where (r.customer_id in (select ur.customer_id from user_roles ur join users u on u.id = ur.user_id where u.email = 'region@example.com')) = ${inside}
        order by p.id limit 1`))[0]!.id
    expect((await download('region', `/download-pdf/intervention-plans/${await planOf(true)}`)).status).toBe(200)
    const outside = await api.get('region', `/api/download-pdf/intervention-plans/${await planOf(false)}`)
    expect(outside).toEqual(await api.get('region', `/api/download-pdf/intervention-plans/${MISSING}`))
    expect((await download(null, `/download-pdf/intervention-plans/${id}`)).status).toBe(401)
    expect((await download(null, `/download-pdf/certification-forms/?referral_id=1&month=3&year=2026`)).status).toBe(401)
  })
})

describe('GET /download-pdf/intervention-plans/ (several plans)', () => {
  it('prints each plan with its own certificate, in the order asked', async () => {
    const first = await plan('provider', await seededPlan('terapeuta@example.com', 'supervisor_signed'))
    const second = await plan('provider', await seededPlan('terapeuta@example.com', 'achievements_submitted'))
    const response = await download('provider', `/download-pdf/intervention-plans/?id=${second.id},${first.id}&id=${second.id}`)
    expect(response.headers.get('Content-Disposition')).toMatch(/filename="planes-de-intervencion-2-planes.pdf"/)
    const { pages } = await pdf(response)
    const titles = pages.filter((page) => /Plan de intervención: /.test(page))
    expect(titles[0]).toContain(second.student_name)
    expect(pages.filter((page) => page.includes('Certificado de firmas')).length).toBe(2)
  })

  it('takes 1 to 50 ids: none, 51 or a malformed one is 422 with a code', async () => {
    for (const query of ['', '?id=', '?other=1']) {
      expect(await api.get('admin', `/api/download-pdf/intervention-plans/${query}`)).toMatchObject({ status: 422, body: { errors: { id: 'required' } } })
    }
    const ids = Array.from({ length: 51 }, (_, index) => index + 1).join(',')
    expect(await api.get('admin', `/api/download-pdf/intervention-plans/?id=${ids}`)).toMatchObject({ status: 422, body: { errors: { id: 'too_many_ids' } } })
    expect(await api.get('admin', '/api/download-pdf/intervention-plans/?id=1,abc')).toMatchObject({ status: 422, body: { errors: { 'id.1': 'invalid_id' } } })
  })
})

describe('GET /download-pdf/intervention-plans/acknowledgement-receipts', () => {
  it('prints a receipt per active plan the caller reaches, narrowed by service and region', async () => {
    const mine = await rows<{ id: number; service_id: number; customer_id: number }>(sql`select p.id, r.service_id, r.customer_id from intervention_plans p
      join referrals r on r.id = p.referral_id join users u on u.provider_id = r.provider_id
      join academic_years y on y.id = p.academic_year_id
      where u.email = 'terapeuta@example.com' and p.status_id in (2, 3) and y.end_date >= '2026-03-10' order by p.id`)
    expect(mine.length).toBeGreaterThan(0)
    const response = await download('provider', '/download-pdf/intervention-plans/acknowledgement-receipts')
    expect(response.headers.get('Content-Disposition')).toContain(`acuses-de-recibo-${mine.length}-planes.pdf`)
    const { totalPages, pages } = await pdf(response)
    expect(totalPages).toBe(mine.length)
    expect(pages[0]).toContain('Acuse de recibo del plan de intervención')
    expect(pages[0]).toContain('certifico que recibí copia del plan de intervención')

    const { service_id, customer_id } = mine[0]!
    const narrowed = mine.filter((row) => row.service_id === service_id && row.customer_id === customer_id).length
    const filtered = await pdf(await download('provider', `/download-pdf/intervention-plans/acknowledgement-receipts?service_id=${service_id}&region_id=${customer_id}`))
    expect(filtered.totalPages).toBe(narrowed)
  })

  it('answers 404 no_matching_plans when nothing matches, 422 for a malformed filter', async () => {
    expect(await api.get('admin', `/api/download-pdf/intervention-plans/acknowledgement-receipts?region_id=${MISSING}`)).toMatchObject({
      status: 404,
      body: { code: 'no_matching_plans' },
    })
    expect(await api.get('admin', '/api/download-pdf/intervention-plans/acknowledgement-receipts?service_id=x')).toMatchObject({
      status: 422,
      body: { errors: { service_id: 'invalid_id' } },
    })
  })
})

describe('GET /download-pdf/certification-forms/', () => {
  it('lists the referral’s sessions of the month and what was delivered', async () => {
    const [visit] = await rows<{ referral_id: number; date: string; number: string }>(sql`select v.referral_id, s.date::text as date, r.number from visits v
      join service_sessions s on s.id = v.session_id join referrals r on r.id = v.referral_id join users u on u.provider_id = r.provider_id
      where u.email = 'terapeuta@example.com' and s.deleted_at is null and r.status_id in (select id from referral_statuses where name = 'Activo')
      order by s.date desc limit 1`)
    expect(visit).toBeDefined()
    const [year, month, day] = visit!.date.split('-')
    const response = await download('provider', `/download-pdf/certification-forms/?referral_id=${visit!.referral_id}&month=${Number(month)}&year=${year}`)
    expect(response.headers.get('Content-Disposition')).toContain(`certificacion-${visit!.number}-${year}-${month}.pdf`)
    const { all } = await pdf(response)
    expect(all).toContain('Certificación de servicios de')
    expect(all).toContain(`${month}/${day}/${year}`)
    expect(all).toMatch(/se ofrecieron \d+ sesiones/)
    expect(all).toContain('Firma del director escolar')

    const theirs = await api.get('provider2', `/api/download-pdf/certification-forms/?referral_id=${visit!.referral_id}&month=${Number(month)}&year=${year}`)
    const missing = await api.get('provider2', `/api/download-pdf/certification-forms/?referral_id=${MISSING}&month=${Number(month)}&year=${year}`)
    expect(theirs.status).toBe(404)
    expect(theirs.body).toEqual(missing.body)
  })

  it('judges the query with codes', async () => {
    expect(await api.get('admin', '/api/download-pdf/certification-forms/?referral_id=1&month=13&year=2026')).toMatchObject({ status: 422, body: { errors: { month: 'invalid_month' } } })
    expect(await api.get('admin', '/api/download-pdf/certification-forms/?referral_id=1&month=3')).toMatchObject({ status: 422, body: { errors: { year: 'required' } } })
    expect(await api.get('admin', '/api/download-pdf/certification-forms/?month=3&year=26')).toMatchObject({ status: 422, body: { errors: { referral_id: 'required', year: 'invalid_year' } } })
  })
})

describe('attaching an unreachable form checks the form', () => {
  it('refuses a missing, unreachable, wrong-template or other-referral form with 422 codes', async () => {
    const id = await seededPlan('terapeuta@example.com', 'achievements_submitted')
    const detail = await plan('provider', id)
    const discussion = firstDiscussion(detail)
    const templates = (await api.get('provider', '/api/forms/templates')).body as { id: number; code: string }[]
    const code = (name: string) => templates.find((row) => row.code === name)!.id
    const values = { contact_attempts: 'Llamada sin respuesta.', last_attempt_date: '2026-03-05', last_contact_method: 'Teléfono' }
    const attach = (account: Account, formId: number) =>
      api.call(account, 'PATCH', `/api/intervention-plans/discussions/${discussion.id}/attach-unreachable-form`, { form_id: formId, hash: discussion.hash })

    expect(await attach('provider', MISSING)).toMatchObject({ status: 422, body: { errors: { form_id: 'unknown_reference' } } })

    const certification = await api.call('provider', 'POST', '/api/forms/', {
      template_id: code('certification'),
      referral_id: detail.referral_id,
      values: { certifier_name: 'Ana', certifier_role: 'Madre', certification_date: '2026-03-05', statement: true },
    })
    expect(certification.status).toBe(201)
    expect(await attach('provider', certification.body.id)).toMatchObject({ status: 422, body: { errors: { form_id: 'not_unreachable_form' } } })

    const [other] = await rows<{ id: number }>(sql`select r.id from referrals r join users u on u.provider_id = r.provider_id
      where u.email = 'terapeuta@example.com' and r.id <> ${detail.referral_id} order by r.id limit 1`)
    const elsewhere = await api.call('provider', 'POST', '/api/forms/', { template_id: code('unreachable'), referral_id: other!.id, values })
    expect(elsewhere.status).toBe(201)
    expect(await attach('provider', elsewhere.body.id)).toMatchObject({ status: 422, body: { errors: { form_id: 'other_referral' } } })

    // Carlos's form is out of Marisol's reach: answered as a missing one.
    const [carlosReferral] = await rows<{ id: number }>(sql`select r.id from referrals r join users u on u.provider_id = r.provider_id
      where u.email = 'terapeuta2@example.com' order by r.id limit 1`)
    const carlos = await api.call('provider2', 'POST', '/api/forms/', { template_id: code('unreachable'), referral_id: carlosReferral!.id, values })
    expect(carlos.status).toBe(201)
    expect(await attach('provider', carlos.body.id)).toEqual(await attach('provider', MISSING))

    const own = await api.call('provider', 'POST', '/api/forms/', { template_id: code('unreachable'), referral_id: detail.referral_id, values })
    expect(await attach('provider', own.body.id)).toMatchObject({ status: 200, body: { unreachable_form_id: own.body.id } })
  })
})
