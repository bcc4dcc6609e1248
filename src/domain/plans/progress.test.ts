import { describe, expect, it } from 'vitest'
import { dayDate, dayNumber, objectiveChart, periodDates, progressOnDevice, suggestionFor, type DevicePlan, type DeviceSession, type PlanProgress } from './progress'

const LEVELS = [11, 12, 13, 14, 15] // No iniciado … Logrado, in their order

const plan: DevicePlan = {
  id: 7,
  periods: [
    { id: 1, ...periodDates('2025-07-01', 1, 6) },
    { id: 2, ...periodDates('2025-07-01', 7, 12) },
  ],
  goals: [
    {
      id: 3,
      objectives: [
        {
          id: 30,
          description: 'Articula /r/',
          measurement_type_id: 1,
          target: 80,
          achievements: [{ period_id: 1, progress_level_id: 14 }],
        },
        {
          id: 31,
          description: 'Pide ayuda',
          measurement_type_id: 4,
          target: null,
          achievements: [],
        },
        // Written offline: not numbered yet, so no session can hold data for it.
        {
          id: null,
          description: 'Nuevo',
          measurement_type_id: 1,
          target: 50,
          achievements: [],
        },
        // A type whose kind the device does not know.
        {
          id: 32,
          description: 'Tipo sin clase',
          measurement_type_id: 99,
          target: 3,
          achievements: [],
        },
      ],
    },
  ],
}

const kinds: Record<number, 'percentage' | 'level'> = {
  1: 'percentage',
  4: 'level',
}

function session(id: string, date: string, data: { objective_id: number; value: number; note?: string }[], extra: Partial<DeviceSession> = {}): DeviceSession {
  return {
    id,
    date,
    time: '09:00',
    deleted: false,
    visits: [{ student_id: 1, referral_id: 2, objective_data: data }],
    server: null,
    ...extra,
  }
}

const build = (sessions: DeviceSession[]) =>
  progressOnDevice({
    plan,
    sessions,
    kindOf: (id) => kinds[id] ?? null,
    levelIds: LEVELS,
  })

describe('periodDates', () => {
  it("gives a period's first and last day from the academic year's months", () => {
    expect(periodDates('2025-07-01', 1, 6)).toEqual({
      start_date: '2025-07-01',
      end_date: '2025-12-31',
    })
    expect(periodDates('2025-07-01', 7, 12)).toEqual({
      start_date: '2026-01-01',
      end_date: '2026-06-30',
    })
  })
})

describe('progressOnDevice', () => {
  it('shapes the points of her sessions as the server does: by date and time, deleted ones out, objectives known and numbered', () => {
    const progress = build([
      session('c', '2025-10-03', [{ objective_id: 30, value: 90 }]),
      session('a', '2025-09-01', [
        { objective_id: 30, value: 40, note: 'Con ayuda' },
        { objective_id: 31, value: 2 },
      ]),
      session('x', '2025-09-15', [{ objective_id: 30, value: 100 }], {
        deleted: true,
      }),
      session('b', '2025-09-01', [{ objective_id: 30, value: 60 }], {
        time: '10:00',
      }),
      session('d', '2026-02-02', [{ objective_id: 30, value: 85 }]),
    ])
    expect(progress.plan_id).toBe(7)
    expect(progress.objectives.map((row) => [row.objective_id, row.kind, row.target])).toEqual([
      [30, 'percentage', 80],
      [31, 'level', null],
    ])
    expect(progress.objectives[0]!.points).toEqual([
      { date: '2025-09-01', session_id: 'a', value: 40, note: 'Con ayuda' },
      { date: '2025-09-01', session_id: 'b', value: 60, note: null },
      { date: '2025-10-03', session_id: 'c', value: 90, note: null },
      { date: '2026-02-02', session_id: 'd', value: 85, note: null },
    ])
    // First period: 1 of 3 at or above 80 → Progreso mínimo; the chosen one is the achievement's.
    expect(progress.periods[0]).toEqual({
      period_id: 1,
      start_date: '2025-07-01',
      end_date: '2025-12-31',
      objectives: [
        {
          objective_id: 30,
          suggested_progress_level_id: 12,
          chosen_progress_level_id: 14,
        },
        {
          objective_id: 31,
          suggested_progress_level_id: null,
          chosen_progress_level_id: null,
        },
      ],
    })
    // Second period: its one point meets the target, and it is the last → Logrado.
    expect(progress.periods[1]!.objectives[0]).toEqual({
      objective_id: 30,
      suggested_progress_level_id: 15,
      chosen_progress_level_id: null,
    })
  })

  it("reads a visit's data from the server's copy when the device's visit does not carry the list", () => {
    const copy = session('s', '2025-09-01', [])
    const fromServer: DeviceSession = {
      ...copy,
      visits: [{ student_id: 1, referral_id: 2 }],
      server: {
        visits: [
          {
            student_id: 1,
            referral_id: 2,
            objective_data: [{ objective_id: 30, value: 70 }],
          },
        ],
      },
    }
    expect(build([fromServer]).objectives[0]!.points).toEqual([{ date: '2025-09-01', session_id: 's', value: 70, note: null }])
    // Her own latest version wins, even an empty list (she removed the data).
    expect(
      build([
        {
          ...fromServer,
          visits: [{ student_id: 1, referral_id: 2, objective_data: [] }],
        },
      ]).objectives[0]!.points,
    ).toEqual([])
  })

  it('leaves out a period whose days the copy does not carry', () => {
    const old = progressOnDevice({
      plan: { ...plan, periods: [{ id: 1 }] },
      sessions: [],
      kindOf: (id) => kinds[id] ?? null,
      levelIds: LEVELS,
    })
    expect(old.periods).toEqual([])
  })
})

