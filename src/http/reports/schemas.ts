import { type Static, Type } from 'typebox'
import { ClosedObject, Times, TimestampString, WindowQuery } from '../common/schemas.ts'

export const AirtimeQuery = ClosedObject({
  ...WindowQuery,
  groupBy: Type.Optional(
    Type.Union([Type.Literal('show'), Type.Literal('category'), Type.Literal('language'), Type.Literal('repetition')], {
      default: 'show',
      description:
        "What to total by: each show, each of the shows' categories or languages, or first broadcasts against repetitions",
    }),
  ),
})
export type AirtimeQuery = Static<typeof AirtimeQuery>

const hours = (what: string) =>
  Type.Number({ minimum: 0, description: `${what}, in hours (to the second: 4 decimals)` })
const count = (what: string) => Type.Integer({ minimum: 0, description: what })
const share = (what: string) =>
  Type.Number({ minimum: 0, maximum: 100, description: `${what}, percent of the total (2 decimals)` })

const Totals = {
  airedHours: hours('Time on air of timeslots that have started, clipped to the window and to now'),
  airedCount: count('Timeslots in the window that have started'),
  plannedHours: hours('Time of every timeslot in the window, aired or ahead, clipped to the window'),
  plannedCount: count('Timeslots in the window, aired or ahead (one split by an edge of the window counts once)'),
}

export const AirtimeGroupSchema = Type.Object(
  {
    key: Type.Union([Type.String(), Type.Null()], {
      description:
        'The show id (as text), category, language tag, or first/repetition; null: shows with no category or language',
    }),
    label: Type.String({
      description:
        'What a person reads: the show name, the category, the language tag, "First broadcast" or "Repetition"',
    }),
    ...Totals,
    airedPercent: share('Aired time'),
    plannedPercent: share('Planned time'),
  },
  { title: 'AirtimeGroup' },
)

export const AirtimeReportSchema = Type.Object(
  {
    ...Times,
    generatedAt: TimestampString,
    groupBy: Type.String(),
    total: Type.Object(Totals, { description: 'Every timeslot once: the whole of the percentages' }),
    groups: Type.Array(AirtimeGroupSchema, {
      description:
        'Longest planned time first. A show in several categories (languages) counts fully in each, so those percentages can add up to more than 100',
    }),
  },
  { title: 'AirtimeReport' },
)
export type AirtimeReportView = Static<typeof AirtimeReportSchema>
