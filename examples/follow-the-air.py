#!/usr/bin/env python3
"""Follows what is on air at an onair station (Python 3 standard library only).

Prints a line whenever the timeslot on air changes: its show, its media and where playout took it
from (`source`: the timeslot's own mediaId, a repetition's original broadcast's, the schedule's
defaultMediaId, the show's, or none) and when it ends; a gap (nothing planned) says so. onair has no
station-wide fallback: what airs in a gap is your automation's choice (examples/liquidsoap plays a tone).
It asks GET /api/v1/playout (any role's token; anonymous callers may not) for the next moment every
few seconds and sleeps no longer than the time left in the current timeslot, so a boundary is seen
within a poll. To be told rather than ask, read GET /api/v1/air/stream (Server-Sent Events) with the
same Authorization header; stream tickets (POST /api/v1/stream-tickets) are only for browsers, whose
EventSource cannot send one.

    ONAIR_URL=http://127.0.0.1:3000 ONAIR_TOKEN=<a reader token> python3 examples/follow-the-air.py

Stop it with Ctrl-C. Swap `announce` for what your automation does (load a playlist, switch a mixer).
"""
import datetime as dt
import json
import os
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

ONAIR_URL = os.environ.get("ONAIR_URL", "http://127.0.0.1:3000").rstrip("/")
TOKEN = os.environ.get("ONAIR_TOKEN", "")
POLL_SECONDS = float(os.environ.get("ONAIR_POLL_SECONDS", "5"))


def iso(moment: dt.datetime) -> str:
    return moment.astimezone(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def on_air_now() -> dict:
    """The playout item (timeslot or gap) covering this moment."""
    now = dt.datetime.now(dt.timezone.utc)
    query = urllib.parse.urlencode({"start": iso(now), "end": iso(now + dt.timedelta(seconds=1))})
    request = urllib.request.Request(f"{ONAIR_URL}/api/v1/playout?{query}", headers={"Authorization": f"Bearer {TOKEN}"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.load(response)["items"][0]


def announce(item: dict) -> None:
    stamp = dt.datetime.now().strftime("%H:%M:%S")
    if item["kind"] == "gap":
        print(f"{stamp} gap: nothing planned", flush=True)
    else:
        media = item["mediaId"] if item["mediaId"] is not None else "none"
        print(f"{stamp} on air: {item['showName']} (timeslot {item['timeslotId']}), media {media} ({item.get('source')}), until {item['endAt']}", flush=True)


def main() -> int:
    if not TOKEN:
        print("set ONAIR_TOKEN to an API token (a reader's is enough)", file=sys.stderr)
        return 2
    last = None
    while True:
        try:
            item = on_air_now()
        except (urllib.error.URLError, TimeoutError) as error:
            print(f"onair unreachable ({error}); trying again", file=sys.stderr, flush=True)
            time.sleep(POLL_SECONDS)
            continue
        key = (item["kind"], item.get("timeslotId"), item.get("mediaId"))
        if key != last:
            announce(item)
            last = key
        # Wake up at the end of this item if that comes before the next poll.
        ends = dt.datetime.fromisoformat(item["endAt"]).timestamp() - time.time()
        time.sleep(max(0.2, min(POLL_SECONDS, ends + 0.05)))


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        sys.exit(0)