const progress: PlanProgress = build([
  session('a', '2025-09-01', [{ objective_id: 30, value: 85 }]),
  session('b', '2025-09-02', [{ objective_id: 30, value: 70 }]),
  session('c', '2025-09-03', [{ objective_id: 30, value: 80 }]),
  session('d', '2025-09-04', [{ objective_id: 30, value: 90 }]),
  session('e', '2025-09-05', [{ objective_id: 30, value: 95 }]),
  session('f', '2025-09-08', [{ objective_id: 30, value: 100 }]),
])

describe('suggestionFor', () => {
  it('gives the suggested level with the counts of its explanation: the last five points of the period', () => {
    // Last 5: 70, 80, 90, 95, 100 → 4 of 5 at or above 80, the last one too → Logrado.
    expect(suggestionFor(progress, 1, 30)).toEqual({
      progress_level_id: 15,
      met: 4,
      count: 5,
    })
  })
  it('gives none without points in the period, without a target, or for an unknown objective', () => {
    expect(suggestionFor(progress, 2, 30)).toBeNull()
    expect(suggestionFor(progress, 1, 31)).toBeNull()
    expect(suggestionFor(progress, 1, 999)).toBeNull()
  })
})

describe('objectiveChart', () => {
  it("places the points by day, with the kind's range, the target and the periods", () => {
    const chart = objectiveChart(progress.objectives[0]!, progress.periods)
    expect(chart.points.map((point) => [dayDate(point.day), point.value, point.meetsTarget])).toEqual([
      ['2025-09-01', 85, true],
      ['2025-09-02', 70, false],
      ['2025-09-03', 80, true],
      ['2025-09-04', 90, true],
      ['2025-09-05', 95, true],
      ['2025-09-08', 100, true],
    ])
    expect(chart.valueDomain).toEqual([0, 100])
    expect(chart.target).toBe(80)
    expect(chart.periods.map((period) => [period.period_id, dayDate(period.start), dayDate(period.end)])).toEqual([
      [1, '2025-07-01', '2025-12-31'],
      [2, '2026-01-01', '2026-06-30'],
    ])
    expect(chart.dayDomain).toEqual([dayNumber('2025-07-01'), dayNumber('2026-06-30')])
  })

  it('ends a count axis just above its data and target, and a level axis at 1–5', () => {
    const count = objectiveChart(
      {
        objective_id: 1,
        goal_id: 1,
        description: 'x',
        measurement_type_id: 2,
        kind: 'count',
        target: 12,
        points: [{ date: '2025-09-01', session_id: 's', value: 7, note: null }],
      },
      [],
    )
    expect(count.valueDomain).toEqual([0, 13])
    expect(count.dayDomain).toEqual([dayNumber('2025-09-01'), dayNumber('2025-09-01')])
    const level = objectiveChart(
      {
        objective_id: 1,
        goal_id: 1,
        description: 'x',
        measurement_type_id: 4,
        kind: 'level',
        target: null,
        points: [],
      },
      [],
    )
    expect(level).toMatchObject({
      valueDomain: [1, 5],
      target: null,
      points: [],
    })
  })
})
