import type { Context } from 'hono'
import { badRequest, invalid } from './errors'

/**
 * A spreadsheet upload's form: multipart/form-data with the file in `file`. Refused with a code
 * (400 invalid_request, 422 file: required) before anything reads the file; the other fields come
 * back as sent, for the route to validate.
 */
export async function uploadedForm(c: Context): Promise<{ file: File; fields: Record<string, unknown> }> {
  if (!(c.req.header('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw badRequest('invalid_request', 'Envíe el archivo como multipart/form-data en el campo file.')
  }
  const form = await c.req.parseBody().catch(() => {
    throw badRequest('invalid_request', 'El formulario enviado no se pudo leer.')
  })
  const { file, ...fields } = form
  if (!(file instanceof File)) throw invalid({ file: 'required' })
  return { file, fields }
}
