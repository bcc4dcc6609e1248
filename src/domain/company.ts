/** The company running this deployment (spec §1): branding, modules and flags. */

export type ModuleId =
  | 'service-sessions'
  | 'billing'
  | 'finance'
  | 'intervention-plans'
  | 'evaluations'
  | 'referrals'
  | 'downloads'
  | 'tasks'
  | 'compensatory-services'
  | 'ai'

export interface CompanyModule {
  module_id: ModuleId
  name: string
}

export interface Company {
  name: string
  short_name: string
  home_dir: string
  colors: { primary: string; secondary: string }
  compatibility_mode: boolean
  modules: CompanyModule[]
}

/** The has-module check of spec §1: a feature is available only when its module is enabled. */
export function hasModule(company: Pick<Company, 'modules'> | null | undefined, moduleId: ModuleId): boolean {
  return company?.modules.some((module) => module.module_id === moduleId) ?? false
}
