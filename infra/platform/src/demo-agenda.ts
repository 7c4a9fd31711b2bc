import type { TPrayerTimes, TSessionKind, TSessionRequest, TSpeakerRequest } from "@mawid/contracts/events";

/**
 * The demo conference's day: its talks in order, with a prayer break at each prayer that falls
 * within the day (Dhuhr, Asr, Maghrib, as the venue's prayer times give them), so the agenda is one
 * a masjid would run in any season: a talk that would run into a prayer starts after it.
 */

export const DEMO_SPEAKERS = [
  { name: "Shaykh Ahmad Hassan", bio: "Teaches Seerah and fiqh at the masjid's weekend school." },
  {
    name: "Ustadha Maryam Ali",
    bio: "Leads the sisters' circle and writes on the women around the Prophet ﷺ.",
  },
] as const satisfies readonly TSpeakerRequest[];

interface Item {
  title: string;
  minutes: number;
  kind: TSessionKind;
  /** Indices into DEMO_SPEAKERS. */
  speakers: readonly number[];
}

const PROGRAMME: readonly Item[] = [
  { title: "Makkah before the message", minutes: 50, kind: "talk", speakers: [0] },
  { title: "The first revelation", minutes: 50, kind: "talk", speakers: [1] },
  { title: "Lunch", minutes: 45, kind: "meal", speakers: [] },
  { title: "The Hijrah to Madinah", minutes: 50, kind: "talk", speakers: [0] },
  { title: "Questions and answers", minutes: 30, kind: "q-and-a", speakers: [0, 1] },
  { title: "The farewell sermon", minutes: 50, kind: "talk", speakers: [1] },
  { title: "Closing du'a and tea", minutes: 30, kind: "other", speakers: [] },
];

const PRAYERS = [
  ["dhuhr", "Dhuhr prayer"],
  ["asr", "Asr prayer"],
  ["maghrib", "Maghrib prayer"],
] as const;
const PRAYER_MINUTES = 20;
const MINUTE_MS = 60_000;

const prayerBreak = (title: string): Omit<TSessionRequest, "startsAt" | "endsAt"> => ({
  title,
  kind: "prayer-break",
  speakerIds: [],
  room: null,
  track: null,
});

/**
 * The sessions from start to end, each naming its speakers by the ids they were given: the programme
 * in order, and each prayer inside the day as a break at its time. What does not fit before the end
 * is left out.
 */
export function demoAgenda(
  start: Date,
  end: Date,
  times: TPrayerTimes,
  speakerIds: readonly string[],
): TSessionRequest[] {
  const prayers = PRAYERS.map(([key, title]) => ({ at: Date.parse(times[key]), title })).filter(
    (p) => p.at >= start.getTime() && p.at + PRAYER_MINUTES * MINUTE_MS <= end.getTime(),
  );
  const sessions: TSessionRequest[] = [];
  const place = (from: number, minutes: number, fields: Omit<TSessionRequest, "startsAt" | "endsAt">) => {
    const to = from + minutes * MINUTE_MS;
    sessions.push({ ...fields, startsAt: new Date(from).toISOString(), endsAt: new Date(to).toISOString() });
    return to;
  };
  let cursor = start.getTime();
  for (const item of PROGRAMME) {
    // every prayer that comes before this item would end goes first, at its own time
    while (prayers.length > 0 && prayers[0]!.at < cursor + item.minutes * MINUTE_MS) {
      const prayer = prayers.shift()!;
      cursor = place(Math.max(cursor, prayer.at), PRAYER_MINUTES, prayerBreak(prayer.title));
    }
    if (cursor + item.minutes * MINUTE_MS > end.getTime()) break;
    cursor = place(cursor, item.minutes, {
      title: item.title,
      kind: item.kind,
      speakerIds: item.speakers.map((i) => speakerIds[i]!),
      room: "Main hall",
      track: null,
    });
  }
  for (const prayer of prayers)
    cursor = place(Math.max(cursor, prayer.at), PRAYER_MINUTES, prayerBreak(prayer.title));
  return sessions;
}
