import { eq, sql } from 'drizzle-orm'
import { extractText } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { students } from '../db/schema'
import { officeClient, type Account } from '../test-support/office'
import { createTestApp, type TestApp } from '../test-support/test-app'

let t: TestApp
let api: ReturnType<typeof officeClient>

interface Facts {
  id: number
  number: string
  student_id: number
  service: string
  location: string
  customer: string
}

/** Marisol's referral (her student renamed with accents), a second one of hers, Carlos's, one each of San Juan and Bayamón. */
let marisol: Facts
let marisolOther: Facts
let carlos: Facts
let sanJuan: Facts
let bayamon: Facts
const MISSING = 2_147_483_646

const referralOf = async (where: ReturnType<typeof sql>, offset = 0) => {
  const result = (await t.db.execute(sql`select r.id, r.number, r.student_id, s.name as service, l.name as location, c.short_name as customer
    from referrals r join services s on s.id = r.service_id join locations l on l.id = r.location_id join customers c on c.id = r.customer_id
    where ${where} order by r.id limit 1 offset ${offset}`)) as unknown as { rows: Facts[] }
  return result.rows[0]!
}
const ofProvider = (email: string) => sql`r.provider_id = (select provider_id from users where email = ${email})`

beforeAll(async () => {
  t = await createTestApp()
  api = officeClient(t)
  marisol = await referralOf(ofProvider('terapeuta@example.com'))
  marisolOther = await referralOf(sql`${ofProvider('terapeuta@example.com')} and r.student_id <> ${marisol.student_id}`)
  carlos = await referralOf(ofProvider('terapeuta2@example.com'))
  sanJuan = await referralOf(sql`c.short_name = 'ORE San Juan'`)
  bayamon = await referralOf(sql`c.short_name = 'ORE Bayamón' and r.student_id <> ${marisol.student_id}`)
  await t.db.update(students).set({ first_name: 'José Ángel', last_name: 'Muñoz', second_last_name: 'Ibáñez' }).where(eq(students.id, marisol.student_id))
})
afterAll(() => t?.close())

const STUDENT = 'José Ángel Muñoz Ibáñez'

async function get(account: Account, path: string) {
  return t.authed(`/api/referrals${path}`, await api.token(account))
}

async function pagesOf(response: Response) {
  const { totalPages, text } = await extractText(new Uint8Array(await response.arrayBuffer()), { mergePages: false })
  return { totalPages, pages: text.map((page) => page.replace(/\s+/g, ' ')) }
}

const disposition = (name: string) => `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`

