/**
 * The error registry: every error the API answers with is declared here once, with its status.
 * Services and db functions throw these; src/plugins/errors.ts turns them into the one JSON shape.
 */

export interface FieldProblem {
  /** Where in the request: `body/schedule/lastDate`, `querystring/limit`, `params/id`. */
  path: string
  message: string
}

export class AppError extends Error {
  readonly statusCode: number
  readonly code: string
  readonly fields: FieldProblem[] | undefined

  constructor(statusCode: number, code: string, message: string, fields?: FieldProblem[]) {
    super(message)
    this.name = 'AppError'
    this.statusCode = statusCode
    this.code = code
    this.fields = fields
  }
}

export class ValidationError extends AppError {
  constructor(code: string, message: string, fields?: FieldProblem[]) {
    super(400, code, message, fields)
    this.name = 'ValidationError'
  }
}

export class NotFoundError extends AppError {
  constructor(resource: string, id: number | string) {
    super(404, `ONAIR_${resource.toUpperCase()}_NOT_FOUND`, `${resource} ${id} does not exist`)
    this.name = 'NotFoundError'
  }
}

export class ConflictError extends AppError {
  constructor(code: string, message: string, fields?: FieldProblem[]) {
    super(409, code, message, fields)
    this.name = 'ConflictError'
  }
}

export class UnavailableError extends AppError {
  constructor(message: string) {
    super(503, 'ONAIR_UNAVAILABLE', message)
    this.name = 'UnavailableError'
  }
}

/** A bad environment variable: stops the start with a message naming it. */
export class ConfigError extends Error {
  readonly variable: string
  constructor(variable: string, message: string) {
    super(`${variable}: ${message}`)
    this.name = 'ConfigError'
    this.variable = variable
  }
}

/** A migration that could not be applied, or an applied one whose file changed. */
export class MigrationError extends Error {
  readonly migration: string
  constructor(migration: string, message: string) {
    super(`migration ${migration}: ${message}`)
    this.name = 'MigrationError'
    this.migration = migration
  }
}
