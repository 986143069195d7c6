import { type Static, Type } from 'typebox'
import { ClosedObject, LocalDateString } from '../common/schemas.ts'

export const WeekQuery = ClosedObject({
  week: Type.Optional({
    ...LocalDateString,
    description: 'Any station-local date of the week to show (Monday to Sunday); default: this week',
  }),
})
export type WeekQuery = Static<typeof WeekQuery>

export const ShowPageParams = ClosedObject({
  slug: Type.String({
    minLength: 1,
    maxLength: 100,
    pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
    description: "The show's slug",
  }),
})

export const NoQuery = ClosedObject({})

export const HtmlPage = Type.String({ description: 'An HTML page: no script, only public fields' })