describe('one referral’s forms', () => {
  it.each([
    ['/label', 'rotulo', 'Rótulo del referido', []],
    ['/actions-log-form', 'registro-de-acciones', 'Registro de acciones', ['Acción realizada', 'Resultado o comentario', 'Iniciales']],
    ['/access-log-form', 'registro-de-acceso', 'Registro de acceso al expediente', ['Nombre', 'Puesto', 'Propósito', 'Firma']],
    ['/ongoing-service-certification', 'certificacion-de-servicio', 'Certificación de servicio continuo', ['Sesiones recibidas', 'Firma del director escolar']],
  ])('GET /referrals/{id}%s: a one-page PDF with the referral’s data and the form’s blank table', async (path, file, title, texts) => {
    const response = await get('admin', `/${marisol.id}${path}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Content-Disposition')).toBe(disposition(`${file}-${marisol.number}.pdf`))
    const { totalPages, pages } = await pagesOf(response)
    expect(totalPages).toBe(1)
    expect(pages[0]).toContain(`${title}: ${STUDENT}`)
    expect(pages[0]).toContain(`Número de referido ${marisol.number}`)
    expect(pages[0]).toContain(`Servicio ${marisol.service}`)
    expect(pages[0]).toContain(marisol.location)
    expect(pages[0]).toContain(`Región ${marisol.customer}`)
    expect(pages[0]).toMatch(/Proveedor Marisol/)
    for (const text of texts) expect(pages[0]).toContain(text)
  })

  it('takes the spec’s trailing slash (/label/) as the same call', async () => {
    const response = await get('admin', `/${marisol.id}/label/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
  })

  it('the certification says what it certifies, in Spanish', async () => {
    const { pages } = await pagesOf(await get('admin', `/${marisol.id}/ongoing-service-certification`))
    expect(pages[0]).toContain(`Certifico que ${STUDENT} continúa recibiendo el servicio`)
    expect(pages[0]).toContain(`del referido ${marisol.number}`)
  })
})

describe('the batches', () => {
  it.each([
    ['/progress-forms', 'informe-de-progreso', 'informes-de-progreso', 'Informe de progreso', 'Metas y progreso'],
    ['/actions-log-forms', 'registro-de-acciones', 'registros-de-acciones', 'Registro de acciones', 'Acción realizada'],
    ['/access-log-forms', 'registro-de-acceso', 'registros-de-acceso', 'Registro de acceso al expediente', 'Propósito'],
    ['/ongoing-service-certifications', 'certificacion-de-servicio', 'certificaciones-de-servicio', 'Certificación de servicio continuo', 'Sesiones ofrecidas'],
  ])('GET /referrals%s: one form per referral, a page each, in the order asked', async (path, file, batchFile, title, text) => {
    const one = await get('admin', `${path}?referral_id=${marisol.id}`)
    expect(one.status).toBe(200)
    expect(one.headers.get('Content-Disposition')).toBe(disposition(`${file}-${marisol.number}.pdf`))
    const single = await pagesOf(one)
    expect(single.totalPages).toBe(1)
    expect(single.pages[0]).toContain(`${title}: ${STUDENT}`)
    expect(single.pages[0]).toContain(text)

    const two = await get('admin', `${path}?referral_id=${bayamon.id}&referral_id=${marisol.id}`)
    expect(two.status).toBe(200)
    expect(two.headers.get('Content-Type')).toBe('application/pdf')
    expect(two.headers.get('Content-Disposition')).toBe(disposition(`${batchFile}-2-referidos.pdf`))
    const batch = await pagesOf(two)
    expect(batch.totalPages).toBe(2)
    expect(batch.pages[0]).toContain(`Número de referido ${bayamon.number}`)
    expect(batch.pages[1]).toContain(`Número de referido ${marisol.number}`)
  })

  it('reads a comma list as well as a repeated parameter, and prints a repeated id once', async () => {
    const comma = await pagesOf(await get('admin', `/progress-forms?referral_id=${marisol.id},${bayamon.id}`))
    expect(comma.totalPages).toBe(2)
    expect(comma.pages[0]).toContain(`Número de referido ${marisol.number}`)
    expect(comma.pages[1]).toContain(`Número de referido ${bayamon.number}`)
    const mixed = await pagesOf(await get('admin', `/progress-forms?referral_id=${marisol.id},${bayamon.id}&referral_id=${marisol.id}`))
    expect(mixed.totalPages).toBe(2)
  })

  it('takes 1 to 100 ids: none, 101 or a malformed one is 422 with a code', async () => {
    for (const query of ['', '?referral_id=', '?other=1']) {
      const none = await get('admin', `/progress-forms${query}`)
      expect(none.status).toBe(422)
      expect(await none.json()).toMatchObject({ code: 'validation_failed', errors: { referral_id: 'required' } })
    }
    const ids = (count: number) => Array.from({ length: count }, (_, index) => marisol.id + index).join(',')
    const tooMany = await get('admin', `/actions-log-forms?referral_id=${ids(101)}`)
    expect(tooMany.status).toBe(422)
    expect(await tooMany.json()).toMatchObject({ code: 'validation_failed', errors: { referral_id: 'too_many_ids' } })
    // 100 is within bounds: the answer is about the ids themselves (one of them is missing), not their count.
    expect((await get('admin', `/actions-log-forms?referral_id=${ids(99)},${MISSING}`)).status).toBe(404)
    const malformed = await get('admin', `/access-log-forms?referral_id=${marisol.id},abc`)
    expect(malformed.status).toBe(422)
    expect(await malformed.json()).toMatchObject({ code: 'validation_failed', errors: { 'referral_id.1': 'invalid_id' } })
    // Empty pieces are skipped, as a trailing comma.
    expect((await get('admin', `/access-log-forms?referral_id=${marisol.id},,${bayamon.id},`)).status).toBe(200)
  })

  it('answers an unknown id in a batch with 404, naming none of the others', async () => {
    const response = await get('admin', `/ongoing-service-certifications?referral_id=${marisol.id}&referral_id=${MISSING}`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ code: 'not_found', message: 'El referido no existe.' })
  })
})

describe('who may print', () => {
  it('a provider prints her own referral’s forms; another provider’s answer exactly as a missing one', async () => {
    expect((await get('provider', `/${marisol.id}/label`)).status).toBe(200)
    const batch = await get('provider', `/progress-forms?referral_id=${marisol.id},${marisolOther.id}`)
    expect(batch.status).toBe(200)
    expect((await pagesOf(batch)).totalPages).toBe(2)
    for (const path of ['/label', '/actions-log-form', '/access-log-form', '/ongoing-service-certification']) {
      const theirs = await get('provider2', `/${marisol.id}${path}`)
      const missing = await get('provider2', `/${MISSING}${path}`)
      expect(theirs.status).toBe(404)
      expect(await theirs.json()).toEqual(await missing.json())
    }
    for (const path of ['/progress-forms', '/actions-log-forms', '/access-log-forms', '/ongoing-service-certifications']) {
      const theirs = await get('provider2', `${path}?referral_id=${carlos.id},${marisol.id}`)
      const missing = await get('provider2', `${path}?referral_id=${carlos.id},${MISSING}`)
      expect(theirs.status).toBe(404)
      expect(await theirs.json()).toEqual(await missing.json())
      expect((await get('provider2', `${path}?referral_id=${carlos.id}`)).status).toBe(200)
    }
  })

  it('a customer-scoped account prints its customer’s referrals only', async () => {
    expect((await get('region', `/${sanJuan.id}/label`)).status).toBe(200)
    const other = await get('region', `/${bayamon.id}/label`)
    expect(other.status).toBe(404)
    expect(await other.json()).toEqual(await (await get('region', `/${MISSING}/label`)).json())
    expect((await get('region', `/progress-forms?referral_id=${sanJuan.id},${bayamon.id}`)).status).toBe(404)
  })

  it('refuses anyone not signed in', async () => {
    expect((await t.request(`/api/referrals/${marisol.id}/label`)).status).toBe(401)
    expect((await t.request(`/api/referrals/progress-forms?referral_id=${marisol.id}`)).status).toBe(401)
  })
})
