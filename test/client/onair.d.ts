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
         * The station: its time zone, its offset now, the station's clock, and its profile (names, bearers, logos)
         * @description Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["getStation"];
        /**
         * Replace the station's profile (admins): what XMLTV, RadioDNS SPI, schema.org and the week page publish
         * @description A field left out is empty afterwards. Recorded in the change log (action station.update); revertible.
         *
         *     Needs: the station's profile: names, bearers, logos (admin).
         */
        put: operations["updateStation"];
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
         * Change a show: name, slug, description, isActive, defaultMediaId, ownerIds, and how it is presented (imageUrl, hosts, links, categories, languages, fundingCategory)
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
         * @description Timeslots that have started stay. If there are any, the schedule stays too, ended: its lastDate becomes the day of its last aired timeslot. Otherwise the schedule is deleted. Extension: what its timeslots had displaced (`ours*` solutions) comes back as far as the programme is free (200 lists it; `restore=false`: nothing comes back).
         *
         *     Needs: create, update and end schedules (hosts: of their own shows) (host, programme-manager, admin).
         */
        delete: operations["deleteSchedule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/schedules/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extension: move a series from a date (end the schedule the day before, continue it with changed times)
         * @description Ends the schedule on the day before `from` and creates its successor from `from` with the changed fields, in one transaction and through the same cycle as a POST: collisions of the new times answer 409 (send the move again with `solutions` or `defaultSolution`), `dryrun` answers 202. The future timeslots' episodes, media and memos follow them by occurrence order; a cancelled occurrence stays cancelled at its position; nothing before `from` changes and a timeslot that has started never moves. The two schedules name each other (`successorId`, `predecessorId`). Its repetition schedules (`repeatOf`) follow from the same date in the same cycle and changeset (`repetitions: "keep"` leaves them).
         *
         *     Needs: create, update and end schedules (hosts: of their own shows) (host, programme-manager, admin).
         */
        post: operations["moveSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/timeslots/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Extension: move or resize this one broadcast
         * @description Moves the timeslot to `start`–`end`, keeping its id, episode, media and memo, through the same cycle as a schedule: collisions at the new time answer 409 with their `solutionChoices` (send the move again with `solutions` or `defaultSolution`), `dryrun` answers 202. Its schedule remembers the move: a later PUT of the schedule or a move of the series neither puts it back nor airs the old date a second time. A broadcast that has started may only change its end (extend it, or cut it short now); one that has ended is history (409). The air it leaves gives back what it had displaced there (`restore=false` leaves it out). Its repetitions follow it to its new air date plus their offset, in the same cycle and changeset (`repetitions: "keep"` leaves them). Answers 200 with the timeslot at its new time.
         *
         *     Needs: create, update and end schedules (hosts: of their own shows) (host, programme-manager, admin).
         */
        post: operations["moveTimeslot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Extension: every season, by first date
         * @description Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["listSeasons"];
        put?: never;
        /**
         * Extension: create a season; in `replace` mode the regular programme of its dates steps aside (kept, to come back)
         * @description One write, one changeset: reverting it (or deleting the season) gives back every regular timeslot that stepped aside, with its id, episode, media and memo. Schedules join the season with `season` in the schedule object (POST /api/v1/schedules).
         *
         *     Needs: create, change and delete seasons (hosts add their own schedules to one) (programme-manager, admin).
         */
        post: operations["createSeason"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/seasons/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Extension: one season, its schedules and the regular timeslots that stepped aside for it
         * @description Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["getSeason"];
        /**
         * Extension: rename a season or change its dates; what it no longer covers comes back, what it newly covers steps aside
         * @description Needs: create, change and delete seasons (hosts add their own schedules to one) (programme-manager, admin).
         */
        put: operations["updateSeason"];
        post?: never;
        /**
         * Extension: delete a season: its schedules end, and everything that stepped aside for it comes back
         * @description Needs: create, change and delete seasons (hosts add their own schedules to one) (programme-manager, admin).
         */
        delete: operations["deleteSeason"];
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
         * @description effectiveMediaId and source are what GET /api/v1/playout airs for it. GET /api/v1/air/now-next also tells the gaps.
         *
         *     Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
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
         * @description Extension: a timeslot created with `ours`, `ours-start`, `ours-end` or `ours-both` gives back what it deleted or trimmed, as far as the programme is free there now, and answers 200 with what came back and what could not (`restore=false`: nothing comes back). Extension: its repetitions (timeslots whose `repeatOf` is this one) that have not started are cancelled with it, each an exception of its own schedule, and listed in `repetitions` (200); `repetitions=keep` leaves them.
         *
         *     Needs: cancel timeslots (programme-manager, admin).
         */
        delete: operations["deleteTimeslot"];
        options?: never;
        head?: never;
        /**
         * Set a timeslot's mediaId, episodeId (an episode of its show) or memo
         * @description start and end change through schedules (PUT /api/v1/schedules/{id}) or, for this broadcast alone, POST /api/v1/timeslots/{id}/move; sending them here is a 400.
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
         * @description Same filters as listTimeslots. Times carry the station TZID with a matching VTIMEZONE. Without start/end the feed runs from 30 days ago to 180 days ahead. An open-ended schedule (lastDate null) that the filters select has its timeslots up to its horizonDate like any other, and, whatever the window, one more VEVENT for what comes after: UID schedule-<id>-continues@onair, DTSTART/DTEND its first occurrence after horizonDate, its RRULE without UNTIL or COUNT, EXDATE for its exceptions (and skipped holidays) after that, SEQUENCE growing as the horizon moves on. A schedule whose dates an RRULE cannot say (addDaysNo, addBusinessDaysOnly) has none.
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
    "/api/v1/programme.xmltv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The programme as XMLTV, for TV and media guides (Plex, Jellyfin, Kodi, IPTV players)
         * @description One channel (the station profile) and one programme per timeslot: start/stop with offsets, title (show), sub-title and description (episode), categories, language, icon, URL, episode-num (a CRID), presenters, previously-shown for repetitions. Cancelled timeslots are left out (a guide that reads again drops them). Window rules of listTimeslots.
         *
         *     Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["getProgrammeXmltv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/radiodns/spi/3.1/SI.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * RadioDNS Service Information (ETSI TS 102 818): the station, its bearers, logos, genres and links
         * @description Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["getSpiServiceInformation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/radiodns/spi/3.1/GI.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * RadioDNS programme groups: one group per show, which each programme is a memberOf
         * @description Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["getSpiGroupInformation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/radiodns/spi/3.1/fm/{gcc}/{pi}/{frequency}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * RadioDNS Programme Information of a day, for an FM bearer
         * @description One day in the station zone (midnight to midnight). Programmes carry CRIDs under the station's RadioDNS domain (or its website's host), short ids that stay the same on every day (the timeslot's id), names cut at a word boundary to 8/16/128 characters, location/time with time and duration, genres mapped to TV-Anytime, memberOf the show. 404 for a bearer the station profile does not list.
         *
         *     Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["getSpiProgrammeFm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/radiodns/spi/3.1/dab/{gcc}/{eid}/{sid}/{scids}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * RadioDNS Programme Information of a day, for a DAB bearer
         * @description One day in the station zone (midnight to midnight). Programmes carry CRIDs under the station's RadioDNS domain (or its website's host), short ids that stay the same on every day (the timeslot's id), names cut at a word boundary to 8/16/128 characters, location/time with time and duration, genres mapped to TV-Anytime, memberOf the show. 404 for a bearer the station profile does not list.
         *
         *     Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["getSpiProgrammeDab"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/radiodns/spi/3.1/id/{fqdn}/{serviceIdentifier}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * RadioDNS Programme Information of a day, by the station's RadioDNS id (for IP-only receivers)
         * @description One day in the station zone (midnight to midnight). Programmes carry CRIDs under the station's RadioDNS domain (or its website's host), short ids that stay the same on every day (the timeslot's id), names cut at a word boundary to 8/16/128 characters, location/time with time and duration, genres mapped to TV-Anytime, memberOf the show. 404 for a bearer the station profile does not list.
         *
         *     Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["getSpiProgrammeById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shows/{id}/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Variant A: create a schedule of the show; project, detect collisions, resolve them (`notes`, `playlists` set the created timeslots' episode and media)
         * @description The same as createSchedule (Variant B) in Variant A's names: defaultPlaylistId, playlistId, noteId, automationId: null. `notes` and `playlists` (hash → id) give the timeslot created for that projected timeslot its note (episode of the show) and playlist (media).
         *
         *     Needs: create, update and end schedules (hosts: of their own shows) (host, programme-manager, admin).
         */
        post: operations["createShowSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shows/{id}/schedules/{schedule_pk}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Variant A: update a schedule of the show (as updateSchedule, in Variant A's names)
         * @description A schedule of another show than show_pk is refused as a change of `show` (400, "This change on the timeslot is not allowed.").
         *
         *     Needs: create, update and end schedules (hosts: of their own shows) (host, programme-manager, admin).
         */
        put: operations["updateShowSchedule"];
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
         * @description mediaId is the timeslot's, else its schedule's defaultMediaId, else its show's defaultMediaId, else null; `source` says which. Uncovered stretches of the window (before, between and after timeslots) are gap items. `start=now` starts the window at the clock (to the whole second); `duration` (seconds) may replace `end`.
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
         * @description Without `after`: newest first, page with `before=<next>`. With `after=<id>`: oldest first, page with `after=<next>`; add `wait=30` to hold the request until a change arrives (long-poll for clients without Server-Sent Events). A page also ends before its changesets pass CHANGES_PAGE_MAX_BYTES of JSON (at least one changeset): follow `next`.
         *
         *     Needs: the change log (every role).
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
         * @description Each event has `id:` = the changeset id, `event: change`, and the summary as JSON `data:`. After a dropped connection, reconnect with the Last-Event-ID header (EventSource does it) to receive every change since, without gaps. Anonymous callers (PUBLIC_READ) get the summaries without `actor`; a browser following a private feed opens it with `?ticket=` (POST /api/v1/stream-tickets). While the database is away, a connection is still answered 200: `retry: 5000`, a comment saying the programme is unavailable, and the end; the reconnect with Last-Event-ID resumes without a gap once it is back.
         *
         *     Needs: the live change feed (anonymous: without the actor) (every role; anonymous too while PUBLIC_READ is on).
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
         * @description Needs: the change log (every role).
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
    "/api/v1/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import an iCalendar file as shows and schedules: preview first, then commit with solutions
         * @description Without `commit` the answer (200) is the preview: the shows used or created, each event as a schedule, and every collision with the programme and among the events, keyed `UID#hash`. With `commit: true` and a solution for each collision, everything is imported in one transaction, one change log entry (201); a collision left answers 409 with the preview and changes nothing. Events whose UID was imported before are left alone unless their SEQUENCE or LAST-MODIFIED changed (their schedules then follow the file: `updated`), so importing the same file again changes nothing.
         *
         *     Needs: create shows (programme-manager, admin).
         */
        post: operations["importCalendar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The station's holidays in date order, from `from` to `to` (inclusive) when given
         * @description Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["listHolidays"];
        put?: never;
        /**
         * Add holidays: one date, a list, or an iCalendar file of holidays; the programme follows in the same write
         * @description Each new holiday: future timeslots of schedules with `holidays: "skip"` on it are removed; `addBusinessDaysOnly` repetitions that would land on it move to the next business day (with their episode, media and memo) where the programme is free. One changeset for all of it (one revert undoes it). Dates that are holidays already are left as they are (`existing`). Removing a holiday (DELETE) gives back what it removed.
         *
         *     Needs: add and remove the station's holidays (programme-manager, admin).
         */
        post: operations["addHolidays"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/holidays/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One holiday
         * @description Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["getHoliday"];
        put?: never;
        post?: never;
        /**
         * Remove a holiday: what it removed comes back, moved repetitions go back, in one write
         * @description The timeslots the holiday removed come back with their ids, episodes and memos where the programme is still free and they have not aired (`notCreated` says why not); a schedule created since that skips it gains its occurrence on that date.
         *
         *     Needs: add and remove the station's holidays (programme-manager, admin).
         */
        delete: operations["removeHoliday"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/air/now-next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What is on air now and the next timeslots, each with the media playout would air; gaps explicit
         * @description One read for automation: the current timeslot (or the gap the station is in), the seconds until it ends, and the next `count` timeslots with a gap item wherever they do not touch. mediaId and source are exactly what GET /api/v1/playout answers for the same timeslot. Answers are to the whole second and kept for that second.
         *
         *     Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["getNowNext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/air/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dead air ahead: every gap and every timeslot with no media from now to `days` days on
         * @description A timeslot counts as without media when playout would air nothing for it (no mediaId on the timeslot, its schedule or its show). The air stream warns (gap.warning) when the next hour has a gap. `unplaced` lists the occurrences of open-ended schedules that the daily horizon extension could not create (the programme kept that air; horizon.unplaced).
         *
         *     Needs: playout, for automation (every role).
         */
        get: operations["getProgrammeHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/air/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The air as Server-Sent Events: timeslots starting and ending, edits of what is on air or next, gaps ahead
         * @description The first event is `air.state`: now and next (as GET /api/v1/air/now-next), `gapsNextHour`, and, when resuming with Last-Event-ID (or `after`), `missedBoundaries`: how many times a timeslot started or ended since that event. Then, as they happen (within a second, one per instance): `timeslot.ended` and `timeslot.started` (a boundary between two timeslots sends both, ended first), `air.changed` (an edit changed what is on air or next), `gap.warning` (the next hour has a gap; sent when the gaps ahead change), `horizon.unplaced` (the daily extension of open-ended schedules could not create occurrences because the programme kept that air: `unplaced`, as in GET /api/v1/air/health). Every event carries `nowNext`. Ids are `<boundary ms>-<changeset id>`, the same on every instance: a new boundary part means a boundary passed. Nothing in it depends on the caller (no memos): anonymous callers (PUBLIC_READ) get the same; a browser following a private station opens it with `?ticket=` (POST /api/v1/stream-tickets). While the database is away, a connection is still answered 200: `retry: 5000`, a comment saying the programme is unavailable, and the end; the reconnect with Last-Event-ID resumes without a gap once it is back.
         *
         *     Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["streamAir"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stream-tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A single-use ticket to open an event stream by URL (for EventSource, which cannot send Authorization)
         * @description Valid for 60 s and for one stream: GET /api/v1/air/stream?ticket=… or /api/v1/changes/stream?ticket=…. The stream then acts as the user the ticket was got by. EventSource reconnects with the same URL, and a used ticket is refused (401): on error, get a new ticket and open the stream again with `after=<last event id>`.
         *
         *     Needs: the caller's own user and API tokens (every role).
         */
        post: operations["createStreamTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every webhook endpoint (never their secrets)
         * @description Needs: webhook endpoints and their delivery log (admin).
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint; its signing secret is in this answer only
         * @description Every delivery is a POST of `{type, timestamp, data}` signed as Standard Webhooks says: headers `webhook-id` (the event, the same on retries), `webhook-timestamp` (seconds) and `webhook-signature` = `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` keyed with the base64-decoded part of the secret after `whsec_`. A 2xx answer within WEBHOOKS_TIMEOUT_MS delivers it; otherwise it is tried again after 5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h, and an endpoint failing for a day is disabled.
         *
         *     Needs: webhook endpoints and their delivery log (admin).
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook endpoint: whether it is enabled, failing, or why it was disabled
         * @description Needs: webhook endpoints and their delivery log (admin).
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete an endpoint and its delivery log
         * @description Needs: webhook endpoints and their delivery log (admin).
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change an endpoint, disable it, or enable it again
         * @description Needs: webhook endpoints and their delivery log (admin).
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The endpoint's delivery log, newest first, with every attempt
         * @description Needs: webhook endpoints and their delivery log (admin).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries/{deliveryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One delivery with its attempts
         * @description Needs: webhook endpoints and their delivery log (admin).
         */
        get: operations["getWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries/{deliveryId}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again, now (same webhook-id and body, a fresh timestamp and signature)
         * @description Needs: webhook endpoints and their delivery log (admin).
         */
        post: operations["replayWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/live-access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * May this live source go on air now? Yes only for an owner of the show on air (with a grace before and after)
         * @description The password is one of the host's onair API tokens. Allowed from LIVE_ACCESS_GRACE_BEFORE_SECONDS (default 300) before the timeslot starts until LIVE_ACCESS_GRACE_AFTER_SECONDS (default 60) after it ends; `until` says when to cut the source. Always 200 when the question was understood: `allowed` is the answer, `reason` says why (and goes to the log). A password that is not a good token is refused with one reason whatever is wrong with it (the log says what), and counts as a failed authentication of the caller's address: past AUTH_FAILURE_LIMIT a minute the answer is 429 with Retry-After, as at the API. Icecast URL auth (`stream_auth`): point `stream_auth` at this URL; an allowed answer carries `icecast-auth-user: 1`.
         */
        post: operations["checkLiveAccess"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/airtime": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Airtime in a window by show, category, language or repetition: hours, counts and percentages (JSON or CSV)
         * @description aired: timeslots that started before now, their time up to now; planned: every timeslot, aired or ahead. Both are clipped to the window (an overnight timeslot split by an edge counts its part inside, and counts once). Send `Accept: text/csv` for a spreadsheet. Archived shows count (they aired); memos never appear.
         *
         *     Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["getAirtimeReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/programme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The station's week as an HTML page
         * @description Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["programmePage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/embed/week": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The week as an HTML fragment page for an iframe (frame-ancestors: EMBED_ORIGINS)
         * @description Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["embedWeek"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/embed/now-next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What is on air now and next, for an iframe
         * @description Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["embedNowNext"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/programme/shows/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A show as an HTML page: name, image, hosts, description, links and its next air dates
         * @description Needs: the public programme (every role; anonymous too while PUBLIC_READ is on).
         */
        get: operations["showPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/me/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the caller hears about its broadcasts, and where
         * @description Needs: the caller's own user and API tokens (every role).
         */
        get: operations["getNotificationSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change what the caller hears about; a new email address gets a confirmation mail and nothing else until confirmed
         * @description Needs: the caller's own user and API tokens (every role).
         */
        patch: operations["updateNotificationSettings"];
        trace?: never;
    };
    "/api/v1/notifications/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The link of a confirmation mail: the address receives notifications from now on (once, within 48 hours) */
        get: operations["confirmNotificationAddress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The unsubscribe link of every mail: a page with one button (a link preview never unsubscribes anyone) */
        get: operations["unsubscribePage"];
        put?: never;
        /** Stop every notification to the address of this link (the one-click unsubscribe of RFC 8058, and the page's button) */
        post: operations["unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery log, newest first: an admin's of everyone, anyone else's own
         * @description Needs: the caller's own user and API tokens (every role).
         */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notifications/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a notification again (admins)
         * @description Needs: resend notifications (admin).
         */
        post: operations["resendNotification"];
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
        /**
         * AddHolidays
         * @description One holiday (`date` and `name`), a list (`holidays`), or an iCalendar file (`calendar`, with `from` and `to`): exactly one of the three
         * @example {
         *       "date": "2027-03-29",
         *       "name": "Easter Monday"
         *     }
         */
        AddHolidays: {
            /**
             * @description Station-local date, YYYY-MM-DD
             * @example 2027-01-05
             */
            date?: string;
            /**
             * @description What the day is called
             * @example Easter Monday
             */
            name?: string;
            /** @description Several dates at once */
            holidays?: {
                /**
                 * @description Station-local date, YYYY-MM-DD
                 * @example 2027-01-05
                 */
                date: string;
                /**
                 * @description What the day is called
                 * @example Easter Monday
                 */
                name: string;
            }[];
            /** @description An iCalendar file of holidays as public-holiday calendars publish them: all-day VEVENTs (DTSTART;VALUE=DATE, DTEND exclusive, at most 31 days), SUMMARY as the name, RRULE (FREQ=YEARLY for fixed days), RDATE, EXDATE, RECURRENCE-ID; cancelled events are left out. Rules are expanded from `from` to `to`. At most 1,000 VEVENTs and 1,000 dates */
            calendar?: string;
            /**
             * @description With `calendar`: the first date to take. Absent: 1 January of the current year
             * @example 2027-01-05
             */
            from?: string;
            /**
             * @description With `calendar`: the last date to take (at most 3,660 days after from). Absent: 31 December of next year
             * @example 2027-01-05
             */
            to?: string;
        };
        /**
         * AirGap
         * @description A stretch no timeslot covers: dead air unless automation fills it
         */
        AirGap: {
            /** @enum {string} */
            kind: "gap";
            /**
             * @description When the gap began (the end of the last timeslot); null: nothing has aired before
             * @example 2027-01-05 20:00:00
             */
            start: string | null;
            /**
             * @description When the next timeslot starts; null: nothing is planned after
             * @example 2027-01-05 20:00:00
             */
            end: string | null;
            /**
             * Format: date-time
             * @description start as an ISO 8601 instant with the station's offset at that moment, e.g. 2027-10-31T01:00:00+02:00
             */
            startAt: string | null;
            /**
             * Format: date-time
             * @description end as an ISO 8601 instant with the station's offset at that moment, e.g. 2027-10-31T01:00:00+02:00
             */
            endAt: string | null;
        };
        /**
         * AirItem
         * @description A timeslot with its media resolved exactly as playout resolves it, or a gap (by `kind`)
         */
        AirItem: components["schemas"]["PlayoutTimeslot"] | components["schemas"]["AirGap"];
        /** AirtimeGroup */
        AirtimeGroup: {
            /** @description The show id (as text), category, language tag, or first/repetition; null: shows with no category or language */
            key: string | null;
            /** @description What a person reads: the show name, the category, the language tag, "First broadcast" or "Repetition" */
            label: string;
            /** @description Time on air of timeslots that have started, clipped to the window and to now, in hours (to the second: 4 decimals) */
            airedHours: number;
            /** @description Timeslots in the window that have started */
            airedCount: number;
            /** @description Time of every timeslot in the window, aired or ahead, clipped to the window, in hours (to the second: 4 decimals) */
            plannedHours: number;
            /** @description Timeslots in the window, aired or ahead (one split by an edge of the window counts once) */
            plannedCount: number;
            /** @description Aired time, percent of the total (2 decimals) */
            airedPercent: number;
            /** @description Planned time, percent of the total (2 decimals) */
            plannedPercent: number;
        };
        /** AirtimeReport */
        AirtimeReport: {
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
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            generatedAt: string;
            groupBy: string;
            /** @description Every timeslot once: the whole of the percentages */
            total: {
                /** @description Time on air of timeslots that have started, clipped to the window and to now, in hours (to the second: 4 decimals) */
                airedHours: number;
                /** @description Timeslots in the window that have started */
                airedCount: number;
                /** @description Time of every timeslot in the window, aired or ahead, clipped to the window, in hours (to the second: 4 decimals) */
                plannedHours: number;
                /** @description Timeslots in the window, aired or ahead (one split by an edge of the window counts once) */
                plannedCount: number;
            };
            /** @description Longest planned time first. A show in several categories (languages) counts fully in each, so those percentages can add up to more than 100 */
            groups: components["schemas"]["AirtimeGroup"][];
        };
        /**
         * Cancellation
         * @description What came back (Restoration) and, extension, the repetitions cancelled with the timeslot
         * @example {
         *       "restored": [],
         *       "notRestored": [],
         *       "repetitions": [
         *         {
         *           "id": 57,
         *           "start": "2027-01-06 10:00:00",
         *           "end": "2027-01-06 11:00:00",
         *           "startAt": "2027-01-06T10:00:00+01:00",
         *           "endAt": "2027-01-06T11:00:00+01:00",
         *           "scheduleId": 5,
         *           "showId": 1,
         *           "repeatOf": 41
         *         }
         *       ]
         *     }
         */
        Cancellation: {
            /** @description The displaced timeslots as they are again: trimmed ones with their time back, deleted ones returned (with their old id where free) */
            restored: components["schemas"]["Timeslot"][];
            /** @description The parts of displaced timeslots that did not come back (the timeslot id as it was displaced), each with the reason */
            notRestored: {
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
                /** @description Why this part did not come back: another timeslot airs there now, it has aired, its schedule no longer airs it, or it is too short */
                reason: string;
            }[];
            /**
             * @description Extension: the repetitions (timeslots whose `repeatOf` names a timeslot this write cancelled or deleted) that went with their original, as they were; `repetitions: "keep"` (`repetitions=keep` on a DELETE) leaves them
             * @example [
             *       {
             *         "id": 57,
             *         "start": "2027-01-06 10:00:00",
             *         "end": "2027-01-06 11:00:00",
             *         "startAt": "2027-01-06T10:00:00+01:00",
             *         "endAt": "2027-01-06T11:00:00+01:00",
             *         "scheduleId": 5,
             *         "showId": 1,
             *         "repeatOf": 41
             *       }
             *     ]
             */
            repetitions?: components["schemas"]["FollowedRepetition"][];
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
            /** @description schedule.create, schedule.update, schedule.delete, timeslot.update, timeslot.delete, show.*, episode.*, station.update, holiday.create, holiday.delete, change.revert */
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
         * CollisionA
         * @description An existing timeslot a projected one collides with (Variant A names)
         */
        CollisionA: {
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
            show: number;
            showName: string;
            isRepetition: boolean;
            /** @description Database identifier */
            schedule: number;
            memo: string;
            /** @description Database identifier */
            playlistId: number | null;
            /** @description Database identifier */
            noteId?: number;
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
            defaultSolution?: components["schemas"]["DefaultSolution"];
            schedule: components["schemas"]["ScheduleInput"];
            /** @description Extension: occurrences not projected (cancelled by an exception, emptied by a daylight-saving change, or on a holiday the schedule skips), with why */
            skipped?: components["schemas"]["SkippedOccurrence"][];
        };
        /**
         * ConflictA
         * @description Collisions need a solution (Variant A names): nothing was changed
         */
        ConflictA: {
            /** @description What the client has to do next */
            detail: string;
            /** @description The usable solutions sent (hash → solution), kept for the next try: fill in the rest and send the answer back */
            solutions: {
                [key: string]: components["schemas"]["Solution"];
            };
            defaultSolution?: components["schemas"]["DefaultSolution"];
            /** @description Extension: occurrences not projected (cancelled by an exception, emptied by a daylight-saving change, or on a holiday the schedule skips), with why */
            skipped?: components["schemas"]["SkippedOccurrence"][];
            projected: components["schemas"]["ProjectedTimeslotA"][];
            schedule: components["schemas"]["ScheduleInputA"];
            /** @description Projected-timeslot hash → note; entries may be left out */
            notes?: {
                [key: string]: number;
            };
            /** @description Projected-timeslot hash → playlist; entries may be left out */
            playlists?: {
                [key: string]: number;
            };
        };
        /**
         * CreatedSchedule
         * @description The schedule as created; `repetitions` (extension) only when repetitions went with timeslots its `ours*` solutions deleted
         */
        CreatedSchedule: {
            /** @description Database identifier */
            id: number;
            /** @description Database identifier */
            show: number;
            /** @description The contract rule id; null when the schedule follows an RRULE none of the 14 rules is */
            rrule: number | null;
            /** @description Extension: the RFC 5545 RRULE the schedule follows (its rule id as an RRULE, or its own) */
            recurrence: string;
            byWeekday: number | null;
            /**
             * @description Station-local date, YYYY-MM-DD
             * @example 2027-01-05
             */
            firstDate: string;
            /**
             * @description Inclusive; null: open-ended (extension), its timeslots run to `horizonDate`
             * @example 2027-01-05
             */
            lastDate: string | null;
            /** @description Extension, open-ended schedules only: the last date its timeslots exist for (the rolling horizon, extended daily) */
            horizonDate?: string;
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
            /** @description Extension: 'skip': no timeslot on a holiday (POST /api/v1/holidays); its occurrences there are listed in `skipped` with the reason `holiday`. 'air' (the contract's behaviour): holidays change nothing but the business days of addBusinessDaysOnly. Absent: air on create, the stored value on update */
            holidays: "air" | "skip";
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
            /** @description Extension: the schedule this one continues after a move (POST /api/v1/schedules/{id}/move) */
            predecessorId?: number | null;
            /** @description Extension: the schedule continuing this one from the day after its lastDate (a move) */
            successorId?: number | null;
            /** @description Extension: the season it belongs to (GET /api/v1/seasons/{id}); absent: regular programme */
            season?: number;
            /** @description Extension: the schedule whose broadcasts this repetition repeats (present when it names one) */
            repeatOf?: number | null;
            /** @description Extension: occurrences not projected (cancelled by an exception, emptied by a daylight-saving change, or on a holiday the schedule skips), with why */
            skipped?: components["schemas"]["SkippedOccurrence"][];
            /**
             * @description Extension: the repetitions (timeslots whose `repeatOf` names a timeslot this write cancelled or deleted) that went with their original, as they were; `repetitions: "keep"` (`repetitions=keep` on a DELETE) leaves them
             * @example [
             *       {
             *         "id": 57,
             *         "start": "2027-01-06 10:00:00",
             *         "end": "2027-01-06 11:00:00",
             *         "startAt": "2027-01-06T10:00:00+01:00",
             *         "endAt": "2027-01-06T11:00:00+01:00",
             *         "scheduleId": 5,
             *         "showId": 1,
             *         "repeatOf": 41
             *       }
             *     ]
             */
            repetitions?: components["schemas"]["FollowedRepetition"][];
        };
        /** CreatedWebhook */
        CreatedWebhook: {
            /** @description Database identifier */
            id: number;
            url: string;
            events: string[];
            showIds: number[];
            description: string;
            enabled: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            disabledAt: string | null;
            /** @description Why it is disabled: by an admin, or after failing for a day */
            disabledReason: string | null;
            /**
             * Format: date-time
             * @description First failure since the last success; null: not failing
             */
            failingSince: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            createdAt: string;
            /** @description The signing secret (`whsec_` + base64 key, Standard Webhooks): shown in this answer only */
            secret: string;
        };
        /** DabBearer */
        DabBearer: {
            /** @enum {string} */
            kind: "dab";
            /** @description The extended country code: 2 hexadecimal digits */
            ecc: string;
            /** @description The ensemble id: 4 hexadecimal digits */
            eid: string;
            /** @description The audio service id: 4 hexadecimal digits, the first the country (not 0) */
            sid: string;
            /** @description The service component id within the service (0: the primary component) */
            scids: number;
        };
        /**
         * DefaultSolution
         * @description Extension: the solution of every colliding projected timeslot that has no entry of its own in `solutions` (those win). With it the count check ("Numbers of conflicts and solutions don't match") applies to nothing, and `solutions` may be left out. A timeslot whose `solutionChoices` lack it gets the contract's error "Given solution is not accepted for this conflict." (409, nothing changed). Besides the eight solutions:
         *
         *     - `fill`: Create the free parts of P (each part no existing timeslot covers, at least MIN_SLOT_MINUTES long); touch no existing timeslot.
         *     - `skip`: Create none of the colliding projected timeslots (the contract's `theirs` for all).
         * @enum {string}
         */
        DefaultSolution: "theirs" | "ours" | "theirs-start" | "ours-start" | "theirs-end" | "ours-end" | "theirs-both" | "ours-both" | "fill" | "skip";
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
            /** @description Extension: occurrences not projected (cancelled by an exception, emptied by a daylight-saving change, or on a holiday the schedule skips), with why */
            skipped?: components["schemas"]["SkippedOccurrence"][];
        };
        /**
         * DryRunA
         * @description What the request would do (Variant A names); nothing was changed
         */
        DryRunA: {
            create: components["schemas"]["DryRunTimeslot"][];
            /** @description Existing timeslots with their new start and end */
            update: components["schemas"]["DryRunTimeslot"][];
            delete: components["schemas"]["DryRunTimeslot"][];
            unresolved: components["schemas"]["ProjectedTimeslotA"][];
            /** @description Extension: occurrences not projected (cancelled by an exception, emptied by a daylight-saving change, or on a holiday the schedule skips), with why */
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
        /** FmBearer */
        FmBearer: {
            /** @enum {string} */
            kind: "fm";
            /** @description The extended country code of RDS (e.g. E0 for Germany, E2 for Austria, E1 for the UK): 2 hexadecimal digits */
            ecc: string;
            /** @description The RDS PI code: 4 hexadecimal digits, the first the country (not 0) */
            piCode: string;
            /** @description The frequency in MHz, in steps of 0.05 (e.g. 95.8) */
            frequency: number;
        };
        /** FollowedRepetition */
        FollowedRepetition: {
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
            /** @description Database identifier */
            repeatOf: number;
        };
        /**
         * HealthGap
         * @description A stretch no timeslot covers (clipped to the window)
         */
        HealthGap: {
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
            /** @description How long */
            seconds: number;
        };
        /**
         * Holiday
         * @description A station-local date that is no business day, and on which schedules with `holidays: "skip"` do not air
         * @example {
         *       "id": 1,
         *       "date": "2027-03-29",
         *       "name": "Easter Monday",
         *       "createdAt": "2027-01-01T09:00:00.000Z"
         *     }
         */
        Holiday: {
            /** @description Database identifier */
            id: number;
            /**
             * @description Station-local date, YYYY-MM-DD
             * @example 2027-01-05
             */
            date: string;
            name: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            createdAt: string;
        };
        /**
         * HolidayChanges
         * @description What the write changed in the programme (the changeset has every row)
         */
        HolidayChanges: {
            /** @description Future timeslots removed: on a holiday their schedule skips, or business-day repetitions moved on (they come back when the holiday goes) */
            removed: {
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
            }[];
            /** @description Timeslots created: repetitions moved to the next business day (with the episode, media and memo of the one removed), or broadcasts given back */
            created: components["schemas"]["Timeslot"][];
            /** @description Occurrences that would have come but could not, each with the reason */
            notCreated: {
                /** @description The timeslot id it had, when it was one given back */
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
                scheduleId: number;
                /** @description Database identifier */
                showId: number;
                /** @description Why: another timeslot airs there now, or it has aired */
                reason: string;
            }[];
        };
        /** HolidayPage */
        HolidayPage: {
            items: components["schemas"]["Holiday"][];
            total: number;
            limit: number;
            offset: number;
        };
        /** HolidayRemoved */
        HolidayRemoved: {
            holiday: components["schemas"]["Holiday"];
            timeslots: components["schemas"]["HolidayChanges"];
        };
        /** HolidaysAdded */
        HolidaysAdded: {
            added: components["schemas"]["Holiday"][];
            /** @description Dates of the request that were holidays already: left as they are */
            existing: components["schemas"]["Holiday"][];
            timeslots: components["schemas"]["HolidayChanges"];
        };
        /**
         * ImportCollision
         * @description A timeslot of an imported event that collides with the programme or with an earlier event of the file
         */
        ImportCollision: {
            /** @description The key of this timeslot in `solutions`: `UID#hash` */
            key: string;
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
            collisions: components["schemas"]["Collision"][];
            solutionChoices: components["schemas"]["Solution"][];
            /** @description Why the solution sent cannot be used */
            error?: string;
        };
        /**
         * ImportEvent
         * @description One event of the file as a schedule
         */
        ImportEvent: {
            uid: string;
            summary: string;
            /** @description The name of the show it goes to */
            show: string;
            /**
             * @description new: imported (or to import); updated: its UID was imported before and its SEQUENCE or LAST-MODIFIED changed since, so its schedule takes what the file says now (or will); unchanged: its UID was imported before with the same SEQUENCE and LAST-MODIFIED; nothing-to-create: every timeslot is past or yields
             * @enum {string}
             */
            status: "new" | "updated" | "unchanged" | "nothing-to-create";
            /** @description The schedule made (after a commit), or the one imported before from this UID (updated, unchanged) */
            schedule: number | null;
            /** @description The contract rule id, when its recurrence is one of the 14 */
            rrule: number | null;
            /** @description Its RRULE when it is none of the 14 */
            recurrence: string | null;
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
            lastDate: string | null;
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
            exceptions: string[];
            /** @description Timeslots it creates */
            timeslots: number;
            collisions: components["schemas"]["ImportCollision"][];
        };
        /**
         * ImportRequest
         * @description An iCalendar file to preview or import
         * @example {
         *       "calendar": "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//example//station//EN\r\nBEGIN:VEVENT\r\nUID:vinyl-hour@example.org\r\nSUMMARY:Vinyl Hour\r\nDTSTART;TZID=Europe/Vienna:20270105T220000\r\nDTEND;TZID=Europe/Vienna:20270105T230000\r\nRRULE:FREQ=WEEKLY;INTERVAL=8;BYDAY=TU;COUNT=4\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
         *     }
         */
        ImportRequest: {
            /** @description An iCalendar file (RFC 5545): VEVENTs with UID, SUMMARY, DTSTART and DTEND or DURATION, RRULE, EXDATE, RDATE, RECURRENCE-ID. Times in another zone than the station's are converted where they keep one wall time there. A DESCRIPTION is kept: on the show the import creates (the first series of that SUMMARY, else its first event), else on the memo of the event's timeslots. At most 1,000,000 characters and 1,000 VEVENTs (the whole body at most 1 MiB) */
            calendar: string;
            /** @description SUMMARY → id of an existing show. Other summaries go to the live show of that name, or to a new show */
            showMap?: {
                [key: string]: number;
            };
            /** @description `UID#hash` (each collision's `key`) → one of its solutionChoices */
            solutions?: {
                [key: string]: components["schemas"]["Solution"];
            };
            defaultSolution?: components["schemas"]["DefaultSolution"];
            /** @description true: an event onair cannot place (an all-day event, one without an end, a rule it cannot follow, a SUMMARY that is no show name …) refuses the whole file (400, nothing imported). Absent or false: such events are skipped and listed in `skipped` with the reason */
            strict?: boolean;
            /** @description true: import (all or nothing). Absent or false: answer the preview and change nothing */
            commit?: boolean;
        };
        /**
         * ImportResult
         * @description What the import does (preview, 409) or did (201)
         */
        ImportResult: {
            shows: {
                name: string;
                /** @description null: created by the import */
                id: number | null;
                created: boolean;
            }[];
            events: components["schemas"]["ImportEvent"][];
            /** @description UIDs of the events imported as new schedules (status new) */
            created: string[];
            /** @description UIDs of the events imported before whose SEQUENCE or LAST-MODIFIED changed: their schedules follow the file */
            updated: string[];
            /** @description UIDs of the events imported before and not changed since: left as they are */
            unchanged: string[];
            /** @description Events left out because onair cannot place them (none with `strict: true`, which refuses them instead) */
            skipped: {
                uid: string;
                summary: string;
                /** @description Why onair cannot place it, and what to change */
                reason: string;
            }[];
            /** @description The change log entry of a committed import (revert it to undo the import) */
            changeset: number | null;
        };
        /** IpBearer */
        IpBearer: {
            /** @enum {string} */
            kind: "ip";
            /**
             * Format: uri
             * @description An absolute http(s) URL
             */
            url: string;
            /** @description e.g. audio/mpeg, audio/aac, audio/ogg */
            mimeType: string;
            /** @description kbit/s */
            bitrate: number;
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
        /** LiveAccess */
        LiveAccess: {
            allowed: boolean;
            /** @description Why, in one sentence (also in the log) */
            reason: string;
            /** @description Whom the token belongs to; null when it is not a valid token */
            user: {
                /** @description Database identifier */
                id: number;
                name: string;
            } | null;
            /** @description The timeslot that decided it: the one owned, or the one on air */
            timeslot: {
                /** @description Database identifier */
                id: number;
                /** @description Database identifier */
                showId: number;
                showName: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 instant (UTC)
                 */
                startAt: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 instant (UTC)
                 */
                endAt: string;
            } | null;
            /**
             * Format: date-time
             * @description When allowed: the end of the timeslot plus the grace after it, when the live source should be cut
             */
            until: string | null;
            /** @description When allowed: whole seconds from now until `until` (for scripts without a date parser) */
            secondsLeft: number | null;
        };
        /**
         * LiveAccessRequest
         * @description JSON `{user, password}` (Liquidsoap) or Icecast URL auth's form (`action=stream_auth&user=…&pass=…&mount=…`)
         * @example {
         *       "user": "source",
         *       "password": "onair_…"
         *     }
         */
        LiveAccessRequest: {
            /** @description The user name the source client sent (logged; the token says who it is) */
            user?: string;
            /** @description The host's onair API token, typed as the password into the streaming software */
            password?: string;
            /** @description The host's onair API token, typed as the password into the streaming software */
            pass?: string;
            action?: string;
            mount?: string;
            ip?: string;
            server?: string;
            port?: string;
            client?: string;
        };
        /**
         * MovedScheduleFields
         * @description What changes from `from` on; absent fields stay the schedule's (lastDate too)
         */
        MovedScheduleFields: {
            /**
             * @description Station-local time of day, HH:MM:SS
             * @example 20:00:00
             */
            startTime?: string;
            /** @description HH:MM:SS; earlier than startTime: the timeslot ends the next day */
            endTime?: string;
            /** @description Monday = 0 … Sunday = 6 */
            byWeekday?: number | null;
            /** @description Recurrence rule id (see ScheduleInput); a new rule counts its weeks from `from` */
            rrule?: number;
            addDaysNo?: number | null;
            /**
             * @description Station-local date, YYYY-MM-DD
             * @example 2027-01-05
             */
            lastDate?: string;
        };
        /** NextTimeslots */
        NextTimeslots: {
            items: components["schemas"]["OnAirTimeslot"][];
        };
        /** Notification */
        Notification: {
            /** @description Database identifier */
            id: number;
            /** @description Database identifier */
            userId: number;
            /** @description A NotificationEvent, or confirm-email */
            kind: string;
            state: "pending" | "sent" | "failed" | "dropped";
            /** @description Null for a reminder until it is sent (it is written then, with the broadcast as it is) */
            subject: string | null;
            text: string | null;
            /** @description Database identifier */
            changesetId: number | null;
            /** @description Database identifier */
            timeslotId: number | null;
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            dueAt: string;
            attempts: number;
            /** @description Why the last attempt failed, or why it was dropped */
            lastError: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            sentAt: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            createdAt: string;
        };
        /**
         * NotificationEvent
         * @description moved, cancelled, pre-empted (by a special), given-back (a special went), bulk (several broadcasts of one write, one mail), correction (a change was undone), reminder (before each broadcast)
         */
        NotificationEvent: "moved" | "cancelled" | "pre-empted" | "given-back" | "bulk" | "reminder" | "correction";
        /** NotificationPage */
        NotificationPage: {
            items: components["schemas"]["Notification"][];
            /** @description Pass as `before` for older ones */
            next: number | null;
        };
        /** NotificationSettings */
        NotificationSettings: {
            /** @description Database identifier */
            userId: number;
            /**
             * Format: email
             * @description Where mails go; a new address gets a confirmation mail first
             */
            email: string | null;
            /** @description What to hear about; [] hears nothing */
            events: components["schemas"]["NotificationEvent"][];
            /** @description Reminders this many minutes before each broadcast (at most a week; default 2880 and 60) */
            reminderLeadMinutes: number[];
            /** @description One mail a day at 07:00 station time instead of one per change (reminders keep their time) */
            digest: boolean;
            /** @description Hear about every show, not only those the user owns (programme managers and admins) */
            allShows: boolean;
            /** @description Also hear about changes the user made */
            ownChanges: boolean;
            /**
             * @description The language of the mails (English; the texts are ready for more)
             * @enum {string}
             */
            language: "en";
            /** @description Mails go only to a confirmed address */
            emailConfirmed: boolean;
        };
        /**
         * NotificationSettingsUpdate
         * @example {
         *       "email": "host@example.org",
         *       "reminderLeadMinutes": [
         *         1440,
         *         30
         *       ]
         *     }
         */
        NotificationSettingsUpdate: {
            /**
             * Format: email
             * @description Where mails go; a new address gets a confirmation mail first
             */
            email?: string | null;
            /** @description What to hear about; [] hears nothing */
            events?: components["schemas"]["NotificationEvent"][];
            /** @description Reminders this many minutes before each broadcast (at most a week; default 2880 and 60) */
            reminderLeadMinutes?: number[];
            /** @description One mail a day at 07:00 station time instead of one per change (reminders keep their time) */
            digest?: boolean;
            /** @description Hear about every show, not only those the user owns (programme managers and admins) */
            allShows?: boolean;
            /** @description Also hear about changes the user made */
            ownChanges?: boolean;
            /**
             * @description The language of the mails (English; the texts are ready for more)
             * @enum {string}
             */
            language?: "en";
        };
        /**
         * NowNext
         * @description What is on air now and what follows, ready to play
         * @example {
         *       "now": "2027-01-05 20:15:00",
         *       "nowAt": "2027-01-05T20:15:00+01:00",
         *       "current": {
         *         "kind": "timeslot",
         *         "timeslotId": 41,
         *         "start": "2027-01-05 20:00:00",
         *         "end": "2027-01-05 21:00:00",
         *         "startAt": "2027-01-05T20:00:00+01:00",
         *         "endAt": "2027-01-05T21:00:00+01:00",
         *         "showId": 1,
         *         "showName": "Morning Jazz",
         *         "scheduleId": 4,
         *         "episodeId": null,
         *         "mediaId": 12,
         *         "source": "show"
         *       },
         *       "secondsLeft": 2700,
         *       "next": [
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
        NowNext: {
            /**
             * @description Station-local wall-clock time, YYYY-MM-DD HH:MM:SS (STATION_TIME_ZONE)
             * @example 2027-01-05 20:00:00
             */
            now: string;
            /**
             * Format: date-time
             * @description now (to the whole second) as an ISO 8601 instant with the station's offset at that moment, e.g. 2027-10-31T01:00:00+02:00
             */
            nowAt: string;
            current: components["schemas"]["AirItem"];
            /** @description Whole seconds until the current item ends (rounded up); null in a gap with nothing planned after it */
            secondsLeft: number | null;
            /** @description The next `count` timeslots in order, with a gap item wherever they do not touch, and a gap without end after the last planned one */
            next: components["schemas"]["AirItem"][];
        };
        /**
         * OnAirTimeslot
         * @description A timeslot with the media playout airs for it
         */
        OnAirTimeslot: {
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
            /** @description Extension: the season its schedule belongs to (absent: regular programme) */
            season?: number;
            /** @description Extension: a special that displaced something: how many broadcasts it removed or cut when it was made (or moved there), kept to be given back when it goes (DELETE, or a move away). Absent: it displaced nothing */
            displaces?: number;
            /** @description Extension: a repetition (its schedule names `repeatOf`): the original broadcast it repeats, which it follows when that is cancelled, pre-empted or moved; null when it repeats none (or its original is gone) */
            repeatOf?: number | null;
            /** @description What playout airs: the timeslot's mediaId, else its schedule's defaultMediaId, else its show's defaultMediaId, else null (playout's mediaId) */
            effectiveMediaId: number | null;
            /**
             * @description The level effectiveMediaId came from (playout's source)
             * @enum {string}
             */
            source: "timeslot" | "original" | "schedule" | "show" | "none";
            /** @description Extension, on repetitions (timeslots with repeatOf): the episode that airs: episodeId, else its original broadcast's */
            effectiveEpisodeId?: number | null;
            /**
             * @description Extension: where effectiveEpisodeId came from
             * @enum {string}
             */
            episodeSource?: "timeslot" | "original" | "none";
        };
        /**
         * OneClickUnsubscribe
         * @description What a mail client sends for a one-click unsubscribe (RFC 8058), form-encoded
         * @example {
         *       "List-Unsubscribe": "One-Click"
         *     }
         */
        OneClickUnsubscribe: {
            /** @enum {string} */
            "List-Unsubscribe"?: "One-Click";
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
            /** @description The episode that airs: the timeslot's episodeId, else (a repetition, extension) its original broadcast's, else null */
            episodeId: number | null;
            /**
             * @description Extension, present only then: `original` when episodeId is the original broadcast's (a repetition without an episode of its own)
             * @enum {string}
             */
            episodeSource?: "timeslot" | "original" | "none";
            /** @description The timeslot's mediaId, else (a repetition, extension) its original broadcast's mediaId, else its schedule's defaultMediaId, else its show's defaultMediaId, else null */
            mediaId: number | null;
            /**
             * @description The level mediaId came from (`original`: the repetition airs its original broadcast's media)
             * @enum {string}
             */
            source: "timeslot" | "original" | "schedule" | "show" | "none";
        };
        /**
         * ProgrammeHealth
         * @description Dead air ahead: from now to `days` days on, every gap and every timeslot with no media
         */
        ProgrammeHealth: {
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
            /** @description No gap and no timeslot without media in the window, and nothing unplaced */
            healthy: boolean;
            /** @description The gaps together */
            gapSeconds: number;
            gaps: components["schemas"]["HealthGap"][];
            /** @description Timeslots with nothing to air after the whole fallback chain (timeslot, the original a repetition repeats, schedule, show): source "none" */
            withoutMedia: components["schemas"]["PlayoutTimeslot"][];
            /** @description Extension: occurrences of open-ended schedules the horizon extension could not create, whatever their date ahead */
            unplaced: components["schemas"]["UnplacedOccurrence"][];
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
            /** @description Has started before now (and is not breaking in): listed, never created */
            isPast: boolean;
            /** @description Extension: had started and not ended at the time of the request, so it is created from now on (to the second; `start` says when). Against the running timeslot it offers `ours-start` (that one ends now) and `theirs` */
            breaksIn?: boolean;
            collisions: components["schemas"]["Collision"][];
            /** @description Why the given solution cannot be used; absent when none */
            error?: string;
            /** @description The solutions allowed for this timeslot (any order) */
            solutionChoices: components["schemas"]["Solution"][];
        };
        /**
         * ProjectedTimeslotA
         * @description A projected timeslot (Variant A names)
         */
        ProjectedTimeslotA: {
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
            /** @description Has started before now (and is not breaking in): listed, never created */
            isPast: boolean;
            /** @description Extension: had started and not ended at the time of the request, so it is created from now on (to the second; `start` says when). Against the running timeslot it offers `ours-start` (that one ends now) and `theirs` */
            breaksIn?: boolean;
            collisions: components["schemas"]["CollisionA"][];
            /** @description Why the given solution cannot be used; absent when none */
            error?: string;
            /** @description The solutions allowed for this timeslot (any order) */
            solutionChoices: components["schemas"]["Solution"][];
        };
        /**
         * RadioDnsId
         * @description The station as RadioDNS knows it: also the authority of the CRIDs in its SPI documents
         */
        RadioDnsId: {
            /** @description The domain the station registered with RadioDNS */
            fqdn: string;
            /** @description Its service identifier there: 1-16 lowercase letters and digits */
            serviceIdentifier: string;
        } | null;
        /**
         * Restoration
         * @description Extension: a timeslot created with `ours`, `ours-start`, `ours-end` or `ours-both` keeps what it deleted or trimmed; when it goes away, that comes back as far as the programme is free (`restore=false` leaves it out).
         * @example {
         *       "restored": [
         *         {
         *           "id": 41,
         *           "start": "2027-01-05 20:00:00",
         *           "end": "2027-01-05 22:00:00",
         *           "startAt": "2027-01-05T20:00:00+01:00",
         *           "endAt": "2027-01-05T22:00:00+01:00",
         *           "scheduleId": 4,
         *           "showId": 1,
         *           "showName": "Morning Jazz",
         *           "isRepetition": false,
         *           "mediaId": null,
         *           "episodeId": 3,
         *           "memo": "",
         *           "updatedAt": "2027-01-01T09:00:00.000Z"
         *         }
         *       ],
         *       "notRestored": []
         *     }
         */
        Restoration: {
            /** @description The displaced timeslots as they are again: trimmed ones with their time back, deleted ones returned (with their old id where free) */
            restored: components["schemas"]["Timeslot"][];
            /** @description The parts of displaced timeslots that did not come back (the timeslot id as it was displaced), each with the reason */
            notRestored: {
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
                /** @description Why this part did not come back: another timeslot airs there now, it has aired, its schedule no longer airs it, or it is too short */
                reason: string;
            }[];
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
            entity: "show" | "season" | "schedule" | "episode" | "timeslot" | "station" | "holiday";
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
         *       "recurrence": "FREQ=WEEKLY;BYDAY=TU",
         *       "anchorDate": "2027-01-05",
         *       "exceptions": [],
         *       "holidays": "air",
         *       "createdAt": "2027-01-01T09:00:00.000Z",
         *       "updatedAt": "2027-01-01T09:00:00.000Z"
         *     }
         */
        Schedule: {
            /** @description Database identifier */
            id: number;
            /** @description Database identifier */
            show: number;
            /** @description The contract rule id; null when the schedule follows an RRULE none of the 14 rules is */
            rrule: number | null;
            /** @description Extension: the RFC 5545 RRULE the schedule follows (its rule id as an RRULE, or its own) */
            recurrence: string;
            byWeekday: number | null;
            /**
             * @description Station-local date, YYYY-MM-DD
             * @example 2027-01-05
             */
            firstDate: string;
            /**
             * @description Inclusive; null: open-ended (extension), its timeslots run to `horizonDate`
             * @example 2027-01-05
             */
            lastDate: string | null;
            /** @description Extension, open-ended schedules only: the last date its timeslots exist for (the rolling horizon, extended daily) */
            horizonDate?: string;
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
            /** @description Extension: 'skip': no timeslot on a holiday (POST /api/v1/holidays); its occurrences there are listed in `skipped` with the reason `holiday`. 'air' (the contract's behaviour): holidays change nothing but the business days of addBusinessDaysOnly. Absent: air on create, the stored value on update */
            holidays: "air" | "skip";
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
            /** @description Extension: the schedule this one continues after a move (POST /api/v1/schedules/{id}/move) */
            predecessorId?: number | null;
            /** @description Extension: the schedule continuing this one from the day after its lastDate (a move) */
            successorId?: number | null;
            /** @description Extension: the season it belongs to (GET /api/v1/seasons/{id}); absent: regular programme */
            season?: number;
            /** @description Extension: the schedule whose broadcasts this repetition repeats (present when it names one) */
            repeatOf?: number | null;
            /** @description Extension: occurrences not projected (cancelled by an exception, emptied by a daylight-saving change, or on a holiday the schedule skips), with why */
            skipped?: components["schemas"]["SkippedOccurrence"][];
        };
        /**
         * ScheduleA
         * @description A stored schedule (Variant A names)
         */
        ScheduleA: {
            /** @description Database identifier */
            id: number;
            /** @description Database identifier */
            show: number;
            /** @description The contract rule id; null when the schedule follows an RRULE none of the 14 rules is */
            rrule: number | null;
            /** @description Extension: the RFC 5545 RRULE the schedule follows (its rule id as an RRULE, or its own) */
            recurrence: string;
            byWeekday: number | null;
            /**
             * @description Station-local date, YYYY-MM-DD
             * @example 2027-01-05
             */
            firstDate: string;
            /**
             * @description Inclusive; null: open-ended (extension), its timeslots run to `horizonDate`
             * @example 2027-01-05
             */
            lastDate: string | null;
            /** @description Extension, open-ended schedules only: the last date its timeslots exist for (the rolling horizon, extended daily) */
            horizonDate?: string;
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
            addDaysNo: number | null;
            addBusinessDaysOnly: boolean;
            /**
             * @description Station-local date, YYYY-MM-DD
             * @example 2027-01-05
             */
            anchorDate: string;
            /** @description Cancelled air dates (RFC 5545 EXDATE) */
            exceptions: string[];
            /** @description Extension: 'skip': no timeslot on a holiday (POST /api/v1/holidays); its occurrences there are listed in `skipped` with the reason `holiday`. 'air' (the contract's behaviour): holidays change nothing but the business days of addBusinessDaysOnly. Absent: air on create, the stored value on update */
            holidays: "air" | "skip";
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
            /** @description Extension: the schedule this one continues after a move (POST /api/v1/schedules/{id}/move) */
            predecessorId?: number | null;
            /** @description Extension: the schedule continuing this one from the day after its lastDate (a move) */
            successorId?: number | null;
            /** @description Extension: the season it belongs to (GET /api/v1/seasons/{id}); absent: regular programme */
            season?: number;
            /** @description Extension: the schedule whose broadcasts this repetition repeats (present when it names one) */
            repeatOf?: number | null;
            /** @description Extension: occurrences not projected (cancelled by an exception, emptied by a daylight-saving change, or on a holiday the schedule skips), with why */
            skipped?: components["schemas"]["SkippedOccurrence"][];
            /** @description Database identifier */
            defaultPlaylistId: number | null;
            /** @description Always null (the contract does not say what it means) */
            automationId: number | null;
        };
        /**
         * ScheduleInput
         * @description The contract's `schedule` object, sent in every POST and PUT
         */
        ScheduleInput: {
            /** @description The show the schedule belongs to */
            show: number;
            /** @description Recurrence rule id: 1 once, 2 daily, 3 business days, 4 weekly, 5 bi-weekly, 6 four-weekly, 7 even ISO weeks, 8 odd ISO weeks, 9-13 first to fifth weekday of the month, 14 last weekday of the month. Required unless `recurrence` is sent. Extension: null is the same as absent (a schedule read with GET says null when an RRULE gives the rule) */
            rrule?: number | null;
            /**
             * @description Extension: an RFC 5545 RRULE instead of `rrule` (then without `byWeekday`): FREQ=DAILY/WEEKLY/MONTHLY/YEARLY, INTERVAL, BYDAY (1TU, -1FR in monthly and yearly rules), BYMONTHDAY (negative too), BYMONTH, BYSETPOS, WKST, COUNT or UNTIL. DTSTART is anchorDate (the first firstDate); times come from startTime/endTime in the station zone. One of the 14 rules (e.g. FREQ=WEEKLY;BYDAY=TU) is stored as that rule id. Sent beside `rrule` it must be that rule as GET reads it (`rrule` 4, `byWeekday` 1 and FREQ=WEEKLY;BYDAY=TU): then it is ignored
             * @example FREQ=WEEKLY;INTERVAL=8;BYDAY=TU
             */
            recurrence?: string;
            /** @description Monday = 0 … Sunday = 6; required for rules 4-14 */
            byWeekday?: number | null;
            /**
             * @description Station-local date, YYYY-MM-DD
             * @example 2027-01-05
             */
            firstDate: string;
            /**
             * @description Station-local date, YYYY-MM-DD, inclusive; absent = the configured horizon (default: end of the current year). Extension: null = open-ended, the schedule never runs out: its timeslots exist up to today + PROGRAMME_HORIZON_DAYS (default 400), and the server extends them every day
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
             * @description Extension: a repetition (isRepetition: true) names the schedule of the same show whose broadcasts it repeats, addDaysNo (addBusinessDaysOnly) after each. Each of its timeslots is linked to the broadcast it repeats (`repeatOf`), follows it when that is cancelled, pre-empted or moved, and airs its episode and media unless it has its own. Absent: none on create, the stored link on update (while isRepetition stays true); null: none
             * @example 4
             */
            repeatOf?: number | null;
            /**
             * @description Extension: the date whose week (Monday to Sunday) is week 0 of a bi- or four-weekly rule (RFC 5545 DTSTART); not after firstDate. Absent: firstDate on create, the stored anchor on update (it cannot change)
             * @example 2027-01-05
             */
            anchorDate?: string | null;
            /** @description Extension: cancelled air dates (RFC 5545 EXDATE), never projected. Absent on update: the stored ones stay. Leave a date out to bring its broadcast back; add one to cancel it */
            exceptions?: string[];
            /** @description Extension: the season this schedule belongs to (GET /api/v1/seasons); its dates lie inside the season's, and the regular timeslots its own collide with step aside instead of colliding. Absent or null: regular programme. Cannot change on update */
            season?: number | null;
            /** @description Extension: 'skip': no timeslot on a holiday (POST /api/v1/holidays); its occurrences there are listed in `skipped` with the reason `holiday`. 'air' (the contract's behaviour): holidays change nothing but the business days of addBusinessDaysOnly. Absent: air on create, the stored value on update */
            holidays?: "air" | "skip";
            /** @description Change nothing; answer 202 with what would happen. Absent: false */
            dryrun?: boolean;
            /** @description Ignored: the id is read-only (accepted so that a schedule read with GET can be sent back with PUT as it came) */
            id?: number;
            /** @description Ignored: createdAt is read-only (accepted so that a schedule read with GET can be sent back with PUT as it came) */
            createdAt?: string;
            /** @description Ignored: updatedAt is read-only (accepted so that a schedule read with GET can be sent back with PUT as it came) */
            updatedAt?: string;
            /** @description Ignored: predecessorId is read-only (accepted so that a schedule read with GET can be sent back with PUT as it came) */
            predecessorId?: number | null;
            /** @description Ignored: successorId is read-only (accepted so that a schedule read with GET can be sent back with PUT as it came) */
            successorId?: number | null;
            /** @description Ignored: skipped is read-only (accepted so that a schedule read with GET can be sent back with PUT as it came) */
            skipped?: unknown[];
        };
        /**
         * ScheduleInputA
         * @description Variant A's `schedule` object: Variant B's with defaultPlaylistId for defaultMediaId
         */
        ScheduleInputA: {
            /** @description Recurrence rule id: 1 once, 2 daily, 3 business days, 4 weekly, 5 bi-weekly, 6 four-weekly, 7 even ISO weeks, 8 odd ISO weeks, 9-13 first to fifth weekday of the month, 14 last weekday of the month. Required unless `recurrence` is sent. Extension: null is the same as absent (a schedule read with GET says null when an RRULE gives the rule) */
            rrule?: number | null;
            /**
             * @description Extension: an RFC 5545 RRULE instead of `rrule` (then without `byWeekday`): FREQ=DAILY/WEEKLY/MONTHLY/YEARLY, INTERVAL, BYDAY (1TU, -1FR in monthly and yearly rules), BYMONTHDAY (negative too), BYMONTH, BYSETPOS, WKST, COUNT or UNTIL. DTSTART is anchorDate (the first firstDate); times come from startTime/endTime in the station zone. One of the 14 rules (e.g. FREQ=WEEKLY;BYDAY=TU) is stored as that rule id. Sent beside `rrule` it must be that rule as GET reads it (`rrule` 4, `byWeekday` 1 and FREQ=WEEKLY;BYDAY=TU): then it is ignored
             * @example FREQ=WEEKLY;INTERVAL=8;BYDAY=TU
             */
            recurrence?: string;
            /** @description Monday = 0 … Sunday = 6; required for rules 4-14 */
            byWeekday?: number | null;
            /**
             * @description Station-local date, YYYY-MM-DD
             * @example 2027-01-05
             */
            firstDate: string;
            /**
             * @description Station-local date, YYYY-MM-DD, inclusive; absent = the configured horizon (default: end of the current year). Extension: null = open-ended, the schedule never runs out: its timeslots exist up to today + PROGRAMME_HORIZON_DAYS (default 400), and the server extends them every day
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
            /** @description Days added to every generated date (a repetition the next day) */
            addDaysNo?: number | null;
            /** @description Count addDaysNo in Monday-Friday days only. Absent: false */
            addBusinessDaysOnly?: boolean;
            /**
             * @description Extension: a repetition (isRepetition: true) names the schedule of the same show whose broadcasts it repeats, addDaysNo (addBusinessDaysOnly) after each. Each of its timeslots is linked to the broadcast it repeats (`repeatOf`), follows it when that is cancelled, pre-empted or moved, and airs its episode and media unless it has its own. Absent: none on create, the stored link on update (while isRepetition stays true); null: none
             * @example 4
             */
            repeatOf?: number | null;
            /**
             * @description Extension: the date whose week (Monday to Sunday) is week 0 of a bi- or four-weekly rule (RFC 5545 DTSTART); not after firstDate. Absent: firstDate on create, the stored anchor on update (it cannot change)
             * @example 2027-01-05
             */
            anchorDate?: string | null;
            /** @description Extension: cancelled air dates (RFC 5545 EXDATE), never projected. Absent on update: the stored ones stay. Leave a date out to bring its broadcast back; add one to cancel it */
            exceptions?: string[];
            /** @description Extension: the season this schedule belongs to (GET /api/v1/seasons); its dates lie inside the season's, and the regular timeslots its own collide with step aside instead of colliding. Absent or null: regular programme. Cannot change on update */
            season?: number | null;
            /** @description Extension: 'skip': no timeslot on a holiday (POST /api/v1/holidays); its occurrences there are listed in `skipped` with the reason `holiday`. 'air' (the contract's behaviour): holidays change nothing but the business days of addBusinessDaysOnly. Absent: air on create, the stored value on update */
            holidays?: "air" | "skip";
            /** @description Change nothing; answer 202 with what would happen. Absent: false */
            dryrun?: boolean;
            /** @description Ignored: the id is read-only (accepted so that a schedule read with GET can be sent back with PUT as it came) */
            id?: number;
            /** @description Ignored: createdAt is read-only (accepted so that a schedule read with GET can be sent back with PUT as it came) */
            createdAt?: string;
            /** @description Ignored: updatedAt is read-only (accepted so that a schedule read with GET can be sent back with PUT as it came) */
            updatedAt?: string;
            /** @description Ignored: predecessorId is read-only (accepted so that a schedule read with GET can be sent back with PUT as it came) */
            predecessorId?: number | null;
            /** @description Ignored: successorId is read-only (accepted so that a schedule read with GET can be sent back with PUT as it came) */
            successorId?: number | null;
            /** @description Ignored: skipped is read-only (accepted so that a schedule read with GET can be sent back with PUT as it came) */
            skipped?: unknown[];
            /** @description The show of the path (show_pk); may be left out */
            show?: number;
            /** @description Database identifier */
            defaultPlaylistId?: number | null;
            /** @description Ignored (the answer gives null), so a schedule can be sent back as it came */
            automationId?: number | null;
        };
        /**
         * ScheduleMove
         * @description The schedule as ended the day before `from`, and its successor from `from` on
         */
        ScheduleMove: {
            predecessor: components["schemas"]["Schedule"];
            successor: components["schemas"]["Schedule"];
            restoration?: components["schemas"]["Restoration"];
            /** @description Extension, present when some followed: the successors of its repetition schedules (each predecessor ended the day before `from`) */
            repetitions?: components["schemas"]["Schedule"][];
        };
        /**
         * ScheduleMoveRequest
         * @description Move a series from a date ("this and following"); resolves collisions of the new times like a POST
         * @example {
         *       "from": "2027-03-02",
         *       "schedule": {
         *         "byWeekday": 2,
         *         "startTime": "21:00:00",
         *         "endTime": "22:00:00"
         *       }
         *     }
         */
        ScheduleMoveRequest: {
            /**
             * @description The first day of the successor; the schedule ends the day before. After its firstDate, not before today
             * @example 2027-01-05
             */
            from: string;
            schedule: components["schemas"]["MovedScheduleFields"];
            /** @description Projected-timeslot hash → chosen solution, one of that timeslot's solutionChoices */
            solutions?: {
                [key: string]: components["schemas"]["Solution"] | "";
            };
            defaultSolution?: components["schemas"]["DefaultSolution"];
            /** @description Change nothing; answer 202 with what would happen. Absent: false */
            dryrun?: boolean;
            /**
             * @description Extension: `follow` (absent): the repetition schedules that repeat this one (`repeatOf`) and run on `from` move with it from the same date, in the same cycle and changeset: one of its rule takes the new rule, weekday and lastDate and keeps its own times and offset; their successors repeat its successor. `keep`: they stay as they are
             * @enum {string}
             */
            repetitions?: "follow" | "keep";
            /** @description The `projected` of the 409 answer: a solution whose timeslot now collides with other timeslots than listed here is refused */
            projected?: components["schemas"]["ProjectedTimeslot"][];
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
            defaultSolution?: components["schemas"]["DefaultSolution"];
            /**
             * @description Extension: `follow` (absent): the repetitions of a timeslot this write cancels or deletes (an `ours*` solution) go with it, and come back with it when it is given back; `keep`: they stay as they are
             * @enum {string}
             */
            repetitions?: "follow" | "keep";
            /** @description The `projected` of the 409 answer, sent back as it came: the server projects again, and refuses a solution whose timeslot now collides with other timeslots than the ones listed here */
            projected?: components["schemas"]["ProjectedTimeslot"][];
            /** @description Ignored (so the 409 answer can be sent back as it came) */
            detail?: string;
            /** @description Ignored (so a 409 answer listing skipped occurrences can be sent back as it came) */
            skipped?: unknown;
        };
        /**
         * ScheduleRequestA
         * @description Variant A's conflict-resolution structure: `schedule`, and to resolve a 409 `solutions`, with `notes` and `playlists`
         * @example {
         *       "schedule": {
         *         "rrule": 4,
         *         "byWeekday": 1,
         *         "firstDate": "2027-01-05",
         *         "lastDate": "2027-06-29",
         *         "startTime": "20:00:00",
         *         "endTime": "21:00:00"
         *       }
         *     }
         */
        ScheduleRequestA: {
            schedule: components["schemas"]["ScheduleInputA"];
            /** @description Projected-timeslot hash → chosen solution, one of that timeslot's solutionChoices */
            solutions?: {
                [key: string]: components["schemas"]["Solution"] | "";
            };
            defaultSolution?: components["schemas"]["DefaultSolution"];
            /**
             * @description Extension: `follow` (absent): the repetitions of a timeslot this write cancels or deletes (an `ours*` solution) go with it, and come back with it when it is given back; `keep`: they stay as they are
             * @enum {string}
             */
            repetitions?: "follow" | "keep";
            /** @description Ignored (so the 409 answer can be sent back as it came) */
            detail?: string;
            /** @description Ignored (so a 409 answer listing skipped occurrences can be sent back as it came) */
            skipped?: unknown;
            /** @description The `projected` of the 409 answer, sent back as it came */
            projected?: components["schemas"]["ProjectedTimeslotA"][];
            /** @description Projected-timeslot hash → the note (episode) of the timeslot created for it; entries may be left out */
            notes?: {
                [key: string]: number;
            };
            /** @description Projected-timeslot hash → the playlist (media) of the timeslot created for it; entries may be left out */
            playlists?: {
                [key: string]: number;
            };
        };
        /**
         * Season
         * @example {
         *       "id": 1,
         *       "name": "Summer 2027",
         *       "firstDate": "2027-07-01",
         *       "lastDate": "2027-08-31",
         *       "mode": "replace",
         *       "createdAt": "2027-01-01T09:00:00.000Z",
         *       "updatedAt": "2027-01-01T09:00:00.000Z"
         *     }
         */
        Season: {
            /** @description Database identifier */
            id: number;
            name: string;
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
             * @description `replace`: every regular timeslot starting on one of its dates steps aside; `overlay`: only what its own timeslots collide with
             * @enum {string}
             */
            mode: "replace" | "overlay";
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
        /** SeasonDetail */
        SeasonDetail: {
            /** @description Database identifier */
            id: number;
            name: string;
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
             * @description `replace`: every regular timeslot starting on one of its dates steps aside; `overlay`: only what its own timeslots collide with
             * @enum {string}
             */
            mode: "replace" | "overlay";
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
            /** @description The season's schedules */
            schedules: components["schemas"]["Schedule"][];
            /** @description The regular timeslots that stepped aside for the season, in start order */
            steppedAside: components["schemas"]["SteppedAside"][];
        };
        /**
         * SeasonInput
         * @description A season: its dates (inclusive, station-local) and how its programme meets the regular one
         * @example {
         *       "name": "Summer 2027",
         *       "firstDate": "2027-07-01",
         *       "lastDate": "2027-08-31",
         *       "mode": "replace"
         *     }
         */
        SeasonInput: {
            /** @description What people call it: "Summer 2027" */
            name: string;
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
             * @description `replace`: every regular timeslot starting on one of its dates steps aside; `overlay`: only what its own timeslots collide with
             * @enum {string}
             */
            mode: "replace" | "overlay";
            /** @description Change nothing; answer 202 with what would step aside and come back. Absent: false */
            dryrun?: boolean;
        };
        /** SeasonList */
        SeasonList: {
            items: components["schemas"]["Season"][];
        };
        /**
         * SeasonWrite
         * @description The season as written (or as a dry run would write it), what stepped aside and what came back
         */
        SeasonWrite: {
            /** @description Database identifier */
            id: number;
            name: string;
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
             * @description `replace`: every regular timeslot starting on one of its dates steps aside; `overlay`: only what its own timeslots collide with
             * @enum {string}
             */
            mode: "replace" | "overlay";
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
            /** @description How many regular timeslots this write made step aside */
            steppedAsideCount: number;
            /** @description The regular timeslots this write made step aside */
            steppedAside: components["schemas"]["SteppedAside"][];
            restoration?: components["schemas"]["Restoration"];
            /** @description true: nothing was changed; this is what the write would do */
            dryrun?: boolean;
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
            imageUrl: string | null;
            hosts: components["schemas"]["ShowHost"][];
            links: components["schemas"]["ShowLink"][];
            categories: string[];
            languages: string[];
            fundingCategory: string | null;
        };
        /**
         * ShowCreate
         * @example {
         *       "name": "Morning Jazz",
         *       "defaultMediaId": 12
         *     }
         */
        ShowCreate: {
            /** @description Display name: one line (no line breaks or control characters) */
            name: string;
            /** @description URL-safe unique key: lowercase letters, digits and single dashes */
            slug?: string;
            description?: string;
            isActive?: boolean;
            /** @description Database identifier */
            defaultMediaId?: number | null;
            /** @description User ids of its owners: hosts may change only the shows they own. Set by programme managers and admins */
            ownerIds?: number[];
            /**
             * Format: uri
             * @description An image of the show (absolute http or https URL); null: none
             */
            imageUrl?: string | null;
            /** @description Who presents the show, in the order shown */
            hosts?: components["schemas"]["ShowHost"][];
            /** @description Labelled links, in the order shown */
            links?: components["schemas"]["ShowLink"][];
            /** @description Categories or genres (free text, matched exactly by the list filter) */
            categories?: string[];
            /** @description Languages spoken on the show, BCP 47 tags */
            languages?: string[];
            /** @description The funding category the station reports the show under (the regulator's or the station's own names); null: none */
            fundingCategory?: string | null;
        };
        /**
         * ShowHost
         * @description A host: a name, optionally linked to an onair user (userId must exist)
         */
        ShowHost: {
            /** @description The name shown on the programme */
            name: string;
            /** @description Database identifier */
            userId?: number;
        };
        /** ShowLink */
        ShowLink: {
            /** @description What the link is, e.g. Website, Mastodon, Podcast */
            label: string;
            /**
             * Format: uri
             * @description An absolute http(s) URL
             */
            url: string;
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
            /** @description Display name: one line (no line breaks or control characters) */
            name?: string;
            /** @description URL-safe unique key: lowercase letters, digits and single dashes */
            slug?: string;
            description?: string;
            isActive?: boolean;
            /** @description Database identifier */
            defaultMediaId?: number | null;
            /** @description User ids of its owners: hosts may change only the shows they own. Set by programme managers and admins */
            ownerIds?: number[];
            /**
             * Format: uri
             * @description An image of the show (absolute http or https URL); null: none
             */
            imageUrl?: string | null;
            /** @description Who presents the show, in the order shown */
            hosts?: components["schemas"]["ShowHost"][];
            /** @description Labelled links, in the order shown */
            links?: components["schemas"]["ShowLink"][];
            /** @description Categories or genres (free text, matched exactly by the list filter) */
            categories?: string[];
            /** @description Languages spoken on the show, BCP 47 tags */
            languages?: string[];
            /** @description The funding category the station reports the show under (the regulator's or the station's own names); null: none */
            fundingCategory?: string | null;
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
            reason: "cancelled" | "emptied-by-dst" | "holiday" | "season";
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
         *       "nowAt": "2027-01-05T20:15:00+01:00",
         *       "name": "Radio Helsinki",
         *       "shortName": "Helsinki",
         *       "mediumName": "Radio Helsinki",
         *       "description": "Free radio in Graz since 1995.",
         *       "website": "https://helsinki.at",
         *       "logos": [],
         *       "languages": [
         *         "de"
         *       ],
         *       "genres": [
         *         "Music"
         *       ],
         *       "bearers": [
         *         {
         *           "kind": "fm",
         *           "ecc": "E2",
         *           "piCode": "A3E1",
         *           "frequency": 92.6
         *         }
         *       ],
         *       "radiodns": null,
         *       "updatedAt": "2027-01-05T19:00:00.000Z"
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
            /** @description The station name; empty until an admin sets the profile */
            name: string;
            /** @description At most 8 characters (RadioDNS shortName, the RDS PS length); empty: cut from the name */
            shortName: string;
            /** @description At most 16 characters (RadioDNS mediumName, the DAB label length); empty: cut from the name */
            mediumName: string;
            /** @description At most 1200 characters; the first 180 are the short description */
            description: string;
            /**
             * Format: uri
             * @description The station website; null: none
             */
            website: string | null;
            logos: components["schemas"]["StationLogo"][];
            /** @description BCP 47 tags of the languages on air; the first is the documents' language */
            languages: string[];
            /** @description Genres, as the shows' categories are named (mapped to the TV-Anytime classification where known) */
            genres: string[];
            bearers: (components["schemas"]["FmBearer"] | components["schemas"]["DabBearer"] | components["schemas"]["IpBearer"])[];
            radiodns: components["schemas"]["RadioDnsId"];
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            updatedAt: string;
        };
        /**
         * StationLogo
         * @description A logo image. RadioDNS receivers look for 32×32 and 112×32 (colour square and rectangle), 128×128, 320×240 and 600×600; other sizes are published as unrestricted logos
         */
        StationLogo: {
            /**
             * Format: uri
             * @description An absolute http(s) URL
             */
            url: string;
            /** @description Width in pixels */
            width: number;
            /** @description Height in pixels */
            height: number;
        };
        /**
         * StationProfileInput
         * @description The whole profile: a field left out is empty afterwards (PUT replaces)
         * @example {
         *       "name": "Radio Helsinki",
         *       "shortName": "Helsinki",
         *       "mediumName": "Radio Helsinki",
         *       "description": "Free radio in Graz since 1995: music, talk and culture in many languages.",
         *       "website": "https://helsinki.at",
         *       "logos": [
         *         {
         *           "url": "https://helsinki.at/logo-600.png",
         *           "width": 600,
         *           "height": 600
         *         }
         *       ],
         *       "languages": [
         *         "de",
         *         "en"
         *       ],
         *       "genres": [
         *         "Music",
         *         "Talk"
         *       ],
         *       "bearers": [
         *         {
         *           "kind": "fm",
         *           "ecc": "E2",
         *           "piCode": "A3E1",
         *           "frequency": 92.6
         *         },
         *         {
         *           "kind": "dab",
         *           "ecc": "E2",
         *           "eid": "A00C",
         *           "sid": "A3E1",
         *           "scids": 0
         *         },
         *         {
         *           "kind": "ip",
         *           "url": "https://live.helsinki.at/stream.mp3",
         *           "mimeType": "audio/mpeg",
         *           "bitrate": 128
         *         }
         *       ],
         *       "radiodns": {
         *         "fqdn": "helsinki.at",
         *         "serviceIdentifier": "graz"
         *       }
         *     }
         */
        StationProfileInput: {
            /** @description The station name (RadioDNS longName: at most 128) */
            name: string;
            /** @description At most 8 characters (RadioDNS shortName, the RDS PS length); empty: cut from the name */
            shortName?: string;
            /** @description At most 16 characters (RadioDNS mediumName, the DAB label length); empty: cut from the name */
            mediumName?: string;
            /** @description At most 1200 characters; the first 180 are the short description */
            description?: string;
            /**
             * Format: uri
             * @description The station website; null: none
             */
            website?: string | null;
            logos?: components["schemas"]["StationLogo"][];
            /** @description BCP 47 tags of the languages on air; the first is the documents' language */
            languages?: string[];
            /** @description Genres, as the shows' categories are named (mapped to the TV-Anytime classification where known) */
            genres?: string[];
            bearers?: (components["schemas"]["FmBearer"] | components["schemas"]["DabBearer"] | components["schemas"]["IpBearer"])[];
            radiodns?: components["schemas"]["RadioDnsId"];
        };
        /** Status */
        Status: {
            status: string;
        };
        /**
         * SteppedAside
         * @description A regular timeslot that stepped aside for the season, as it was (its id comes back with it)
         */
        SteppedAside: {
            /** @description Database identifier */
            id: number;
            /** @description Database identifier */
            scheduleId: number;
            /** @description Database identifier */
            showId: number;
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
            /** @description The season timeslot that holds its place (null: the season's dates, in `replace` mode) */
            heldBy: number | null;
        };
        /**
         * StreamTicket
         * @description A short-lived, single-use credential for opening an event stream by URL
         * @example {
         *       "ticket": "onairticket_3q2-7wQ9mZ0lWcN6y8Xk1d4FvR5tB0aHjPzLsUeYgIo",
         *       "expiresAt": "2027-01-05T20:01:00+01:00",
         *       "expiresIn": 60
         *     }
         */
        StreamTicket: {
            /** @description Put it in the stream URL as ?ticket=…; it opens one stream, once */
            ticket: string;
            /**
             * Format: date-time
             * @description the last moment it can be used as an ISO 8601 instant with the station's offset at that moment, e.g. 2027-10-31T01:00:00+02:00
             */
            expiresAt: string;
            /** @description Seconds it stays valid */
            expiresIn: number;
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
            /** @description Extension: the season its schedule belongs to (absent: regular programme) */
            season?: number;
            /** @description Extension: a special that displaced something: how many broadcasts it removed or cut when it was made (or moved there), kept to be given back when it goes (DELETE, or a move away). Absent: it displaced nothing */
            displaces?: number;
            /** @description Extension: a repetition (its schedule names `repeatOf`): the original broadcast it repeats, which it follows when that is cancelled, pre-empted or moved; null when it repeats none (or its original is gone) */
            repeatOf?: number | null;
        };
        /**
         * TimeslotMove
         * @description The broadcast at its new time (same id, episode, media and memo); `restoration` when the air it left gave back what it had displaced; `repetitions` when its repetitions followed
         */
        TimeslotMove: {
            timeslot: components["schemas"]["Timeslot"];
            /** @description Present when a 'theirs-both' cut the moved broadcast in two: the later piece(s), with the same content */
            split?: components["schemas"]["Timeslot"][];
            restoration?: components["schemas"]["Restoration"];
            /** @description Extension, present when some followed: the repetitions that moved with it, at their new times (same ids and content) */
            repetitions?: components["schemas"]["Timeslot"][];
        };
        /**
         * TimeslotMoveConflict
         * @description The new time collides: send the move again with a solution for the hash (one of its solutionChoices) or a defaultSolution. Nothing was changed
         */
        TimeslotMoveConflict: {
            /** @description What the client has to do next */
            detail: string;
            /** @description The broadcast at its new time (the part still to air), with what it collides with */
            projected: components["schemas"]["ProjectedTimeslot"][];
            /** @description The usable solutions sent, kept for the next try */
            solutions: {
                [key: string]: components["schemas"]["Solution"];
            };
            defaultSolution?: components["schemas"]["DefaultSolution"];
        };
        /**
         * TimeslotMoveRequest
         * @description Move or resize this broadcast only; resolves collisions at the new time like a schedule's POST
         * @example {
         *       "start": "2027-01-07 21:00:00",
         *       "end": "2027-01-07 22:00:00"
         *     }
         */
        TimeslotMoveRequest: {
            /** @description The new start; a broadcast that has started keeps its start: station-local `YYYY-MM-DD HH:MM:SS` (DST: a time in the spring gap moves to its end, an ambiguous autumn time is the first) or an ISO 8601 instant with offset */
            start: string;
            /** @description The new end, after start and at most 24 hours later; on a broadcast that has started, an end that has passed ends it now: station-local `YYYY-MM-DD HH:MM:SS` (DST: a time in the spring gap moves to its end, an ambiguous autumn time is the first) or an ISO 8601 instant with offset */
            end: string;
            /** @description Projected-timeslot hash → chosen solution, one of that timeslot's solutionChoices */
            solutions?: {
                [key: string]: components["schemas"]["Solution"] | "";
            };
            defaultSolution?: components["schemas"]["DefaultSolution"];
            /** @description Change nothing; answer 202 with what would happen. Absent: false */
            dryrun?: boolean;
            /**
             * @description Extension: `follow` (absent): its repetitions that have not started (timeslots whose `repeatOf` is this one, still on its air date plus their offset) move with it, each at its own time of day on the new air date plus the offset, through the same collisions and solutions; `keep`: they stay where they are
             * @enum {string}
             */
            repetitions?: "follow" | "keep";
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
            /** @description Not accepted here: start and end change through schedules (PUT /api/v1/schedules/{id}) or POST /api/v1/timeslots/{id}/move */
            start?: unknown;
            /** @description Not accepted here: start and end change through schedules (PUT /api/v1/schedules/{id}) or POST /api/v1/timeslots/{id}/move */
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
        /**
         * UnplacedCollision
         * @description A timeslot that kept its air against a horizon extension
         */
        UnplacedCollision: {
            /** @description The timeslot that kept its air */
            id: number;
            showId: number;
            showName: string;
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
        };
        /**
         * UnplacedOccurrence
         * @description An occurrence of an open-ended schedule that the daily horizon extension did not create, because the programme had that air already (an extension never resolves a collision). Resolve it with a PUT of the schedule (its 409 offers the solutions), or leave it: it goes from this list once it has begun
         */
        UnplacedOccurrence: {
            /** @description The open-ended schedule */
            scheduleId: number;
            showId: number;
            showName: string;
            /** @description Its air date */
            date: string;
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
            collisions: components["schemas"]["UnplacedCollision"][];
        };
        /**
         * UpdatedSchedule
         * @description The schedule as updated; `restoration` only when the timeslots it dropped had displaced others
         */
        UpdatedSchedule: {
            /** @description Database identifier */
            id: number;
            /** @description Database identifier */
            show: number;
            /** @description The contract rule id; null when the schedule follows an RRULE none of the 14 rules is */
            rrule: number | null;
            /** @description Extension: the RFC 5545 RRULE the schedule follows (its rule id as an RRULE, or its own) */
            recurrence: string;
            byWeekday: number | null;
            /**
             * @description Station-local date, YYYY-MM-DD
             * @example 2027-01-05
             */
            firstDate: string;
            /**
             * @description Inclusive; null: open-ended (extension), its timeslots run to `horizonDate`
             * @example 2027-01-05
             */
            lastDate: string | null;
            /** @description Extension, open-ended schedules only: the last date its timeslots exist for (the rolling horizon, extended daily) */
            horizonDate?: string;
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
            /** @description Extension: 'skip': no timeslot on a holiday (POST /api/v1/holidays); its occurrences there are listed in `skipped` with the reason `holiday`. 'air' (the contract's behaviour): holidays change nothing but the business days of addBusinessDaysOnly. Absent: air on create, the stored value on update */
            holidays: "air" | "skip";
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
            /** @description Extension: the schedule this one continues after a move (POST /api/v1/schedules/{id}/move) */
            predecessorId?: number | null;
            /** @description Extension: the schedule continuing this one from the day after its lastDate (a move) */
            successorId?: number | null;
            /** @description Extension: the season it belongs to (GET /api/v1/seasons/{id}); absent: regular programme */
            season?: number;
            /** @description Extension: the schedule whose broadcasts this repetition repeats (present when it names one) */
            repeatOf?: number | null;
            /** @description Extension: occurrences not projected (cancelled by an exception, emptied by a daylight-saving change, or on a holiday the schedule skips), with why */
            skipped?: components["schemas"]["SkippedOccurrence"][];
            restoration?: components["schemas"]["Restoration"];
            /**
             * @description Extension: the repetitions (timeslots whose `repeatOf` names a timeslot this write cancelled or deleted) that went with their original, as they were; `repetitions: "keep"` (`repetitions=keep` on a DELETE) leaves them
             * @example [
             *       {
             *         "id": 57,
             *         "start": "2027-01-06 10:00:00",
             *         "end": "2027-01-06 11:00:00",
             *         "startAt": "2027-01-06T10:00:00+01:00",
             *         "endAt": "2027-01-06T11:00:00+01:00",
             *         "scheduleId": 5,
             *         "showId": 1,
             *         "repeatOf": 41
             *       }
             *     ]
             */
            repetitions?: components["schemas"]["FollowedRepetition"][];
        };
        /** UpdatedScheduleA */
        UpdatedScheduleA: {
            /** @description Database identifier */
            id: number;
            /** @description Database identifier */
            show: number;
            /** @description The contract rule id; null when the schedule follows an RRULE none of the 14 rules is */
            rrule: number | null;
            /** @description Extension: the RFC 5545 RRULE the schedule follows (its rule id as an RRULE, or its own) */
            recurrence: string;
            byWeekday: number | null;
            /**
             * @description Station-local date, YYYY-MM-DD
             * @example 2027-01-05
             */
            firstDate: string;
            /**
             * @description Inclusive; null: open-ended (extension), its timeslots run to `horizonDate`
             * @example 2027-01-05
             */
            lastDate: string | null;
            /** @description Extension, open-ended schedules only: the last date its timeslots exist for (the rolling horizon, extended daily) */
            horizonDate?: string;
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
            addDaysNo: number | null;
            addBusinessDaysOnly: boolean;
            /**
             * @description Station-local date, YYYY-MM-DD
             * @example 2027-01-05
             */
            anchorDate: string;
            /** @description Cancelled air dates (RFC 5545 EXDATE) */
            exceptions: string[];
            /** @description Extension: 'skip': no timeslot on a holiday (POST /api/v1/holidays); its occurrences there are listed in `skipped` with the reason `holiday`. 'air' (the contract's behaviour): holidays change nothing but the business days of addBusinessDaysOnly. Absent: air on create, the stored value on update */
            holidays: "air" | "skip";
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
            /** @description Extension: the schedule this one continues after a move (POST /api/v1/schedules/{id}/move) */
            predecessorId?: number | null;
            /** @description Extension: the schedule continuing this one from the day after its lastDate (a move) */
            successorId?: number | null;
            /** @description Extension: the season it belongs to (GET /api/v1/seasons/{id}); absent: regular programme */
            season?: number;
            /** @description Extension: the schedule whose broadcasts this repetition repeats (present when it names one) */
            repeatOf?: number | null;
            /** @description Extension: occurrences not projected (cancelled by an exception, emptied by a daylight-saving change, or on a holiday the schedule skips), with why */
            skipped?: components["schemas"]["SkippedOccurrence"][];
            restoration?: components["schemas"]["Restoration"];
            /**
             * @description Extension: the repetitions (timeslots whose `repeatOf` names a timeslot this write cancelled or deleted) that went with their original, as they were; `repetitions: "keep"` (`repetitions=keep` on a DELETE) leaves them
             * @example [
             *       {
             *         "id": 57,
             *         "start": "2027-01-06 10:00:00",
             *         "end": "2027-01-06 11:00:00",
             *         "startAt": "2027-01-06T10:00:00+01:00",
             *         "endAt": "2027-01-06T11:00:00+01:00",
             *         "scheduleId": 5,
             *         "showId": 1,
             *         "repeatOf": 41
             *       }
             *     ]
             */
            repetitions?: components["schemas"]["FollowedRepetition"][];
            /** @description Database identifier */
            defaultPlaylistId: number | null;
            /** @description Always null (the contract does not say what it means) */
            automationId: number | null;
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
        /**
         * Webhook
         * @description A webhook endpoint (never its secret)
         */
        Webhook: {
            /** @description Database identifier */
            id: number;
            url: string;
            events: string[];
            showIds: number[];
            description: string;
            enabled: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            disabledAt: string | null;
            /** @description Why it is disabled: by an admin, or after failing for a day */
            disabledReason: string | null;
            /**
             * Format: date-time
             * @description First failure since the last success; null: not failing
             */
            failingSince: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            createdAt: string;
        };
        /** WebhookAttempt */
        WebhookAttempt: {
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            at: string;
            durationMs: number;
            /** @description The receiver's HTTP status; null: no answer */
            status: number | null;
            /** @description Why it failed; null: delivered */
            error: string | null;
        };
        /**
         * WebhookCreate
         * @example {
         *       "url": "https://automation.example.org/onair",
         *       "events": [
         *         "change.*"
         *       ]
         *     }
         */
        WebhookCreate: {
            /** @description Where deliveries are POSTed: http(s), a public address unless WEBHOOKS_ALLOW_PRIVATE_ADDRESSES is true */
            url: string;
            /** @description Event types or patterns: `*` (all), `change.*` (every change to the programme), `change.<action>` (change.schedule.create, change.timeslot.update, change.show.delete, …), `air.*` (what goes on air) */
            events: string[];
            /** @description Only events about these shows; empty: every show */
            showIds?: number[];
            description?: string;
        };
        /** WebhookDelivery */
        WebhookDelivery: {
            id: number;
            /** @description Database identifier */
            webhookId: number;
            /** @description The webhook-id header: the same on every attempt and replay */
            eventId: string;
            eventType: string;
            state: "pending" | "delivered" | "failed";
            attempts: components["schemas"]["WebhookAttempt"][];
            /**
             * Format: date-time
             * @description When it is tried next; null once delivered or failed
             */
            nextAttemptAt: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 instant (UTC)
             */
            deliveredAt: string | null;
            /** @description The exact body sent */
            payload: string;
        };
        /** WebhookDeliveryPage */
        WebhookDeliveryPage: {
            items: components["schemas"]["WebhookDelivery"][];
            /** @description Pass as `before` for older deliveries; null at the end */
            next: number | null;
        };
        /** WebhookList */
        WebhookList: components["schemas"]["Webhook"][];
        /**
         * WebhookUpdate
         * @example {
         *       "enabled": true
         *     }
         */
        WebhookUpdate: {
            /** @description Where deliveries are POSTed: http(s), a public address unless WEBHOOKS_ALLOW_PRIVATE_ADDRESSES is true */
            url?: string;
            /** @description Event types or patterns: `*` (all), `change.*` (every change to the programme), `change.<action>` (change.schedule.create, change.timeslot.update, change.show.delete, …), `air.*` (what goes on air) */
            events?: string[];
            /** @description Only events about these shows; empty: every show */
            showIds?: number[];
            description?: string;
            /** @description true brings back a disabled endpoint with a clean record */
            enabled?: boolean;
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
            /** @description The station (ETag: the profile's version, for If-Match on PUT) */
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
    updateStation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you last read; the change is refused (412) if the resource changed since */
                "if-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The whole profile: a field left out is empty afterwards (PUT replaces) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["StationProfileInput"];
            };
        };
        responses: {
            /** @description The station as it is now (ETag: its new version) */
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
                /** @description Shows in any of these categories (exact match). Repeated or comma-separated */
                category?: string[];
                /** @description Shows in any of these languages; a tag also matches its subtags (de matches de-AT). Repeated or comma-separated */
                language?: string[];
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
                /**
                 * @description Extension: why (one line, at most 500 characters), for the hosts whose broadcasts the write moves, cancels or pre-empts: stored in the change log (its `request.reason`) and shown in their notification mails. Required inside the notice period (NOTICE_PERIOD_HOURS).
                 * @example The studio is being rewired
                 */
                reason?: string;
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
            query?: {
                /**
                 * @description Extension: why (one line, at most 500 characters), for the hosts whose broadcasts the write moves, cancels or pre-empts: stored in the change log (its `request.reason`) and shown in their notification mails. Required inside the notice period (NOTICE_PERIOD_HOURS).
                 * @example The studio is being rewired
                 */
                reason?: string;
            };
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
                    "application/json": components["schemas"]["CreatedSchedule"];
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
            query?: {
                /** @description Extension: false deletes without giving back what the deleted timeslots displaced (see Restoration) */
                restore?: boolean;
                /**
                 * @description Extension: why (one line, at most 500 characters), for the hosts whose broadcasts the write moves, cancels or pre-empts: stored in the change log (its `request.reason`) and shown in their notification mails. Required inside the notice period (NOTICE_PERIOD_HOURS).
                 * @example The studio is being rewired
                 */
                reason?: string;
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
                    "application/json": components["schemas"]["UpdatedSchedule"];
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
            query?: {
                /** @description Extension: false deletes without giving back what the deleted timeslots displaced (see Restoration) */
                restore?: boolean;
                /**
                 * @description Extension: why (one line, at most 500 characters), for the hosts whose broadcasts the write moves, cancels or pre-empts: stored in the change log (its `request.reason`) and shown in their notification mails. Required inside the notice period (NOTICE_PERIOD_HOURS).
                 * @example The studio is being rewired
                 */
                reason?: string;
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
            /** @description Deleted (or ended), and what its timeslots had displaced came back (or could not: `notRestored` says why) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Restoration"];
                };
            };
            /** @description Deleted (or ended, when it has aired timeslots); its timeslots had displaced nothing */
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
    moveSchedule: {
        parameters: {
            query?: {
                /** @description Extension: false deletes without giving back what the deleted timeslots displaced (see Restoration) */
                restore?: boolean;
                /**
                 * @description Extension: why (one line, at most 500 characters), for the hosts whose broadcasts the write moves, cancels or pre-empts: stored in the change log (its `request.reason`) and shown in their notification mails. Required inside the notice period (NOTICE_PERIOD_HOURS).
                 * @example The studio is being rewired
                 */
                reason?: string;
            };
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
        /** @description Move a series from a date ("this and following"); resolves collisions of the new times like a POST */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScheduleMoveRequest"];
            };
        };
        responses: {
            /** @description Moved: the ended schedule and its successor (Location: the successor) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleMove"];
                };
            };
            /** @description `dryrun` was true: what the move would do; nothing was changed */
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
            /** @description Collisions of the new times to resolve (Conflict; `schedule` is the successor), or a concurrent writer won twice. Nothing was changed */
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
    moveTimeslot: {
        parameters: {
            query?: {
                /** @description Extension: false deletes without giving back what the deleted timeslots displaced (see Restoration) */
                restore?: boolean;
                /**
                 * @description Extension: why (one line, at most 500 characters), for the hosts whose broadcasts the write moves, cancels or pre-empts: stored in the change log (its `request.reason`) and shown in their notification mails. Required inside the notice period (NOTICE_PERIOD_HOURS).
                 * @example The studio is being rewired
                 */
                reason?: string;
            };
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
        /** @description Move or resize this broadcast only; resolves collisions at the new time like a schedule's POST */
        requestBody: {
            content: {
                "application/json": components["schemas"]["TimeslotMoveRequest"];
            };
        };
        responses: {
            /** @description Moved: the timeslot at its new time (and what came back in the air it left) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeslotMove"];
                };
            };
            /** @description `dryrun` was true: what the move would do (the broadcast under `create`, with its hash); nothing was changed */
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
            /** @description Collisions at the new time to resolve (TimeslotMoveConflict); or the broadcast has ended, has started (only its end may change), the solutions leave it no air, or a concurrent writer won twice. Nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TimeslotMoveConflict"] | components["schemas"]["Error"];
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
    listSeasons: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you have; 304 Not Modified when it is still current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The seasons */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeasonList"];
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
    createSeason: {
        parameters: {
            query?: {
                /**
                 * @description Extension: why (one line, at most 500 characters), for the hosts whose broadcasts the write moves, cancels or pre-empts: stored in the change log (its `request.reason`) and shown in their notification mails. Required inside the notice period (NOTICE_PERIOD_HOURS).
                 * @example The studio is being rewired
                 */
                reason?: string;
            };
            header?: {
                /** @description Send the same key again (within 24 hours) and get the first answer again instead of a second write */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description A season: its dates (inclusive, station-local) and how its programme meets the regular one */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeasonInput"];
            };
        };
        responses: {
            /** @description Created (Location: its URL): the season and what stepped aside */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeasonWrite"];
                };
            };
            /** @description `dryrun` was true: what the write would do; nothing was changed */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeasonWrite"];
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
            /** @description Another season covers some of these dates, or (PUT) a schedule of the season lies outside them (ONAIR_SEASON_OVERLAP, ONAIR_SEASON_SCHEDULES_OUTSIDE) */
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
    getSeason: {
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
            /** @description The season (ETag: its version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeasonDetail"];
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
    updateSeason: {
        parameters: {
            query?: {
                /**
                 * @description Extension: why (one line, at most 500 characters), for the hosts whose broadcasts the write moves, cancels or pre-empts: stored in the change log (its `request.reason`) and shown in their notification mails. Required inside the notice period (NOTICE_PERIOD_HOURS).
                 * @example The studio is being rewired
                 */
                reason?: string;
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
        /** @description A season: its dates (inclusive, station-local) and how its programme meets the regular one */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SeasonInput"];
            };
        };
        responses: {
            /** @description The season as changed, what stepped aside and what came back */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeasonWrite"];
                };
            };
            /** @description `dryrun` was true: what the write would do; nothing was changed */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeasonWrite"];
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
            /** @description Another season covers some of these dates, or (PUT) a schedule of the season lies outside them (ONAIR_SEASON_OVERLAP, ONAIR_SEASON_SCHEDULES_OUTSIDE) */
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
    deleteSeason: {
        parameters: {
            query?: {
                /** @description true: answer what the write would do (what steps aside, what comes back) and change nothing */
                dryrun?: boolean;
                /**
                 * @description Extension: why (one line, at most 500 characters), for the hosts whose broadcasts the write moves, cancels or pre-empts: stored in the change log (its `request.reason`) and shown in their notification mails. Required inside the notice period (NOTICE_PERIOD_HOURS).
                 * @example The studio is being rewired
                 */
                reason?: string;
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
            /** @description Deleted: what came back (`restoration`), and what could not with the reason */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeasonWrite"];
                };
            };
            /** @description `dryrun` was true: what the write would do; nothing was changed */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeasonWrite"];
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
                /** @description Extension: only the timeslots of this season's schedules (GET /api/v1/seasons) */
                season?: number;
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
            header?: {
                /** @description The ETag you have; 304 Not Modified when it is still current */
                "if-none-match"?: string;
            };
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
                    "application/json": components["schemas"]["OnAirTimeslot"];
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
            /** @description The next timeslots, in order */
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
            query?: {
                /** @description Extension: false deletes without giving back what the deleted timeslots displaced (see Restoration) */
                restore?: boolean;
                /**
                 * @description Extension: why (one line, at most 500 characters), for the hosts whose broadcasts the write moves, cancels or pre-empts: stored in the change log (its `request.reason`) and shown in their notification mails. Required inside the notice period (NOTICE_PERIOD_HOURS).
                 * @example The studio is being rewired
                 */
                reason?: string;
                /** @description Extension: `follow` (absent): the repetitions of a timeslot this write cancels or deletes (an `ours*` solution) go with it, and come back with it when it is given back; `keep`: they stay as they are */
                repetitions?: "follow" | "keep";
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
            /** @description Cancelled, and what it had displaced came back (or could not: `notRestored` says why), or its repetitions went with it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cancellation"];
                };
            };
            /** @description Cancelled: its date is now an exception of its schedule (it had displaced nothing) */
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
    getProgrammeXmltv: {
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
            /** @description XMLTV (xmltv.dtd) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
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
    getSpiServiceInformation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you have; 304 Not Modified when it is still current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SPI serviceInformation (spi_34.xsd) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
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
    getSpiGroupInformation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you have; 304 Not Modified when it is still current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SPI epg/programmeGroups (spi_34.xsd) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
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
    getSpiProgrammeFm: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you have; 304 Not Modified when it is still current */
                "if-none-match"?: string;
            };
            path: {
                /** @description The global country code: the PI code's first digit and the ECC (ce2 for Austria), lowercase hexadecimal as in the bearer URI */
                gcc: string;
                /** @description The RDS PI code, lowercase hexadecimal as in the bearer URI */
                pi: string;
                /** @description The frequency in 10 kHz: 09260 for 92.6 MHz */
                frequency: string;
                /**
                 * @description The day in the station zone: YYYYMMDD_PI.xml
                 * @example 20270105_PI.xml
                 */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SPI epg/schedule (spi_34.xsd) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
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
    getSpiProgrammeDab: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you have; 304 Not Modified when it is still current */
                "if-none-match"?: string;
            };
            path: {
                /** @description The global country code: the SId's first digit and the ECC, lowercase hexadecimal as in the bearer URI */
                gcc: string;
                /** @description The ensemble id, lowercase hexadecimal as in the bearer URI */
                eid: string;
                /** @description The service id, lowercase hexadecimal as in the bearer URI */
                sid: string;
                /** @description The service component id */
                scids: string;
                /**
                 * @description The day in the station zone: YYYYMMDD_PI.xml
                 * @example 20270105_PI.xml
                 */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SPI epg/schedule (spi_34.xsd) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
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
    getSpiProgrammeById: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you have; 304 Not Modified when it is still current */
                "if-none-match"?: string;
            };
            path: {
                /** @description The RadioDNS domain of the station profile */
                fqdn: string;
                serviceIdentifier: string;
                /**
                 * @description The day in the station zone: YYYYMMDD_PI.xml
                 * @example 20270105_PI.xml
                 */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SPI epg/schedule (spi_34.xsd) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
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
    createShowSchedule: {
        parameters: {
            query?: {
                /**
                 * @description Extension: why (one line, at most 500 characters), for the hosts whose broadcasts the write moves, cancels or pre-empts: stored in the change log (its `request.reason`) and shown in their notification mails. Required inside the notice period (NOTICE_PERIOD_HOURS).
                 * @example The studio is being rewired
                 */
                reason?: string;
            };
            header?: {
                /** @description Send the same key again (within 24 hours) and get the first answer again instead of a second write */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The contract's show_pk: the show's id */
                id: number;
            };
            cookie?: never;
        };
        /** @description Variant A's conflict-resolution structure: `schedule`, and to resolve a 409 `solutions`, with `notes` and `playlists` */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScheduleRequestA"];
            };
        };
        responses: {
            /** @description Created with its timeslots (Location: its URL) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduleA"];
                };
            };
            /** @description `schedule.dryrun` was true: what the request would do; nothing was changed */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DryRunA"];
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
                    "application/json": components["schemas"]["ConflictA"] | components["schemas"]["Error"];
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
    updateShowSchedule: {
        parameters: {
            query?: {
                /** @description Extension: false deletes without giving back what the deleted timeslots displaced (see Restoration) */
                restore?: boolean;
                /**
                 * @description Extension: why (one line, at most 500 characters), for the hosts whose broadcasts the write moves, cancels or pre-empts: stored in the change log (its `request.reason`) and shown in their notification mails. Required inside the notice period (NOTICE_PERIOD_HOURS).
                 * @example The studio is being rewired
                 */
                reason?: string;
            };
            header?: {
                /** @description The ETag you last read; the change is refused (412) if the resource changed since */
                "if-match"?: string;
            };
            path: {
                /** @description The contract's show_pk: the show's id */
                id: number;
                /** @description Database identifier */
                schedule_pk: number;
            };
            cookie?: never;
        };
        /** @description Variant A's conflict-resolution structure: `schedule`, and to resolve a 409 `solutions`, with `notes` and `playlists` */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ScheduleRequestA"];
            };
        };
        responses: {
            /** @description Updated (ETag: its new version) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdatedScheduleA"];
                };
            };
            /** @description `schedule.dryrun` was true: what the request would do; nothing was changed */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DryRunA"];
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
                    "application/json": components["schemas"]["ConflictA"] | components["schemas"]["Error"];
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
                 * @description Window start, inclusive: station-local 'YYYY-MM-DD HH:MM:SS' (STATION_TIME_ZONE) or an ISO 8601 instant with Z or an offset (URL-encode the space as %20 or +, and a + offset as %2B); or `now` (the clock, to the whole second)
                 * @example 2027-01-04 00:00:00
                 */
                start: string;
                /**
                 * @description Window end, exclusive; after start and at most MAX_WINDOW_DAYS (default 366) later: station-local 'YYYY-MM-DD HH:MM:SS' (STATION_TIME_ZONE) or an ISO 8601 instant with Z or an offset (URL-encode the space as %20 or +, and a + offset as %2B)
                 * @example 2027-01-11 00:00:00
                 */
                end?: string;
                /** @description Instead of end: the window length in seconds (at most MAX_WINDOW_DAYS), e.g. 3600 for the hour from start */
                duration?: number;
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
                /** @description A stream ticket (POST /api/v1/stream-tickets): single-use, for browsers that cannot send Authorization. An Authorization header wins. */
                ticket?: string;
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
            query?: {
                /**
                 * @description Extension: why (one line, at most 500 characters), for the hosts whose broadcasts the write moves, cancels or pre-empts: stored in the change log (its `request.reason`) and shown in their notification mails. Required inside the notice period (NOTICE_PERIOD_HOURS).
                 * @example The studio is being rewired
                 */
                reason?: string;
            };
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
    importCalendar: {
        parameters: {
            query?: {
                /**
                 * @description Extension: why (one line, at most 500 characters), for the hosts whose broadcasts the write moves, cancels or pre-empts: stored in the change log (its `request.reason`) and shown in their notification mails. Required inside the notice period (NOTICE_PERIOD_HOURS).
                 * @example The studio is being rewired
                 */
                reason?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description An iCalendar file to preview or import */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportRequest"];
            };
        };
        responses: {
            /** @description The preview; nothing was changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResult"];
                };
            };
            /** @description Imported */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResult"];
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
            /** @description The role may not import (it creates shows) or a mapped show is not the caller's (ONAIR_FORBIDDEN, ONAIR_SHOW_NOT_OWNED) */
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
            /** @description Collisions without a usable solution (the preview, ImportResult), or, rarely, a concurrent writer won twice (Error ONAIR_TIMESLOT_OVERLAP: send the request again). Nothing was changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ImportResult"] | components["schemas"]["Error"];
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
    listHolidays: {
        parameters: {
            query?: {
                /** @description Only holidays on or after this date */
                from?: string;
                /** @description Only holidays on or before this date */
                to?: string;
                /** @description Page size (1-500) */
                limit?: number;
                /** @description Items to skip */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of holidays */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HolidayPage"];
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
    addHolidays: {
        parameters: {
            query?: {
                /**
                 * @description Extension: why (one line, at most 500 characters), for the hosts whose broadcasts the write moves, cancels or pre-empts: stored in the change log (its `request.reason`) and shown in their notification mails. Required inside the notice period (NOTICE_PERIOD_HOURS).
                 * @example The studio is being rewired
                 */
                reason?: string;
            };
            header?: {
                /** @description Send the same key again (within 24 hours) and get the first answer again instead of a second write */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description One holiday (`date` and `name`), a list (`holidays`), or an iCalendar file (`calendar`, with `from` and `to`): exactly one of the three */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddHolidays"];
            };
        };
        responses: {
            /** @description Every date was a holiday already: nothing was changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HolidaysAdded"];
                };
            };
            /** @description Added, and what it changed in the programme */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HolidaysAdded"];
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
            /** @description Only a programme manager or an admin manages holidays; nothing was changed (ONAIR_FORBIDDEN) */
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
    getHoliday: {
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
            /** @description The holiday */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Holiday"];
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
    removeHoliday: {
        parameters: {
            query?: {
                /**
                 * @description Extension: why (one line, at most 500 characters), for the hosts whose broadcasts the write moves, cancels or pre-empts: stored in the change log (its `request.reason`) and shown in their notification mails. Required inside the notice period (NOTICE_PERIOD_HOURS).
                 * @example The studio is being rewired
                 */
                reason?: string;
            };
            header?: never;
            path: {
                /** @description Database identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed, and what came back */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HolidayRemoved"];
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
            /** @description Only a programme manager or an admin manages holidays; nothing was changed (ONAIR_FORBIDDEN) */
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
    getNowNext: {
        parameters: {
            query?: {
                /** @description How many timeslots after the current one (1-20) */
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
            /** @description Now and next */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NowNext"];
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
    getProgrammeHealth: {
        parameters: {
            query?: {
                /** @description How many days ahead (at most MAX_WINDOW_DAYS) */
                days?: number;
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
            /** @description The health of the programme ahead */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgrammeHealth"];
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
    streamAir: {
        parameters: {
            query?: {
                /** @description The id of the last event seen, for a client that cannot send Last-Event-ID (a new EventSource): the first event then says how many boundaries passed since */
                after?: string;
                /** @description A stream ticket (POST /api/v1/stream-tickets): single-use, for browsers that cannot send Authorization. An Authorization header wins. */
                ticket?: string;
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
    createStreamTicket: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StreamTicket"];
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
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoints */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
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
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookCreate"];
            };
        };
        responses: {
            /** @description Registered: the secret is in `secret`, shown this once */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhook"];
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
    getWebhook: {
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
            /** @description The endpoint */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
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
    deleteWebhook: {
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
    updateWebhook: {
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
                "application/json": components["schemas"]["WebhookUpdate"];
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
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
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Deliveries older than this id */
                before?: number;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description Database identifier */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryPage"];
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
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Database identifier */
                id: number;
                deliveryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
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
    replayWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Database identifier */
                id: number;
                deliveryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued: it is sent within a moment */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
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
            /** @description The endpoint is disabled: enable it first */
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
    checkLiveAccess: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description JSON `{user, password}` (Liquidsoap) or Icecast URL auth's form (`action=stream_auth&user=…&pass=…&mount=…`) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["LiveAccessRequest"];
            };
        };
        responses: {
            /** @description The answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiveAccess"];
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
            /** @description Not found: an unknown id or path */
            404: {
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
    getAirtimeReport: {
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
                /** @description What to total by: each show, each of the shows' categories or languages, or first broadcasts against repetitions */
                groupBy?: "show" | "category" | "language" | "repetition";
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
            /** @description The report */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AirtimeReport"];
                    "text/csv": string;
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
    programmePage: {
        parameters: {
            query?: {
                /** @description Any station-local date of the week to show (Monday to Sunday); default: this week */
                week?: string;
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
            /** @description The week: a grid of seven days in the station zone, a day list on narrow screens */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
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
    embedWeek: {
        parameters: {
            query?: {
                /** @description Any station-local date of the week to show (Monday to Sunday); default: this week */
                week?: string;
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
            /** @description The week: a grid of seven days in the station zone, a day list on narrow screens */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
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
    embedNowNext: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you have; 304 Not Modified when it is still current */
                "if-none-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Now and next */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
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
    showPage: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag you have; 304 Not Modified when it is still current */
                "if-none-match"?: string;
            };
            path: {
                /** @description The show's slug */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The show */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
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
    getNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings (the defaults until changed) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
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
    updateNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationSettingsUpdate"];
            };
        };
        responses: {
            /** @description The settings */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
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
    confirmNotificationAddress: {
        parameters: {
            query: {
                /** @description The token of the link in the mail */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Confirmed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
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
            /** @description Not found: an unknown id or path */
            404: {
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
    unsubscribePage: {
        parameters: {
            query: {
                /** @description The token of the link in the mail */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
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
            /** @description Not found: an unknown id or path */
            404: {
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
    unsubscribe: {
        parameters: {
            query: {
                /** @description The token of the link in the mail */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description What a mail client sends for a one-click unsubscribe (RFC 8058), form-encoded */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OneClickUnsubscribe"];
            };
        };
        responses: {
            /** @description Unsubscribed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
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
            /** @description Not found: an unknown id or path */
            404: {
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
    listNotifications: {
        parameters: {
            query?: {
                /** @description Admins: only this user */
                userId?: number;
                state?: "pending" | "sent" | "failed" | "dropped";
                /** @description The next page: the `next` of the previous one */
                before?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of notifications */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPage"];
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
            /** @description Another user's log, asked by a non-admin (ONAIR_FORBIDDEN) */
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
    resendNotification: {
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
            /** @description Due again now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
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
            /** @description It is waiting to be sent already (ONAIR_NOTIFICATION_PENDING) */
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
}
