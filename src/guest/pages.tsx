import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { GUEST_ENTRY_PREFIXES } from '../domain/guest/entry'

/**
 * Which page the guest entry draws for an address: one row per prefix of GUEST_ENTRY_PREFIXES
 * (src/domain/guest/entry.ts), each page in its own chunk so one page never carries another's
 * code. A page gets the rest of the path (the link's uuid, or '' when there is none).
 */
type GuestPageComponent = ComponentType<{ rest: string }>

const PAGES: Record<(typeof GUEST_ENTRY_PREFIXES)[number], LazyExoticComponent<GuestPageComponent>> = {
  '/guest/intervention-plans': lazy(() => import('./intervention-plan/PlanPage').then((module) => ({ default: module.PlanPage }))),
  '/guest/service-forms': lazy(() => import('./service-form/ServiceFormPage').then((module) => ({ default: module.ServiceFormPage }))),
}

export function pageFor(pathname: string): { Page: LazyExoticComponent<GuestPageComponent>; rest: string } | null {
  const prefix = GUEST_ENTRY_PREFIXES.find((candidate) => pathname === candidate || pathname.startsWith(`${candidate}/`))
  if (!prefix) return null
  return { Page: PAGES[prefix], rest: pathname.slice(prefix.length).replace(/^\/+|\/+$/g, '') }
}
