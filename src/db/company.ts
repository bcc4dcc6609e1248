import type { Company } from '../domain/company'
import { db } from './database'

export function readCompany(): Promise<Company | undefined> {
  return db.company.get('current').then((record) => record?.company)
}

export async function saveCompany(company: Company, now = new Date()): Promise<void> {
  await db.company.put({ key: 'current', company, fetchedAt: now.toISOString() })
}
