// Generated from openapi/openapi.json by `npm run openapi` (openapi-typescript). Do not edit.

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database answers */
        get: operations["getReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/station": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The station's time zone, its offset now, and the station's clock
         * @description Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["getStation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shows": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List shows, ordered by id (deleted ones only with includeDeleted)
         * @description Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["listShows"];
        put?: never;
        /**
         * Create a show; the slug is derived from the name when absent
         * @description Needs: create shows (programme-manager, admin).
         */
        post: operations["createShow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shows/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One show
         * @description Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["getShow"];
        put?: never;
        post?: never;
        /**
         * Delete (archive) a show: its future timeslots go, aired ones stay readable (refused while timeslots lie ahead, unless force)
         * @description Needs: delete shows (programme-manager, admin).
         */
        delete: operations["deleteShow"];
        options?: never;
        head?: never;
        /**
         * Change a show: name, slug, description, isActive, defaultMediaId, ownerIds
         * @description Needs: change shows (hosts: their own, not their owners) (host, programme-manager, admin).
         */
        patch: operations["updateShow"];
        trace?: never;
    };
    "/api/v1/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List schedules, ordered by id (isActive: has timeslots ahead)
         * @description Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["listSchedules"];
        put?: never;
        /**
         * Create a schedule: project its timeslots, detect collisions, resolve them atomically
         * @description Without collisions the schedule and its timeslots are created at once (201). With collisions the answer is 409 with `projected`; send the same schedule again with one solution per colliding hash in `solutions`. `schedule.dryrun: true` answers 202 with what would happen and changes nothing.
         *
         *     Needs: create, update and end schedules (hosts: of their own shows) (host, programme-manager, admin).
         */
        post: operations["createSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/schedules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One schedule, in the shape POST answers
         * @description Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["getSchedule"];
        /**
         * Update a schedule (lastDate, firstDate later, exceptions, isRepetition, defaultMediaId, addDaysNo, addBusinessDaysOnly)
         * @description startTime, endTime, byWeekday, rrule, show and anchorDate cannot change ("This change on the timeslot is not allowed.", 400). The schedule's own future timeslots that are still projected stay as they are; those no longer projected are deleted; new ones are checked for collisions like on create. The result equals a fresh POST of the same data on the same anchor.
         *
         *     Needs: create, update and end schedules (hosts: of their own shows) (host, programme-manager, admin).
         */
        put: operations["updateSchedule"];
        post?: never;
        /**
         * Delete a schedule's future timeslots in one transaction; aired ones stay as history
         * @description Timeslots that have started stay. If there are any, the schedule stays too, ended: its lastDate becomes the day of its last aired timeslot. Otherwise the schedule is deleted.
         *
         *     Needs: create, update and end schedules (hosts: of their own shows) (host, programme-manager, admin).
         */
        delete: operations["deleteSchedule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/timeslots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The programme: every timeslot overlapping the window, ordered by start
         * @description start and end are station-local `YYYY-MM-DD HH:MM:SS` or ISO 8601 instants; the window may span at most MAX_WINDOW_DAYS days. showIds and scheduleIds are repeated or comma-separated. Paged: follow offset until total.
         *
         *     Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["listTimeslots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/timeslots/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The timeslot on air now (404 between timeslots)
         * @description Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["getCurrentTimeslot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/timeslots/next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The next timeslots that start after now, in order (no window needed)
         * @description Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["listNextTimeslots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/timeslots/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One timeslot
         * @description Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["getTimeslot"];
        put?: never;
        post?: never;
        /**
         * Cancel one broadcast: it becomes an exception of its schedule (refused with 409 once it has started: aired timeslots are history)
         * @description Needs: cancel timeslots (programme-manager, admin).
         */
        delete: operations["deleteTimeslot"];
        options?: never;
        head?: never;
        /**
         * Set a timeslot's mediaId, episodeId (an episode of its show) or memo
         * @description start and end change only through schedules (PUT /api/v1/schedules/{id}); sending them is a 400.
         *
         *     Needs: change timeslot content (hosts: of their own shows) (host, programme-manager, admin).
         */
        patch: operations["updateTimeslot"];
        trace?: never;
    };
    "/api/v1/timeslots.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The programme as an iCalendar feed (subscribe in a calendar client)
         * @description Same filters as listTimeslots. Times carry the station TZID with a matching VTIMEZONE. Without start/end the feed runs from 30 days ago to 180 days ahead.
         *
         *     Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["getTimeslotFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/episodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List episodes, ordered by id
         * @description Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["listEpisodes"];
        put?: never;
        /**
         * Create an episode of a show
         * @description Needs: create, change and delete episodes (hosts: of their own shows) (host, programme-manager, admin).
         */
        post: operations["createEpisode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/episodes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One episode
         * @description Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["getEpisode"];
        put?: never;
        post?: never;
        /**
         * Delete an episode; timeslots that carried it keep their place with episodeId null
         * @description Needs: create, change and delete episodes (hosts: of their own shows) (host, programme-manager, admin).
         */
        delete: operations["deleteEpisode"];
        options?: never;
        head?: never;
        /**
         * Change title or summary (an episode stays with its show)
         * @description Needs: create, change and delete episodes (hosts: of their own shows) (host, programme-manager, admin).
         */
        patch: operations["updateEpisode"];
        trace?: never;
    };
    "/api/v1/playout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What to air across a window: each timeslot with its media, and the gaps between them
         * @description mediaId is the timeslot's, else its schedule's defaultMediaId, else its show's defaultMediaId, else null; `source` says which. Uncovered stretches of the window (before, between and after timeslots) are gap items.
         *
         *     Needs: playout, for automation (every role).
         */
        get: operations["getPlayout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users, ordered by id
         * @description Needs: users, and the API tokens of every user (admin).
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a user (then give it a token with POST /api/v1/users/{id}/tokens)
         * @description Needs: users, and the API tokens of every user (admin).
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller: who the credential belongs to
         * @description Needs: the caller's own user and API tokens (every role).
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One user
         * @description Needs: users, and the API tokens of every user (admin).
         */
        get: operations["getUser"];
        put?: never;
        post?: never;
        /**
         * Delete a user: its tokens are revoked at once; its past changes keep its id and name
         * @description Needs: users, and the API tokens of every user (admin).
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        /**
         * Change name, role or OIDC subject (the last admin stays admin)
         * @description Needs: users, and the API tokens of every user (admin).
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/api/v1/users/{id}/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's API tokens (never their secrets)
         * @description Needs: the caller's own user and API tokens (every role).
         */
        get: operations["listTokens"];
        put?: never;
        /**
         * Create an API token; its secret (`token`) is in this answer only
         * @description Needs: the caller's own user and API tokens (every role).
         */
        post: operations["createToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API token: refused from the next request on, on every instance
         * @description Needs: the caller's own user and API tokens (every role).
         */
        delete: operations["revokeToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The change log: newest first, or oldest first after a cursor (optionally waiting for the next change)
         * @description Without `after`: newest first, page with `before=<next>`. With `after=<id>`: oldest first, page with `after=<next>`; add `wait=30` to hold the request until a change arrives (long-poll for clients without Server-Sent Events).
         *
         *     Needs: the change log and its live feed (every role).
         */
        get: operations["listChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/changes/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The change log as Server-Sent Events: one event per changeset summary, resumable with Last-Event-ID
         * @description Each event has `id:` = the changeset id, `event: change`, and the summary as JSON `data:`. After a dropped connection, reconnect with the Last-Event-ID header (EventSource does it) to receive every change since, without gaps.
         *
         *     Needs: the change log and its live feed (every role).
         */
        get: operations["streamChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/changes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One changeset with every row before and after
         * @description Needs: the change log and its live feed (every role).
         */
        get: operations["getChange"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/changes/{id}/revert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo a changeset in one transaction (itself a changeset, so it can be reverted again: redo)
         * @description Created rows go, changed rows get their old state, deleted rows come back with their ids, episode, media and memo. 409 when a row it touched was changed again since (the later changesets are named: revert those first), or when it would rewrite a timeslot that has started.
         *
         *     Needs: revert a change the caller could have made (host, programme-manager, admin).
         */
        post: operations["revertChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * Actor
         * @description Who made the change
         */
        Actor: {
            /** @description null for anonymous callers and the service itself */
            userId: number | null;
            /** @description The name at the time of the change (kept when the user is deleted) */
            name: string;
            /** @enum {string} */
            via: "token" | "oidc" | "anonymous" | "system";
        };
        /** ChangePage */
        ChangePage: {
            items: components["schemas"]["Changeset"][];
            /** @description The cursor for the next page (`after` when listing oldest first, `before` newest first); null: no more */
            next: number | null;
        };
        /**
         * Changeset
         * @description One committed write: who, when, what, and every row before and after
         */
        Changeset: {
            /** @description Grows with every committed write: a cursor for `after` and Last-Event-ID */
            id: number;
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            at: string;
            actor: components["schemas"]["Actor"];
            /** @description schedule.create, schedule.update, schedule.delete, timeslot.update, timeslot.delete, show.*, episode.*, change.revert */
            action: string;
            /** @description What the write did, in one sentence */
            summary: string;
            /** @description Shows whose rows it touched */
            showIds: number[];
            /** @description Schedules whose rows it touched */
            scheduleIds: number[];
            /** @description The request as it came (schedule and solutions; never secrets) */
            request: unknown;
            /** @description Every row the write touched, other shows' timeslots included */
            changes: components["schemas"]["RowChange"][];
        };
        /**
         * Collision
         * @description An existing timeslot a projected one collides with
         */
        Collision: {
            /** @description Database identifier */
            id: number;
            /**
             * @description Station-local wall-clock time, YYYY-MM-DD HH:MM:SS (STATION_TIME_ZONE)
             * @example 2027-01-05 20:00:00
             */
            start: string;
            /**
             * @description Station-local wall-clock time, YYYY-MM-DD HH:MM:SS (STATION_TIME_ZONE)
             * @example 2027-01-05 20:00:00
             */
            end: string;
            /**
             * Format: date-time
             * @description start as an ISO 8601 instant with the station's offset at that moment, e.g. 2027-10-31T01:00:00+02:00
             */
            startAt: string;
            /**
             * Format: date-time
             * @description end as an ISO 8601 instant with the station's offset at that moment, e.g. 2027-10-31T01:00:00+02:00
             */
            endAt: string;
            /** @description Database identifier */
            mediaId: number | null;
            /** @description Database identifier */
            show: number;
            showName: string;
            isRepetition: boolean;
            /** @description Database identifier */
            schedule: number;
            memo: string;
            /** @description Database identifier */
            episodeId?: number;
        };
        /**
         * Conflict
         * @description Collisions need a solution, or a solution was not usable: nothing was changed
         * @example {
         *       "detail": "1 projected timeslot collides; send a solution for each hash",
         *       "projected": [
         *         {
         *           "hash": "202701052000002027010521000041",
         *           "start": "2027-01-05 20:00:00",
         *           "end": "2027-01-05 21:00:00",
         *           "startAt": "2027-01-05T20:00:00+01:00",
         *           "endAt": "2027-01-05T21:00:00+01:00",
         *           "isPast": false,
         *           "collisions": [
         *             {
         *               "id": 7,
         *               "start": "2027-01-05 20:30:00",
         *               "end": "2027-01-05 22:00:00",
         *               "startAt": "2027-01-05T20:30:00+01:00",
         *               "endAt": "2027-01-05T22:00:00+01:00",
         *               "mediaId": null,
         *               "show": 2,
         *               "showName": "Night Talk",
         *               "isRepetition": false,
         *               "schedule": 3,
         *               "memo": ""
         *             }
         *           ],
         *           "solutionChoices": [
         *             "theirs",
         *             "ours",
         *             "theirs-end",
         *             "ours-end"
         *           ]
         *         }
         *       ],
         *       "solutions": {},
         *       "schedule": {
         *         "show": 1,
         *         "rrule": 4,
         *         "byWeekday": 1,
         *         "firstDate": "2027-01-05",
         *         "lastDate": "2027-06-29",
         *         "startTime": "20:00:00",
         *         "endTime": "21:00:00"
         *       }
         *     }
         */
        Conflict: {
            /** @description What the client has to do next */
            detail: string;
            projected: components["schemas"]["ProjectedTimeslot"][];
            /** @description The usable solutions sent (hash → solution), kept for the next try: fill in the rest and send the answer back */
            solutions: {
                [key: string]: components["schemas"]["Solution"];
            };
            schedule: components["schemas"]["ScheduleInput"];
            /** @description Extension: occurrences not projected (cancelled by an exception, or emptied by a daylight-saving change), with why */
            skipped?: components["schemas"]["SkippedOccurrence"][];
        };
        /**
         * DryRun
         * @description What the request would do; nothing was changed
         * @example {
         *       "create": [
         *         {
         *           "id": null,
         *           "start": "2027-01-05 20:00:00",
         *           "end": "2027-01-05 21:00:00",
         *           "startAt": "2027-01-05T20:00:00+01:00",
         *           "endAt": "2027-01-05T21:00:00+01:00",
         *           "show": 1,
         *           "schedule": null,
         *           "hash": "202701052000002027010521000041"
         *         }
         *       ],
         *       "update": [
         *         {
         *           "id": 7,
         *           "start": "2027-01-05 21:00:00",
         *           "end": "2027-01-05 22:00:00",
         *           "startAt": "2027-01-05T21:00:00+01:00",
         *           "endAt": "2027-01-05T22:00:00+01:00",
         *           "show": 2,
         *           "schedule": 3
         *         }
         *       ],
         *       "delete": [],
         *       "unresolved": []
         *     }
         */
        DryRun: {
            create: components["schemas"]["DryRunTimeslot"][];
            /** @description Existing timeslots with their new start and end */
            update: components["schemas"]["DryRunTimeslot"][];
            delete: components["schemas"]["DryRunTimeslot"][];
            /** @description Projected timeslots that still lack a usable solution (left out of create) */
            unresolved: components["schemas"]["ProjectedTimeslot"][];
            /** @description Extension: occurrences not projected (cancelled by an exception, or emptied by a daylight-saving change), with why */
            skipped?: components["schemas"]["SkippedOccurrence"][];
        };
        /**
         * DryRunTimeslot
         * @description A timeslot a dry run would create, change or delete
         */
        DryRunTimeslot: {
            /** @description null for a timeslot that does not exist yet */
            id: number | null;
            /**
             * @description Station-local wall-clock time, YYYY-MM-DD HH:MM:SS (STATION_TIME_ZONE)
             * @example 2027-01-05 20:00:00
             */
            start: string;
            /**
             * @description Station-local wall-clock time, YYYY-MM-DD HH:MM:SS (STATION_TIME_ZONE)
             * @example 2027-01-05 20:00:00
             */
            end: string;
            /**
             * Format: date-time
             * @description start as an ISO 8601 instant with the station's offset at that moment, e.g. 2027-10-31T01:00:00+02:00
             */
            startAt: string;
            /**
             * Format: date-time
             * @description end as an ISO 8601 instant with the station's offset at that moment, e.g. 2027-10-31T01:00:00+02:00
             */
            endAt: string;
            /** @description Database identifier */
            show: number;
            /** @description null: the schedule being created */
            schedule: number | null;
            /** @description The projected timeslot this comes from */
            hash?: string;
        };
        /** Episode */
        Episode: {
            /** @description Database identifier */
            id: number;
            /** @description Database identifier */
            showId: number;
            title: string;
            summary: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            updatedAt: string;
        };
        /**
         * EpisodeCreate
         * @example {
         *       "showId": 1,
         *       "title": "Live from the festival",
         *       "summary": ""
         *     }
         */
        EpisodeCreate: {
            /** @description Database identifier */
            showId: number;
            /** @description Episode title */
            title: string;
            summary?: string;
        };
        /** EpisodePage */
        EpisodePage: {
            items: components["schemas"]["Episode"][];
            total: number;
            limit: number;
            offset: number;
        };
        /**
         * EpisodeUpdate
         * @example {
         *       "title": "Blue Note Night"
         *     }
         */
        EpisodeUpdate: {
            /** @description Episode title */
            title?: string;
            summary?: string;
        };
        /**
         * Error
         * @description The one error shape of every 4xx/5xx answer
         */
        Error: {
            statusCode: number;
            /** @description HTTP reason phrase */
            error: string;
            /** @description Stable machine-readable code, ONAIR_* or FST_* */
            code: string;
            /** @description What went wrong, for a person */
            message: string;
            fields?: {
                /** @description Request part and JSON pointer, e.g. body/schedule/lastDate */
                path: string;
                message: string;
            }[];
        };
        /**
         * IssuedToken
         * @description A new API token with its secret
         */
        IssuedToken: {
            /** @description Database identifier */
            id: number;
            name: string;
            /** @description The first characters of the token, to tell tokens apart (the secret is never shown again) */
            prefix: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description Null: never expires
             */
            expiresAt: string | null;
            /**
             * Format: date-time
             * @description Last request with this token (to the minute); null: never used
             */
            lastUsedAt: string | null;
            /** @description The secret: shown only in this answer. Send it as `Authorization: Bearer <token>` */
            token: string;
        };
        /** NextTimeslots */
        NextTimeslots: {
            items: components["schemas"]["Timeslot"][];
        };
        /**
         * Playout
         * @description What to air in the window
         * @example {
         *       "start": "2027-01-05 19:00:00",
         *       "end": "2027-01-05 22:00:00",
         *       "startAt": "2027-01-05T19:00:00+01:00",
         *       "endAt": "2027-01-05T22:00:00+01:00",
         *       "items": [
         *         {
         *           "kind": "gap",
         *           "start": "2027-01-05 19:00:00",
         *           "end": "2027-01-05 20:00:00",
         *           "startAt": "2027-01-05T19:00:00+01:00",
         *           "endAt": "2027-01-05T20:00:00+01:00"
         *         },
         *         {
         *           "kind": "timeslot",
         *           "timeslotId": 41,
         *           "start": "2027-01-05 20:00:00",
         *           "end": "2027-01-05 21:00:00",
         *           "startAt": "2027-01-05T20:00:00+01:00",
         *           "endAt": "2027-01-05T21:00:00+01:00",
         *           "showId": 1,
         *           "showName": "Morning Jazz",
         *           "scheduleId": 4,
         *           "episodeId": null,
         *           "mediaId": 12,
         *           "source": "show"
         *         },
         *         {
         *           "kind": "gap",
         *           "start": "2027-01-05 21:00:00",
         *           "end": "2027-01-05 22:00:00",
         *           "startAt": "2027-01-05T21:00:00+01:00",
         *           "endAt": "2027-01-05T22:00:00+01:00"
         *         }
         *       ]
         *     }
         */
        Playout: {
            /**
             * @description Station-local wall-clock time, YYYY-MM-DD HH:MM:SS (STATION_TIME_ZONE)
             * @example 2027-01-05 20:00:00
             */
            start: string;
            /**
             * @description Station-local wall-clock time, YYYY-MM-DD HH:MM:SS (STATION_TIME_ZONE)
             * @example 2027-01-05 20:00:00
             */
            end: string;
            /**
             * Format: date-time
             * @description start as an ISO 8601 instant with the station's offset at that moment, e.g. 2027-10-31T01:00:00+02:00
             */
            startAt: string;
            /**
             * Format: date-time
             * @description end as an ISO 8601 instant with the station's offset at that moment, e.g. 2027-10-31T01:00:00+02:00
             */
            endAt: string;
            /** @description The whole window in order: every timeslot overlapping it (with its full start and end), and every uncovered stretch as a gap */
            items: components["schemas"]["PlayoutItem"][];
        };
        /**
         * PlayoutGap
         * @description A stretch of the window no timeslot covers
         */
        PlayoutGap: {
            /** @enum {string} */
            kind: "gap";
            /**
             * @description Station-local wall-clock time, YYYY-MM-DD HH:MM:SS (STATION_TIME_ZONE)
             * @example 2027-01-05 20:00:00
             */
            start: string;
            /**
             * @description Station-local wall-clock time, YYYY-MM-DD HH:MM:SS (STATION_TIME_ZONE)
             * @example 2027-01-05 20:00:00
             */
            end: string;
            /**
             * Format: date-time
             * @description start as an ISO 8601 instant with the station's offset at that moment, e.g. 2027-10-31T01:00:00+02:00
             */
            startAt: string;
            /**
             * Format: date-time
             * @description end as an ISO 8601 instant with the station's offset at that moment, e.g. 2027-10-31T01:00:00+02:00
             */
            endAt: string;
        };
        /**
         * PlayoutItem
         * @description A timeslot or a gap (by `kind`)
         */
        PlayoutItem: components["schemas"]["PlayoutTimeslot"] | components["schemas"]["PlayoutGap"];
        /**
         * PlayoutTimeslot
         * @description A timeslot to air, with the media resolved
         */
        PlayoutTimeslot: {
            /** @enum {string} */
            kind: "timeslot";
            /** @description Database identifier */
            timeslotId: number;
            /**
             * @description Station-local wall-clock time, YYYY-MM-DD HH:MM:SS (STATION_TIME_ZONE)
             * @example 2027-01-05 20:00:00
             */
            start: string;
            /**
             * @description Station-local wall-clock time, YYYY-MM-DD HH:MM:SS (STATION_TIME_ZONE)
             * @example 2027-01-05 20:00:00
             */
            end: string;
            /**
             * Format: date-time
             * @description start as an ISO 8601 instant with the station's offset at that moment, e.g. 2027-10-31T01:00:00+02:00
             */
            startAt: string;
            /**
             * Format: date-time
             * @description end as an ISO 8601 instant with the station's offset at that moment, e.g. 2027-10-31T01:00:00+02:00
             */
            endAt: string;
            /** @description Database identifier */
            showId: number;
            showName: string;
            /** @description Database identifier */
            scheduleId: number;
            /** @description Database identifier */
            episodeId: number | null;
            /** @description The timeslot's mediaId, else its schedule's defaultMediaId, else its show's defaultMediaId, else null */
            mediaId: number | null;
            /**
             * @description The level mediaId came from
             * @enum {string}
             */
            source: "timeslot" | "schedule" | "show" | "none";
        };
        /**
         * ProjectedTimeslot
         * @description A timeslot the schedule projects, with what it collides with and how that may be resolved
         */
        ProjectedTimeslot: {
            /** @description Stable key of this projected timeslot in `solutions` */
            hash: string;
            /**
             * @description Station-local wall-clock time, YYYY-MM-DD HH:MM:SS (STATION_TIME_ZONE)
             * @example 2027-01-05 20:00:00
             */
            start: string;
            /**
             * @description Station-local wall-clock time, YYYY-MM-DD HH:MM:SS (STATION_TIME_ZONE)
             * @example 2027-01-05 20:00:00
             */
            end: string;
            /**
             * Format: date-time
             * @description start as an ISO 8601 instant with the station's offset at that moment, e.g. 2027-10-31T01:00:00+02:00
             */
            startAt: string;
            /**
             * Format: date-time
             * @description end as an ISO 8601 instant with the station's offset at that moment, e.g. 2027-10-31T01:00:00+02:00
             */
            endAt: string;
            /** @description Starts before now: listed, never created */
            isPast: boolean;
            collisions: components["schemas"]["Collision"][];
            /** @description Why the given solution cannot be used; absent when none */
            error?: string;
            /** @description The solutions allowed for this timeslot (any order) */
            solutionChoices: components["schemas"]["Solution"][];
        };
        /**
         * Role
         * @description reader: every GET; host: also its own shows, their episodes, timeslots and schedules; programme-manager: every programme write; admin: also users and tokens
         */
        Role: "reader" | "host" | "programme-manager" | "admin";
        /**
         * RowChange
         * @description One row a changeset touched, before and after
         */
        RowChange: {
            /** @enum {string} */
            entity: "show" | "schedule" | "episode" | "timeslot";
            /** @description Database identifier */
            id: number;
            /** @description The whole row (null: did not exist); timestamps as ISO 8601 instants */
            before: {
                [key: string]: unknown;
            } | null;
            /** @description The whole row (null: did not exist); timestamps as ISO 8601 instants */
            after: {
                [key: string]: unknown;
            } | null;
        };
        /**
         * Schedule
         * @description A stored schedule
         * @example {
         *       "id": 4,
         *       "show": 1,
         *       "rrule": 4,
         *       "byWeekday": 1,
         *       "firstDate": "2027-01-05",
         *       "lastDate": "2027-06-29",
         *       "startTime": "20:00:00",
         *       "endTime": "21:00:00",
         *       "isRepetition": false,
         *       "defaultMediaId": null,
         *       "addDaysNo": null,
         *       "addBusinessDaysOnly": false,
         *       "anchorDate": "2027-01-05",
         *       "exceptions": [],
         *       "createdAt": "2027-01-01T09:00:00.000Z",
         *       "updatedAt": "2027-01-01T09:00:00.000Z"
         *     }
         */
        Schedule: {
            /** @description Database identifier */
            id: number;
            /** @description Database identifier */
            show: number;
            rrule: number;
            byWeekday: number | null;
            /**
             * @description Station-local date, YYYY-MM-DD
             * @example 2027-01-05
             */
            firstDate: string;
            /**
             * @description Station-local date, YYYY-MM-DD
             * @example 2027-01-05
             */
            lastDate: string;
            /**
             * @description Station-local time of day, HH:MM:SS
             * @example 20:00:00
             */
            startTime: string;
            /**
             * @description Station-local time of day, HH:MM:SS
             * @example 20:00:00
             */
            endTime: string;
            isRepetition: boolean;
            /** @description Database identifier */
            defaultMediaId: number | null;
            addDaysNo: number | null;
            addBusinessDaysOnly: boolean;
            /**
             * @description Station-local date, YYYY-MM-DD
             * @example 2027-01-05
             */
            anchorDate: string;
            /** @description Cancelled air dates (RFC 5545 EXDATE) */
            exceptions: string[];
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            updatedAt: string;
            /** @description Extension: occurrences not projected (cancelled by an exception, or emptied by a daylight-saving change), with why */
            skipped?: components["schemas"]["SkippedOccurrence"][];
        };
        /**
         * ScheduleInput
         * @description The contract's `schedule` object, sent in every POST and PUT
         */
        ScheduleInput: {
            /** @description The show the schedule belongs to */
            show: number;
            /** @description Recurrence rule id: 1 once, 2 daily, 3 business days, 4 weekly, 5 bi-weekly, 6 four-weekly, 7 even ISO weeks, 8 odd ISO weeks, 9-13 first to fifth weekday of the month, 14 last weekday of the month */
            rrule: number;
            /** @description Monday = 0 … Sunday = 6; required for rules 4-14 */
            byWeekday?: number | null;
            /**
             * @description Station-local date, YYYY-MM-DD
             * @example 2027-01-05
             */
            firstDate: string;
            /**
             * @description Station-local date, YYYY-MM-DD, inclusive; absent = the configured horizon (default: end of the current year)
             * @example 2027-06-29
             */
            lastDate?: string | null;
            /**
             * @description Station-local time of day, HH:MM:SS
             * @example 20:00:00
             */
            startTime: string;
            /** @description HH:MM:SS; earlier than startTime: the timeslot ends the next day */
            endTime: string;
            /** @description A repetition of an earlier broadcast. Absent: false */
            isRepetition?: boolean;
            /** @description Database identifier */
            defaultMediaId?: number | null;
            /** @description Days added to every generated date (a repetition the next day) */
            addDaysNo?: number | null;
            /** @description Count addDaysNo in Monday-Friday days only. Absent: false */
            addBusinessDaysOnly?: boolean;
            /**
             * @description Extension: the date whose week (Monday to Sunday) is week 0 of a bi- or four-weekly rule (RFC 5545 DTSTART); not after firstDate. Absent: firstDate on create, the stored anchor on update (it cannot change)
             * @example 2027-01-05
             */
            anchorDate?: string | null;
            /** @description Extension: cancelled air dates (RFC 5545 EXDATE), never projected. Absent on update: the stored ones stay. Leave a date out to bring its broadcast back; add one to cancel it */
            exceptions?: string[];
            /** @description Change nothing; answer 202 with what would happen. Absent: false */
            dryrun?: boolean;
        };
        /** SchedulePage */
        SchedulePage: {
            items: components["schemas"]["Schedule"][];
            total: number;
            limit: number;
            offset: number;
        };
        /**
         * ScheduleRequest
         * @description The contract's conflict-resolution structure: `schedule`, and to resolve a 409 its `solutions` (or the whole 409 answer sent back with them)
         * @example {
         *       "schedule": {
         *         "show": 1,
         *         "rrule": 4,
         *         "byWeekday": 1,
         *         "firstDate": "2027-01-05",
         *         "lastDate": "2027-06-29",
         *         "startTime": "20:00:00",
         *         "endTime": "21:00:00"
         *       }
         *     }
         */
        ScheduleRequest: {
            schedule: components["schemas"]["ScheduleInput"];
            /** @description Projected-timeslot hash → chosen solution, one of that timeslot's solutionChoices */
            solutions?: {
                [key: string]: components["schemas"]["Solution"] | "";
            };
            /** @description The `projected` of the 409 answer, sent back as it came: the server projects again, and refuses a solution whose timeslot now collides with other timeslots than the ones listed here */
            projected?: components["schemas"]["ProjectedTimeslot"][];
            /** @description Ignored (so the 409 answer can be sent back as it came) */
            detail?: string;
            /** @description Ignored (so a 409 answer listing skipped occurrences can be sent back as it came) */
            skipped?: unknown;
        };
        /** Show */
        Show: {
            /** @description Database identifier */
            id: number;
            name: string;
            slug: string;
            description: string;
            isActive: boolean;
            /** @description Database identifier */
            defaultMediaId: number | null;
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            updatedAt: string;
            /**
             * Format: date-time
             * @description When the show was deleted (archived: its aired timeslots stay readable); null while it is live
             */
            deletedAt: string | null;
            /** @description User ids of its owners: hosts may change only the shows they own. Set by programme managers and admins */
            ownerIds: number[];
        };
        /**
         * ShowCreate
         * @example {
         *       "name": "Morning Jazz",
         *       "defaultMediaId": 12
         *     }
         */
        ShowCreate: {
            /** @description Display name */
            name: string;
            /** @description URL-safe unique key: lowercase letters, digits and single dashes */
            slug?: string;
            description?: string;
            isActive?: boolean;
            /** @description Database identifier */
            defaultMediaId?: number | null;
            /** @description User ids of its owners: hosts may change only the shows they own. Set by programme managers and admins */
            ownerIds?: number[];
        };
        /** ShowPage */
        ShowPage: {
            items: components["schemas"]["Show"][];
            total: number;
            limit: number;
            offset: number;
        };
        /**
         * ShowUpdate
         * @example {
         *       "name": "Jazz Night Live"
         *     }
         */
        ShowUpdate: {
            /** @description Display name */
            name?: string;
            /** @description URL-safe unique key: lowercase letters, digits and single dashes */
            slug?: string;
            description?: string;
            isActive?: boolean;
            /** @description Database identifier */
            defaultMediaId?: number | null;
            /** @description User ids of its owners: hosts may change only the shows they own. Set by programme managers and admins */
            ownerIds?: number[];
        };
        /**
         * SkippedOccurrence
         * @description An occurrence that was not projected, and why
         */
        SkippedOccurrence: {
            /**
             * @description Station-local date, YYYY-MM-DD
             * @example 2027-01-05
             */
            date: string;
            /** @enum {string} */
            reason: "cancelled" | "emptied-by-dst";
            message: string;
        };
        /**
         * Solution
         * @description How to resolve the collision of a projected timeslot P with existing timeslots E. With more than one collision only `theirs` and `ours` are offered; the others by the shape of the overlap (see `solutionChoices`). Timelines before and after each one: [docs/solutions.md](/docs/solutions.md).
         *
         *     - `theirs`: Keep the existing timeslot(s); the projected one is not created. Always offered.
         *     - `ours`: Create the projected timeslot; delete every existing one it collides with. Always offered.
         *     - `theirs-start`: Keep E; create P starting where E ends (E started first).
         *     - `ours-start`: Create P; E ends where P starts (E's end is cut).
         *     - `theirs-end`: Keep E; create P ending where E starts (P started first).
         *     - `ours-end`: Create P; E starts where P ends (E's start is cut).
         *     - `theirs-both`: Keep E (inside P); create P twice: before E and after E.
         *     - `ours-both`: Create P (inside E); split E: one part before P, one after P.
         * @enum {string}
         */
        Solution: "theirs" | "ours" | "theirs-start" | "ours-start" | "theirs-end" | "ours-end" | "theirs-both" | "ours-both";
        /**
         * Station
         * @example {
         *       "timeZone": "Europe/Vienna",
         *       "utcOffset": "+01:00",
         *       "now": "2027-01-05 20:15:00",
         *       "nowAt": "2027-01-05T20:15:00+01:00"
         *     }
         */
        Station: {
            /** @description IANA name of the station zone (STATION_TIME_ZONE); every local time in the API is wall-clock time there */
            timeZone: string;
            /** @description The zone offset from UTC now */
            utcOffset: string;
            /**
             * @description Station-local wall-clock time, YYYY-MM-DD HH:MM:SS (STATION_TIME_ZONE)
             * @example 2027-01-05 20:00:00
             */
            now: string;
            /**
             * Format: date-time
             * @description now as an ISO 8601 instant with the station's offset at that moment, e.g. 2027-10-31T01:00:00+02:00
             */
            nowAt: string;
        };
        /** Status */
        Status: {
            status: string;
        };
        /**
         * Timeslot
         * @description One broadcast of the programme
         * @example {
         *       "id": 41,
         *       "start": "2027-01-05 20:00:00",
         *       "end": "2027-01-05 21:00:00",
         *       "startAt": "2027-01-05T20:00:00+01:00",
         *       "endAt": "2027-01-05T21:00:00+01:00",
         *       "scheduleId": 4,
         *       "showId": 1,
         *       "showName": "Morning Jazz",
         *       "isRepetition": false,
         *       "mediaId": null,
         *       "episodeId": 3,
         *       "memo": "",
         *       "updatedAt": "2027-01-01T09:00:00.000Z"
         *     }
         */
        Timeslot: {
            /** @description Database identifier */
            id: number;
            /**
             * @description Station-local wall-clock time, YYYY-MM-DD HH:MM:SS (STATION_TIME_ZONE)
             * @example 2027-01-05 20:00:00
             */
            start: string;
            /**
             * @description Station-local wall-clock time, YYYY-MM-DD HH:MM:SS (STATION_TIME_ZONE)
             * @example 2027-01-05 20:00:00
             */
            end: string;
            /**
             * Format: date-time
             * @description start as an ISO 8601 instant with the station's offset at that moment, e.g. 2027-10-31T01:00:00+02:00
             */
            startAt: string;
            /**
             * Format: date-time
             * @description end as an ISO 8601 instant with the station's offset at that moment, e.g. 2027-10-31T01:00:00+02:00
             */
            endAt: string;
            /** @description Database identifier */
            scheduleId: number;
            /** @description Database identifier */
            showId: number;
            showName: string;
            isRepetition: boolean;
            /** @description Database identifier */
            mediaId: number | null;
            /** @description Database identifier */
            episodeId: number | null;
            /** @description Internal note; left out for anonymous callers */
            memo?: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            updatedAt: string;
        };
        /** TimeslotPage */
        TimeslotPage: {
            items: (components["schemas"]["Timeslot"] | components["schemas"]["TimeslotTombstone"])[];
            total: number;
            limit: number;
            offset: number;
        };
        /**
         * TimeslotTombstone
         * @description A timeslot deleted since updatedSince (only in answers to updatedSince)
         */
        TimeslotTombstone: {
            /** @description Database identifier */
            id: number;
            /** @enum {boolean} */
            deleted: true;
            /**
             * @description Station-local wall-clock time, YYYY-MM-DD HH:MM:SS (STATION_TIME_ZONE)
             * @example 2027-01-05 20:00:00
             */
            start: string;
            /**
             * @description Station-local wall-clock time, YYYY-MM-DD HH:MM:SS (STATION_TIME_ZONE)
             * @example 2027-01-05 20:00:00
             */
            end: string;
            /**
             * Format: date-time
             * @description start as an ISO 8601 instant with the station's offset at that moment, e.g. 2027-10-31T01:00:00+02:00
             */
            startAt: string;
            /**
             * Format: date-time
             * @description end as an ISO 8601 instant with the station's offset at that moment, e.g. 2027-10-31T01:00:00+02:00
             */
            endAt: string;
            /** @description Database identifier */
            scheduleId: number;
            /** @description Database identifier */
            showId: number;
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            deletedAt: string;
        };
        /**
         * TimeslotUpdate
         * @example {
         *       "memo": "Live from the festival"
         *     }
         */
        TimeslotUpdate: {
            /** @description Database identifier */
            mediaId?: number | null;
            /** @description An episode of the same show, or null */
            episodeId?: number | null;
            memo?: string;
            /** @description Not accepted here: start and end change only through schedules (PUT /api/v1/schedules/{id}) */
            start?: unknown;
            /** @description Not accepted here: start and end change only through schedules (PUT /api/v1/schedules/{id}) */
            end?: unknown;
        };
        /**
         * Token
         * @description An API token (never its secret)
         */
        Token: {
            /** @description Database identifier */
            id: number;
            name: string;
            /** @description The first characters of the token, to tell tokens apart (the secret is never shown again) */
            prefix: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description Null: never expires
             */
            expiresAt: string | null;
            /**
             * Format: date-time
             * @description Last request with this token (to the minute); null: never used
             */
            lastUsedAt: string | null;
        };
        /**
         * TokenCreate
         * @example {
         *       "name": "playout server",
         *       "expiresAt": "2028-01-01T00:00:00Z"
         *     }
         */
        TokenCreate: {
            /** @description What the token is for, e.g. "playout server" */
            name: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant after which it is refused; absent: never
             */
            expiresAt?: string;
        };
        /** User */
        User: {
            /** @description Database identifier */
            id: number;
            name: string;
            role: components["schemas"]["Role"];
            /** @description The identity provider's `sub`; absent for users without OIDC */
            oidcSubject?: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            createdAt: string;
        };
        /**
         * UserCreate
         * @example {
         *       "name": "Playout automation",
         *       "role": "reader"
         *     }
         */
        UserCreate: {
            /** @description Display name (recorded with every change the user makes) */
            name: string;
            role: components["schemas"]["Role"];
            /** @description The identity provider's `sub` of this user */
            oidcSubject?: string;
        };
        /** UserPage */
        UserPage: {
            items: components["schemas"]["User"][];
            total: number;
            limit: number;
            offset: number;
        };
        /**
         * UserUpdate
         * @example {
         *       "role": "host"
         *     }
         */
        UserUpdate: {
            /** @description Display name (recorded with every change the user makes) */
            name?: string;
            role?: components["schemas"]["Role"];
            /** @description The identity provider's `sub` of this user */
            oidcSubject?: string | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up: `{ "status": "ok" }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Status"];
                };
            };
        };
    };
    getReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready: `{ "status": "ready" }` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Status"];
                };
            };
            /** @description The database does not answer within DB_READY_TIMEOUT_MS */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The station */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Station"];
                };
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listShows: {
        parameters: {
            query?: {
                /** @description Page size (1-500) */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                isActive?: boolean;
                /** @description Also list deleted (archived) shows */
                includeDeleted?: boolean;
                /** @description Shows owned by any of these users; `me` is the caller (ownerIds=me: my shows). Repeated or comma-separated */
                ownerIds?: string[];
                /** @description Only what was created or changed at or after this ISO 8601 instant */
                updatedSince?: string;
            };
            header?: {
                /** @description The ETag you have; 304 Not Modified when it is still current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of shows (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShowPage"];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createShow: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send the same key again (within 24 hours) and get the first answer again instead of a second write */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShowCreate"];
            };
        };
        responses: {
            /** @description Created (Location: its URL) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Show"];
                };
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller's role may not do this, or the show is not the caller's (ONAIR_FORBIDDEN, ONAIR_SHOW_NOT_OWNED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The slug is taken (ONAIR_SLUG_TAKEN) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used with another request (ONAIR_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getShow: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you have; 304 Not Modified when it is still current */
                "if-none-match"?: string;
            };
            path: {
                /** @description Database identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The show (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Show"];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteShow: {
        parameters: {
            query?: {
                /** @description Also remove its future timeslots (aired ones stay, with the archived show) */
                force?: boolean;
            };
            header?: {
                /** @description The ETag you last read; the change is refused (412) if the resource changed since */
                "if-match"?: string;
            };
            path: {
                /** @description Database identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller's role may not do this, or the show is not the caller's (ONAIR_FORBIDDEN, ONAIR_SHOW_NOT_OWNED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Timeslots lie ahead (send force=true to remove them) (ONAIR_SHOW_HAS_FUTURE_TIMESLOTS) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match named an older version: the resource changed since you read it; nothing was changed (ONAIR_PRECONDITION_FAILED) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateShow: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you last read; the change is refused (412) if the resource changed since */
                "if-match"?: string;
            };
            path: {
                /** @description Database identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ShowUpdate"];
            };
        };
        responses: {
            /** @description The changed show (ETag: its new version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Show"];
                };
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller's role may not do this, or the show is not the caller's (ONAIR_FORBIDDEN, ONAIR_SHOW_NOT_OWNED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The slug is taken, or the show is archived (ONAIR_SLUG_TAKEN, ONAIR_SHOW_ARCHIVED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match named an older version: the resource changed since you read it; nothing was changed (ONAIR_PRECONDITION_FAILED) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSchedules: {
        parameters: {
            query?: {
                /** @description Page size (1-500) */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Show ids (at most 100): repeat the parameter (showIds=1&showIds=2) or separate them with commas (showIds=1,2) */
                showIds?: number[];
                /** @description Only what was created or changed at or after this ISO 8601 instant */
                updatedSince?: string;
                /** @description true: only schedules with timeslots ahead (not yet ended); false: only those without */
                isActive?: boolean;
            };
            header?: {
                /** @description The ETag you have; 304 Not Modified when it is still current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of schedules (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchedulePage"];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSchedule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send the same key again (within 24 hours) and get the first answer again instead of a second write */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The contract's conflict-resolution structure: `schedule`, and to resolve a 409 its `solutions` (or the whole 409 answer sent back with them) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScheduleRequest"];
            };
        };
        responses: {
            /** @description Created with its timeslots (Location: its URL) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Schedule"];
                };
            };
            /** @description `schedule.dryrun` was true: what the request would do; nothing was changed */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DryRun"];
                };
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not write schedules, the show is not the caller's, or a solution would change a timeslot of a show the caller may not change; nothing was changed (ONAIR_FORBIDDEN, ONAIR_SHOW_NOT_OWNED, ONAIR_SOLUTION_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Collisions to resolve: the contract's structure (Conflict), to send back with `solutions` filled in; or, rarely, a concurrent writer won twice (Error ONAIR_TIMESLOT_OVERLAP: send the request again). Nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"] | components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used with another request (ONAIR_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSchedule: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you have; 304 Not Modified when it is still current */
                "if-none-match"?: string;
            };
            path: {
                /** @description Database identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The schedule (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Schedule"];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSchedule: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you last read; the change is refused (412) if the resource changed since */
                "if-match"?: string;
            };
            path: {
                /** @description Database identifier */
                id: number;
            };
            cookie?: never;
        };
        /** @description The contract's conflict-resolution structure: `schedule`, and to resolve a 409 its `solutions` (or the whole 409 answer sent back with them) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScheduleRequest"];
            };
        };
        responses: {
            /** @description Updated (ETag: its new version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Schedule"];
                };
            };
            /** @description `schedule.dryrun` was true: what the request would do; nothing was changed */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DryRun"];
                };
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The role may not write schedules, the show is not the caller's, or a solution would change a timeslot of a show the caller may not change; nothing was changed (ONAIR_FORBIDDEN, ONAIR_SHOW_NOT_OWNED, ONAIR_SOLUTION_FORBIDDEN) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Collisions to resolve: the contract's structure (Conflict), to send back with `solutions` filled in; or, rarely, a concurrent writer won twice (Error ONAIR_TIMESLOT_OVERLAP: send the request again). Nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Conflict"] | components["schemas"]["Error"];
                };
            };
            /** @description If-Match named an older version: the resource changed since you read it; nothing was changed (ONAIR_PRECONDITION_FAILED) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSchedule: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you last read; the change is refused (412) if the resource changed since */
                "if-match"?: string;
            };
            path: {
                /** @description Database identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (or ended, when it has aired timeslots) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller's role may not do this, or the show is not the caller's (ONAIR_FORBIDDEN, ONAIR_SHOW_NOT_OWNED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match named an older version: the resource changed since you read it; nothing was changed (ONAIR_PRECONDITION_FAILED) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTimeslots: {
        parameters: {
            query?: {
                /**
                 * @description Window start, inclusive: station-local 'YYYY-MM-DD HH:MM:SS' (STATION_TIME_ZONE) or an ISO 8601 instant with Z or an offset (URL-encode the space as %20 or +, and a + offset as %2B)
                 * @example 2027-01-04 00:00:00
                 */
                start?: string;
                /**
                 * @description Window end, exclusive; after start and at most MAX_WINDOW_DAYS (default 366) later: station-local 'YYYY-MM-DD HH:MM:SS' (STATION_TIME_ZONE) or an ISO 8601 instant with Z or an offset (URL-encode the space as %20 or +, and a + offset as %2B)
                 * @example 2027-01-11 00:00:00
                 */
                end?: string;
                /** @description Show ids (at most 100): repeat the parameter (showIds=1&showIds=2) or separate them with commas (showIds=1,2) */
                showIds?: number[];
                /** @description Schedule ids (at most 100): repeat the parameter (scheduleIds=1&scheduleIds=2) or separate them with commas (scheduleIds=1,2) */
                scheduleIds?: number[];
                /** @description Only timeslots created, changed or deleted since this instant (deleted ones as tombstones with deleted: true); start and end are then optional. At most CHANGES_RETENTION_DAYS ago */
                updatedSince?: string;
                /** @description Page size (1-500) */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
            };
            header?: {
                /** @description The ETag you have; 304 Not Modified when it is still current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the programme (with updatedSince: tombstones of deleted timeslots too) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeslotPage"];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCurrentTimeslot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The timeslot on air */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Timeslot"];
                };
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listNextTimeslots: {
        parameters: {
            query?: {
                /** @description How many (1-100) */
                count?: number;
            };
            header?: {
                /** @description The ETag you have; 304 Not Modified when it is still current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The next timeslots, in order (ETag: their version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NextTimeslots"];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTimeslot: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you have; 304 Not Modified when it is still current */
                "if-none-match"?: string;
            };
            path: {
                /** @description Database identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The timeslot (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Timeslot"];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteTimeslot: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you last read; the change is refused (412) if the resource changed since */
                "if-match"?: string;
            };
            path: {
                /** @description Database identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled: its date is now an exception of its schedule */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller's role may not do this, or the show is not the caller's (ONAIR_FORBIDDEN, ONAIR_SHOW_NOT_OWNED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It has started: aired timeslots are history (ONAIR_TIMESLOT_PAST) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match named an older version: the resource changed since you read it; nothing was changed (ONAIR_PRECONDITION_FAILED) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateTimeslot: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you last read; the change is refused (412) if the resource changed since */
                "if-match"?: string;
            };
            path: {
                /** @description Database identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TimeslotUpdate"];
            };
        };
        responses: {
            /** @description The changed timeslot (ETag: its new version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Timeslot"];
                };
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller's role may not do this, or the show is not the caller's (ONAIR_FORBIDDEN, ONAIR_SHOW_NOT_OWNED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match named an older version: the resource changed since you read it; nothing was changed (ONAIR_PRECONDITION_FAILED) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTimeslotFeed: {
        parameters: {
            query?: {
                /**
                 * @description Window start, inclusive: station-local 'YYYY-MM-DD HH:MM:SS' (STATION_TIME_ZONE) or an ISO 8601 instant with Z or an offset (URL-encode the space as %20 or +, and a + offset as %2B)
                 * @example 2027-01-04 00:00:00
                 */
                start?: string;
                /**
                 * @description Window end, exclusive; after start and at most MAX_WINDOW_DAYS (default 366) later: station-local 'YYYY-MM-DD HH:MM:SS' (STATION_TIME_ZONE) or an ISO 8601 instant with Z or an offset (URL-encode the space as %20 or +, and a + offset as %2B)
                 * @example 2027-01-11 00:00:00
                 */
                end?: string;
                /** @description Show ids (at most 100): repeat the parameter (showIds=1&showIds=2) or separate them with commas (showIds=1,2) */
                showIds?: number[];
                /** @description Schedule ids (at most 100): repeat the parameter (scheduleIds=1&scheduleIds=2) or separate them with commas (scheduleIds=1,2) */
                scheduleIds?: number[];
            };
            header?: {
                /** @description The ETag you have; 304 Not Modified when it is still current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listEpisodes: {
        parameters: {
            query?: {
                /** @description Page size (1-500) */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
                /** @description Show ids (at most 100): repeat the parameter (showIds=1&showIds=2) or separate them with commas (showIds=1,2) */
                showIds?: number[];
                /** @description Only what was created or changed at or after this ISO 8601 instant */
                updatedSince?: string;
            };
            header?: {
                /** @description The ETag you have; 304 Not Modified when it is still current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of episodes (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EpisodePage"];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createEpisode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send the same key again (within 24 hours) and get the first answer again instead of a second write */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EpisodeCreate"];
            };
        };
        responses: {
            /** @description Created (Location: its URL) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Episode"];
                };
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller's role may not do this, or the show is not the caller's (ONAIR_FORBIDDEN, ONAIR_SHOW_NOT_OWNED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The show is archived (ONAIR_SHOW_ARCHIVED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used with another request (ONAIR_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getEpisode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you have; 304 Not Modified when it is still current */
                "if-none-match"?: string;
            };
            path: {
                /** @description Database identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The episode (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Episode"];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteEpisode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you last read; the change is refused (412) if the resource changed since */
                "if-match"?: string;
            };
            path: {
                /** @description Database identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller's role may not do this, or the show is not the caller's (ONAIR_FORBIDDEN, ONAIR_SHOW_NOT_OWNED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match named an older version: the resource changed since you read it; nothing was changed (ONAIR_PRECONDITION_FAILED) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateEpisode: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you last read; the change is refused (412) if the resource changed since */
                "if-match"?: string;
            };
            path: {
                /** @description Database identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EpisodeUpdate"];
            };
        };
        responses: {
            /** @description The changed episode (ETag: its new version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Episode"];
                };
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller's role may not do this, or the show is not the caller's (ONAIR_FORBIDDEN, ONAIR_SHOW_NOT_OWNED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description If-Match named an older version: the resource changed since you read it; nothing was changed (ONAIR_PRECONDITION_FAILED) */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPlayout: {
        parameters: {
            query: {
                /**
                 * @description Window start, inclusive: station-local 'YYYY-MM-DD HH:MM:SS' (STATION_TIME_ZONE) or an ISO 8601 instant with Z or an offset (URL-encode the space as %20 or +, and a + offset as %2B)
                 * @example 2027-01-04 00:00:00
                 */
                start: string;
                /**
                 * @description Window end, exclusive; after start and at most MAX_WINDOW_DAYS (default 366) later: station-local 'YYYY-MM-DD HH:MM:SS' (STATION_TIME_ZONE) or an ISO 8601 instant with Z or an offset (URL-encode the space as %20 or +, and a + offset as %2B)
                 * @example 2027-01-11 00:00:00
                 */
                end: string;
            };
            header?: {
                /** @description The ETag you have; 304 Not Modified when it is still current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The window, covered by timeslots and gaps */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Playout"];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Page size (1-500) */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
            };
            header?: {
                /** @description The ETag you have; 304 Not Modified when it is still current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of users (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPage"];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller's role may not do this, or the show is not the caller's (ONAIR_FORBIDDEN, ONAIR_SHOW_NOT_OWNED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send the same key again (within 24 hours) and get the first answer again instead of a second write */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserCreate"];
            };
        };
        responses: {
            /** @description Created (Location: its URL) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller's role may not do this, or the show is not the caller's (ONAIR_FORBIDDEN, ONAIR_SHOW_NOT_OWNED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The OIDC subject belongs to another user */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used with another request (ONAIR_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calling user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller's role may not do this, or the show is not the caller's (ONAIR_FORBIDDEN, ONAIR_SHOW_NOT_OWNED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Database identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller's role may not do this, or the show is not the caller's (ONAIR_FORBIDDEN, ONAIR_SHOW_NOT_OWNED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Database identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller's role may not do this, or the show is not the caller's (ONAIR_FORBIDDEN, ONAIR_SHOW_NOT_OWNED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description It is the last admin */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Database identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdate"];
            };
        };
        responses: {
            /** @description The changed user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller's role may not do this, or the show is not the caller's (ONAIR_FORBIDDEN, ONAIR_SHOW_NOT_OWNED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The OIDC subject belongs to another user, or the last admin would lose the role */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTokens: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you have; 304 Not Modified when it is still current */
                "if-none-match"?: string;
            };
            path: {
                /** @description Database identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's tokens (ETag: their version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Token"][];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller's role may not do this, or the show is not the caller's (ONAIR_FORBIDDEN, ONAIR_SHOW_NOT_OWNED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Database identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenCreate"];
            };
        };
        responses: {
            /** @description Created: the secret is in `token`, shown this once */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuedToken"];
                };
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller's role may not do this, or the show is not the caller's (ONAIR_FORBIDDEN, ONAIR_SHOW_NOT_OWNED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Database identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller's role may not do this, or the show is not the caller's (ONAIR_FORBIDDEN, ONAIR_SHOW_NOT_OWNED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listChanges: {
        parameters: {
            query?: {
                /** @description Oldest first, after this changeset id (a cursor) */
                after?: number;
                /** @description Newest first, before this changeset id (the next page) */
                before?: number;
                /** @description Show ids (at most 100): repeat the parameter (showIds=1&showIds=2) or separate them with commas (showIds=1,2) */
                showIds?: number[];
                /** @description Schedule ids (at most 100): repeat the parameter (scheduleIds=1&scheduleIds=2) or separate them with commas (scheduleIds=1,2) */
                scheduleIds?: number[];
                /** @description User (actor) ids (at most 100): repeat the parameter (actorIds=1&actorIds=2) or separate them with commas (actorIds=1,2) */
                actorIds?: number[];
                /** @description Changes at or after this instant */
                from?: string;
                /** @description Changes before this instant */
                to?: string;
                limit?: number;
                /** @description With `after`: wait up to this many seconds for a change (long-poll) */
                wait?: number;
            };
            header?: {
                /** @description The ETag you have; 304 Not Modified when it is still current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of changesets (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangePage"];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    streamChanges: {
        parameters: {
            query?: {
                /** @description Start after this changeset id (the Last-Event-ID header wins); absent: only new changes */
                after?: number;
                /** @description Show ids (at most 100): repeat the parameter (showIds=1&showIds=2) or separate them with commas (showIds=1,2) */
                showIds?: number[];
                /** @description Schedule ids (at most 100): repeat the parameter (scheduleIds=1&scheduleIds=2) or separate them with commas (scheduleIds=1,2) */
                scheduleIds?: number[];
                /** @description User (actor) ids (at most 100): repeat the parameter (actorIds=1&actorIds=2) or separate them with commas (actorIds=1,2) */
                actorIds?: number[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An event stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getChange: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you have; 304 Not Modified when it is still current */
                "if-none-match"?: string;
            };
            path: {
                /** @description Database identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The changeset */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Changeset"];
                };
            };
            /** @description Not Modified: the If-None-Match ETag is current */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revertChange: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send the same key again (within 24 hours) and get the first answer again instead of a second write */
                "idempotency-key"?: string;
            };
            path: {
                /** @description Database identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reverted: the new changeset (Location: its URL) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Changeset"];
                };
            };
            /** @description The request is invalid: `code` says why and `fields` names each offending part; nothing was changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No usable credential: missing, malformed, unknown, expired or revoked (WWW-Authenticate: Bearer) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The caller's role may not do this, or the show is not the caller's (ONAIR_FORBIDDEN, ONAIR_SHOW_NOT_OWNED) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found: an unknown id or path */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A row it touched changed since, or it would rewrite a timeslot that has started */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The Idempotency-Key was used with another request (ONAIR_IDEMPOTENCY_KEY_REUSED) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed authentications from this address: retry after Retry-After seconds (ONAIR_AUTH_RATE_LIMITED) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal Server Error: nothing internal is shown; the log has the request id */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database does not answer; try again after Retry-After seconds (ONAIR_DATABASE_UNAVAILABLE) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
