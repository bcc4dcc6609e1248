import { asc, eq } from 'drizzle-orm'
import type { Company, ModuleId } from '../../src/domain/company'
import type { Executor } from '../db/client'
import { companies, companyModules } from '../db/schema'

export async function loadCompany(db: Executor): Promise<Company | null> {
  const [company] = await db.select().from(companies).where(eq(companies.id, 1))
  if (!company) return null
  const modules = await db.select().from(companyModules).orderBy(asc(companyModules.module_id))
  return {
    name: company.name,
    short_name: company.short_name,
    home_dir: company.home_dir,
    colors: company.colors,
    compatibility_mode: company.compatibility_mode,
    modules: modules.map((module) => ({ module_id: module.module_id as ModuleId, name: module.name })),
  }
}
