/** The password of every demo account (README "Demo accounts"). */
export const DEMO_PASSWORD = 'demo1234'
