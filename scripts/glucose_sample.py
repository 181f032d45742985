"""Deterministic sample data for the glucose benchmarks and the HTML check: a journal of DAYS days (meals, doses,
a few glucose lines) and the same period of 5-minute CGM readings as Nightscout entries JSON.

    python3 scripts/glucose_sample.py DIR [DAYS]   writes DIR/journal/ and DIR/entries.json
"""

import datetime
import json
import math
import os
import random
import sys

LAST_DAY = datetime.date(2026, 11, 29)

CONFIG = """\
target: 1800
day_starts: "04:00"
doses:
  long:  {aliases: [tresiba, 持効], window: "21:30-23:30", per_day: 1}
  rapid: {aliases: [novorapid, 速効]}
"""

MEALS = [("07", "breakfast: overnight oats, latte"), ("12", "lunch: ramen 650kcal, gyoza 6個"),
         ("15", "アルフォート3枚"), ("19", "dinner: salmon, rice 200g, salad")]


def glucose_at(minutes, day_index, rng):
    """A plausible sensor trace: a daily rhythm, meal peaks and noise, in mg/dL."""
    base = 120 + 15 * math.sin((minutes / 1440 + day_index * 0.03) * 2 * math.pi)
    for hour in (7.5, 12.5, 19.5):
        delta = minutes / 60 - hour
        if 0 < delta < 4:
            base += 70 * math.exp(-((delta - 1.2) ** 2) / 0.8)
    return max(40, min(400, round(base + rng.gauss(0, 12))))


# What a clinic page must show on paper, for the HTML check: other foods day by day, two meals minutes apart, a dose
# taken twice minutes apart, lines the journal cannot read, and weigh-ins.
CLINIC_MEALS = ["toast, boiled egg, coffee", "鮭おにぎり、味噌汁", "bagel with cream cheese", "納豆ごはん、卵焼き"]


def generate(root, days, clinic=False):
    """Writes the journal and the entries; with `clinic`, the lines a clinic page must show are added."""
    rng = random.Random(18)
    journal = os.path.join(root, "journal")
    os.makedirs(journal, exist_ok=True)
    with open(os.path.join(journal, "daybook.yaml"), "w") as f:
        f.write(CONFIG)
    files = []
    entries = []
    first = LAST_DAY - datetime.timedelta(days=days - 1)
    for index in range(days):
        day = first + datetime.timedelta(days=index)
        lines = [f"# {day.isoformat()}", ""]
        for hour, meal in MEALS:
            lines.append(f"- {hour}:{rng.randint(10, 40):02d} {meal}")
            if hour in ("07", "12", "19"):
                lines.append(f"- {hour}:{rng.randint(41, 50):02d} rapid {rng.randint(3, 7)}u")
        if rng.random() < 0.3:
            lines.append(f"- 10:{rng.randint(0, 59):02d} bg {rng.randint(80, 180)}")
        if clinic:
            lines.append(f"- 07:05 {CLINIC_MEALS[index % len(CLINIC_MEALS)]}")
            lines.append("- 15:08 coffee 30kcal")
            if index % 3 == 0:
                # A weigh-in every third morning, slowly down: the clinic page's weight trend.
                lines.append(f"- 06:50 体重 {72 - index * 0.02:.1f}kg")
        if clinic and index == 4:
            lines += ["- 22:00 long 12u", "- 22:03 long 12u"]
        elif clinic and index == 9:
            lines += ["- 25:00 toast", "- 22:10 lantus 12-14u"]
        elif rng.random() < 0.95:
            lines.append(f"- 22:{rng.randint(0, 59):02d} long 12u")
        folder = os.path.join(journal, f"{day.year:04d}", f"{day.month:02d}")
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, f"{day.isoformat()}.md")
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
        files.append(path)
        for step in range(288):
            minutes = step * 5
            moment = datetime.datetime(day.year, day.month, day.day, tzinfo=datetime.timezone.utc) \
                + datetime.timedelta(minutes=minutes, seconds=7)
            milliseconds = int(moment.timestamp() * 1000)
            entries.append({"_id": f"{index:03d}{step:03d}", "device": "xDrip-DexcomG6", "date": milliseconds,
                            "dateString": moment.strftime("%Y-%m-%dT%H:%M:%S.000Z"), "sysTime": moment.isoformat(),
                            "sgv": glucose_at(minutes, index, rng), "delta": 0, "direction": "Flat", "type": "sgv",
                            "filtered": 0, "unfiltered": 0, "rssi": 100, "noise": 1, "utcOffset": 0})
    entries.reverse()
    entries_path = os.path.join(root, "entries.json")
    with open(entries_path, "w") as f:
        json.dump(entries, f, indent=1)
    return journal, files, entries_path


if __name__ == "__main__":
    generate(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 90)
