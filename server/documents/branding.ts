import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { BRANDING_FILES } from '../../src/domain/branding'
import type { AppDeps } from '../app-env'
import { loadCompany } from '../public/company'

/**
 * The company's identity for a PDF's header: its name and its wide logo (PNG: pdfkit draws PNG
 * and JPEG, not SVG), read from the company's home directory under the branding folders (a
 * deployment's own DATA_DIR/branding first), as the app's images are (server/web/branding.ts).
 * No logo found is not an error: the header then prints the name alone.
 */
export async function pdfHeaderOf(deps: Pick<AppDeps, 'db' | 'config'>): Promise<{ companyName: string; logo: Uint8Array | null }> {
  const company = await loadCompany(deps.db)
  if (!company) return { companyName: '', logo: null }
  for (const base of deps.config.brandingDirs) {
    const folder = path.resolve(base, company.home_dir)
    const file = path.resolve(folder, BRANDING_FILES.wideLogoPng)
    if (!file.startsWith(folder + path.sep)) break
    const bytes = await readFile(file).catch(() => null)
    if (bytes) return { companyName: company.name, logo: new Uint8Array(bytes) }
  }
  return { companyName: company.name, logo: null }
}
