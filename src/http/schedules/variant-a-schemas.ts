/**
 * The contract's Variant A (shows-nested paths, playlists and notes) over the same schemas as Variant
 * B: only the names differ (defaultPlaylistId, playlistId, noteId, automationId) and `notes` and
 * `playlists` come in.
 */
import { type Static, Type } from 'typebox'
import { ClosedObject, IdSchema, Nullable, NullableId } from '../common/schemas.ts'
import {
  CollisionSchema,
  ConflictResponse,
  DryRunResponse,
  ProjectedSchema,
  ResolutionBody,
} from './conflict-schemas.ts'
import { exampleSchedule, ScheduleInput, ScheduleSchema, UpdatedScheduleSchema } from './schemas.ts'

// Variant A names the show in the path, so its example schedule is Variant B's without `show`.
const { show: _exampleShow, ...exampleRuleOnly } = exampleSchedule

const { defaultMediaId: _media, show: _show, ...scheduleFields } = ScheduleInput.properties

export const ScheduleInputA = ClosedObject(
  {
    ...scheduleFields,
    show: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 2147483647, description: 'The show of the path (show_pk); may be left out' }),
    ),
    defaultPlaylistId: Type.Optional(NullableId),
    automationId: Type.Optional(
      Nullable(IdSchema, { description: 'Ignored (the answer gives null), so a schedule can be sent back as it came' }),
    ),
  },
  {
    title: 'ScheduleInputA',
    description: "Variant A's `schedule` object: Variant B's with defaultPlaylistId for defaultMediaId",
  },
)
export type ScheduleInputA = Static<typeof ScheduleInputA>

const HashTo = (what: string) =>
  Type.Record(Type.String({ maxLength: 64 }), IdSchema, {
    maxProperties: 5000,
    description: `Projected-timeslot hash → ${what}; entries may be left out`,
  })

const { mediaId: _mediaId, episodeId: _episodeId, ...collisionFields } = CollisionSchema.properties
export const CollisionA = Type.Object(
  { ...collisionFields, playlistId: NullableId, noteId: Type.Optional(IdSchema) },
  { title: 'CollisionA', description: 'An existing timeslot a projected one collides with (Variant A names)' },
)
export const ProjectedA = Type.Object(
  { ...ProjectedSchema.properties, collisions: Type.Array(CollisionA) },
  { title: 'ProjectedTimeslotA', description: 'A projected timeslot (Variant A names)' },
)

const { schedule: _schedule, projected: _projected, ...resolutionFields } = ResolutionBody.properties
export const ResolutionBodyA = ClosedObject(
  {
    schedule: ScheduleInputA,
    ...resolutionFields,
    projected: Type.Optional(
      Type.Array(ProjectedA, {
        maxItems: 5000,
        description: 'The `projected` of the 409 answer, sent back as it came',
      }),
    ),
    notes: Type.Optional(HashTo('the note (episode) of the timeslot created for it')),
    playlists: Type.Optional(HashTo('the playlist (media) of the timeslot created for it')),
  },
  {
    title: 'ScheduleRequestA',
    description:
      "Variant A's conflict-resolution structure: `schedule`, and to resolve a 409 `solutions`, with `notes` and `playlists`",
    example: {
      schedule: exampleRuleOnly,
    },
  },
)
export type ResolutionBodyA = Static<typeof ResolutionBodyA>

const { projected: _p, schedule: _s, ...conflictFields } = ConflictResponse.properties
export const ConflictResponseA = Type.Object(
  {
    ...conflictFields,
    projected: Type.Array(ProjectedA),
    schedule: ScheduleInputA,
    notes: Type.Optional(HashTo('note')),
    playlists: Type.Optional(HashTo('playlist')),
  },
  { title: 'ConflictA', description: 'Collisions need a solution (Variant A names): nothing was changed' },
)
export type ConflictResponseA = Static<typeof ConflictResponseA>

const { defaultMediaId: _d, ...storedFields } = ScheduleSchema.properties
const variantAFields = {
  defaultPlaylistId: NullableId,
  automationId: Nullable(IdSchema, { description: 'Always null (the contract does not say what it means)' }),
}
export const ScheduleSchemaA = Type.Object(
  { ...storedFields, ...variantAFields },
  { title: 'ScheduleA', description: 'A stored schedule (Variant A names)' },
)
const { defaultMediaId: _u, ...updatedFields } = UpdatedScheduleSchema.properties
export const UpdatedScheduleSchemaA = Type.Object(
  { ...updatedFields, ...variantAFields },
  { title: 'UpdatedScheduleA' },
)

export const DryRunResponseA = Type.Object(
  { ...DryRunResponse.properties, unresolved: Type.Array(ProjectedA) },
  { title: 'DryRunA', description: 'What the request would do (Variant A names); nothing was changed' },
)

// The show's parameter is `id` like the other /api/v1/shows/{id} routes (the router allows one name per
// position); it is the contract's show_pk.
const ShowPk = Type.Integer({ minimum: 1, maximum: 2147483647, description: "The contract's show_pk: the show's id" })
export const ShowSchedulesParams = ClosedObject({ id: ShowPk })
export const ShowScheduleParams = ClosedObject({ id: ShowPk, schedule_pk: IdSchema })
