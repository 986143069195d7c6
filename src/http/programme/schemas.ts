import { type Static, Type } from 'typebox'
import { LocalDateString } from '../common/schemas.ts'

export const WeekQuery = Type.Object(
  {
    week: Type.Optional({
      ...LocalDateString,
      description: 'Any station-local date of the week to show (Monday to Sunday); default: this week',
    }),
  },
  { additionalProperties: false },
)
export type WeekQuery = Static<typeof WeekQuery>

export const ShowPageParams = Type.Object(
  {
    slug: Type.String({
      minLength: 1,
      maxLength: 100,
      pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
      description: "The show's slug",
    }),
  },
  { additionalProperties: false },
)

export const NoQuery = Type.Object({}, { additionalProperties: false })

export const HtmlPage = Type.String({ description: 'An HTML page: no script, only public fields' })
