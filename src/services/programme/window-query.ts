import { parseInstant, windowProblem } from '../../domain/time/window.ts'
import type { Interval } from '../../domain/types.ts'
import { AppError, ERRORS, fieldError } from '../../errors.ts'
import type { ServiceContext } from '../context.ts'

/** A window bound as an instant, or a 400 naming the field. */
export function instantOf(ctx: ServiceContext, value: string, field: string): number {
  const instant = parseInstant(value, ctx.config.stationTimeZone)
  if (instant === null) {
    throw fieldError(
      ERRORS.queryInvalid,
      field,
      "must be a real 'YYYY-MM-DD HH:MM:SS' (station time) or an ISO 8601 instant such as 2027-01-05T19:00:00Z",
    )
  }
  return instant
}

/** A window that ends after it starts, lies within years 1–9999 and spans at most MAX_WINDOW_DAYS, or a 400 naming the bound at fault. */
export function checkedWindow(ctx: ServiceContext, window: Interval): Interval {
  const problem = windowProblem(window, ctx.config.maxWindowDays, ctx.config.stationTimeZone)
  if (problem === null) return window
  const definition = problem.kind === 'tooLarge' ? ERRORS.windowTooLarge : ERRORS.windowInvalid
  throw new AppError(definition, problem.message, [{ path: problem.field, message: problem.fieldMessage }])
}

export function windowOf(ctx: ServiceContext, query: { start: string; end: string }): Interval {
  return checkedWindow(ctx, { start: instantOf(ctx, query.start, 'start'), end: instantOf(ctx, query.end, 'end') })
}
