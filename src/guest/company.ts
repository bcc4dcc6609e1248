import { useEffect, useState } from 'react'
import { guestRequest } from './api'

/** The company a guest page is branded with (its band carries the name, logo and colour). */
export interface GuestCompany {
  name: string
  short_name: string
  colors: { primary: string }
}

/** Dark text on a light brand colour, white on a dark one: the band stays readable (WCAG contrast). */
export function textColorOn(background: string): string {
  const hex = /^#?([0-9a-f]{6})$/i.exec(background.trim())?.[1]
  if (!hex) return '#ffffff'
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
  // White reaches 4.5:1 only on colours darker than about 0.18 luminance.
  return luminance > 0.18 ? '#1a1a1a' : '#ffffff'
}

function applyBrand(company: GuestCompany): void {
  document.title = company.short_name
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', company.colors.primary)
  document.documentElement.style.setProperty('--brand', company.colors.primary)
  document.documentElement.style.setProperty('--brand-text', textColorOn(company.colors.primary))
}

/** The company, fetched once; null until it arrives (or when it cannot: the page works without it). */
export function useGuestCompany(): GuestCompany | null {
  const [company, setCompany] = useState<GuestCompany | null>(null)
  useEffect(() => {
    let live = true
    guestRequest<GuestCompany>('/company')
      .then((answer) => {
        if (!live) return
        applyBrand(answer)
        setCompany(answer)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  return company
}
