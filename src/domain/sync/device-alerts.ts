/**
 * The alerts a device's health can carry (devices.ts). A module free of schemas: the /config/devices
 * route definition checks its address with them, and route definitions are part of every page's
 * first load.
 */
export const DEVICE_ALERTS = ['sequence_gap', 'stale_with_pending', 'oldest_pending_over_24h', 'not_persisted'] as const
export type DeviceAlert = (typeof DEVICE_ALERTS)[number]
