/**
 * The company's branding images (spec §1: avatar, wide logo, tall logo under the company's home
 * directory), by their file names there. The server serves them at /branding/<name>
 * (server/web/branding.ts) from DATA_DIR/branding/<home_dir>/ or the built-in folder.
 */
export const BRANDING_FILES = {
  /** Square, small: the app bar. */
  avatar: 'avatar.png',
  /** The mark beside the name, wide: page and PDF headers (PNG for PDFs, SVG for screens). */
  wideLogo: 'logo-wide.svg',
  wideLogoPng: 'logo-wide.png',
  /** The mark above the name: the sign-in screen. */
  tallLogo: 'logo-tall.png',
} as const

export const brandingUrl = (file: (typeof BRANDING_FILES)[keyof typeof BRANDING_FILES]) => `/branding/${file}`
