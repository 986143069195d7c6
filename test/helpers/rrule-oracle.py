"""python-dateutil's rrule as an independent oracle for onair's recurrence engine.

Reads JSON cases from stdin, writes one JSON answer per case to stdout:
  {"rule": "FREQ=...", "dtstart": "YYYY-MM-DD", "from": "YYYY-MM-DD", "to": "YYYY-MM-DD",
   "zone"?: "Europe/Vienna", "startTime"?: "HH:MM:SS", "endTime"?: "HH:MM:SS"}
answers {"dates": [...]} (occurrences in [from, to], wall clock), plus "slots": [[startMs, endMs] | null]
when a zone is given: each date's start and end as instants under onair's DST rule (a time in a gap
moves to the end of the gap, an ambiguous time takes its first occurrence), null when the slot is empty.
"overflow" says dateutil raised past 9999-12-31 (the dates before are complete).
A case dateutil does not finish within 60 s (its slowest generated case takes about 1.5 s) answers {"timeout": true}.
"""
import json
import signal
import sys
import warnings
from datetime import date, datetime, time, timedelta, timezone
from zoneinfo import ZoneInfo

from dateutil.rrule import rrulestr

warnings.simplefilter("ignore")


class Timeout(Exception):
    pass


def on_alarm(signum, frame):
    raise Timeout()


signal.signal(signal.SIGALRM, on_alarm)
EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


def to_ms(dt):
    return int((dt - EPOCH).total_seconds() * 1000)


def instant(day, hms, zone):
    """Wall time on `day` in `zone` as epoch ms, with onair's gap and fold rule."""
    wall = datetime.combine(day, hms)
    first = wall.replace(tzinfo=zone, fold=0)
    utc = first.astimezone(timezone.utc)
    if utc.astimezone(zone).replace(tzinfo=None) == wall:
        return to_ms(utc)  # exists; fold=0 is the first occurrence of an ambiguous time
    # In a gap: the end of the gap is the instant the offset changes, between the two readings.
    lo = wall.replace(tzinfo=zone, fold=1).astimezone(timezone.utc)
    hi = utc
    if lo > hi:
        lo, hi = hi, lo
    while hi - lo > timedelta(seconds=1):
        mid = lo + (hi - lo) / 2
        mid = mid.replace(microsecond=0)
        if mid.astimezone(zone).utcoffset() == lo.astimezone(zone).utcoffset():
            lo = mid
        else:
            hi = mid
    return to_ms(hi)


def answer(case):
    dtstart = datetime.fromisoformat(case["dtstart"])
    rule = rrulestr(case["rule"], dtstart=dtstart)
    lo = datetime.fromisoformat(case["from"])
    hi = datetime.fromisoformat(case["to"])
    dates = []
    overflow = False
    try:
        for occurrence in rule:
            if occurrence > hi:
                break
            if occurrence >= lo:
                dates.append(occurrence.date())
    except ValueError:
        # dateutil builds a date in year 10000 when a week or the next period crosses 9999-12-31
        # and raises; every date before it has been produced in order, so the list is complete.
        overflow = True
    out = {"dates": [d.isoformat() for d in dates], "overflow": overflow}
    if "zone" in case:
        zone = ZoneInfo(case["zone"])
        start_t = time.fromisoformat(case["startTime"])
        end_t = time.fromisoformat(case["endTime"])
        slots = []
        for d in dates:
            start = instant(d, start_t, zone)
            end = instant(d + timedelta(days=1) if end_t < start_t else d, end_t, zone)
            slots.append([start, end] if end > start else None)
        out["slots"] = slots
    return out


results = []
for case in json.load(sys.stdin):
    signal.alarm(60)
    try:
        results.append(answer(case))
    except Timeout:
        results.append({"timeout": True})
    finally:
        signal.alarm(0)
json.dump(results, sys.stdout)
