import {
  createIdentityClient,
  DEMO_ACCOUNTS,
  DEMO_ORGANIZATION_ID,
  DEMO_PASSWORD,
} from "@mawid/contracts/identity";
import { ZPrayerTimesResponse } from "@mawid/contracts/events";
import { callApi } from "@mawid/contracts/platform";
import { DEMO_SPEAKERS, demoAgenda } from "./demo-agenda.ts";

/**
 * A first `npm start` with demo data: the demo masjid's upcoming events, made through the public API
 * as a host and an admin would (created, submitted, approved, with a free registration), so that
 * discovery, an event's page and registration have something to show. Only when the masjid has no
 * events yet: a restart on the same data, or a masjid that already has events of someone's own
 * making, is left alone.
 */

const DAY_MS = 86_400_000;
/** How long a service may take to hear over the bus of what another one made (the masjid, an event). */
const HEARD_WITHIN_MS = 60_000;

const TIME_ZONE = "Europe/London";
const VENUE = {
  name: "Al-Noor Community Centre",
  address: "82-92 Whitechapel Rd, London E1 1JQ",
  latitude: 51.5175,
  longitude: -0.0653,
};

interface Answer {
  status: number;
  body: { [key: string]: unknown } | null;
}

/**
 * What the demo masjid runs, starting this many days from today at this UTC time, for so many hours;
 * the conference with its day's agenda.
 */
const DEMO_EVENTS = [
  {
    title: "Weekly tafsir circle",
    description: "<p>Surah Al-Kahf, a few verses a week, with tea after. Everyone welcome.</p>",
    category: "halaqa",
    inDays: 3,
    atUtc: "19:00",
    hours: 1.5,
    audience: "mixed",
    facilities: ["wudu-area", "sisters-space"],
    places: 60,
    agenda: false,
  },
  {
    title: "Family social and dinner",
    description:
      "<p>An evening for families after Maghrib: dinner, a short talk, and activities for the children.</p>",
    category: "dinner",
    inDays: 7,
    atUtc: "16:30",
    hours: 2.5,
    audience: "families",
    facilities: ["wudu-area", "sisters-space", "wheelchair-access"],
    places: 200,
    agenda: false,
  },
  {
    title: "Seerah conference: the life of the Prophet ﷺ",
    description: "<p>A day of talks on the Seerah, with lunch and time for your questions.</p>",
    category: "conference",
    inDays: 21,
    atUtc: "10:00",
    hours: 8,
    audience: "mixed",
    facilities: ["wudu-area", "sisters-space", "parking", "wheelchair-access"],
    places: 400,
    agenda: true,
  },
] as const;

function expect(answer: Answer, status: number, what: string): Answer {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

/** The answer once it is no longer a 404 (or 403) of a service that has not yet heard of the subject. */
async function onceHeard(ask: () => Promise<Answer>, status: number, what: string): Promise<Answer> {
  const deadline = Date.now() + HEARD_WITHIN_MS;
  for (;;) {
    const answer = await ask();
    if (answer.status === status || Date.now() > deadline || ![403, 404].includes(answer.status))
      return expect(answer, status, what);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The conference's speakers and its day (demo-agenda.ts), around the venue's prayer times that day. */
async function addAgenda(baseUrl: string, host: string, eventId: string, startsAt: Date, endsAt: Date) {
  const day = new URLSearchParams({
    lat: String(VENUE.latitude),
    lng: String(VENUE.longitude),
    date: startsAt.toISOString().slice(0, 10),
    timeZone: TIME_ZONE,
  });
  const prayers = expect(
    await callApi(baseUrl, "GET", `/prayer-times?${day}`, null),
    200,
    "its prayer times",
  );
  const { times } = ZPrayerTimesResponse.parse(prayers.body);
  const speakerIds: string[] = [];
  for (const speaker of DEMO_SPEAKERS) {
    const made = await callApi(baseUrl, "POST", `/events/${eventId}/speakers`, host, speaker);
    speakerIds.push(expect(made, 201, `adding ${speaker.name}`).body!.id as string);
  }
  for (const session of demoAgenda(startsAt, endsAt, times, speakerIds))
    expect(await callApi(baseUrl, "POST", `/events/${eventId}/sessions`, host, session), 201, session.title);
}

/** Creates and publishes the demo masjid's events unless it has some; resolves to how many it made. */
export async function seedDemoEvents(baseUrl: string, now = new Date()): Promise<number> {
  const identity = createIdentityClient({ baseUrl });
  const accessToken = async (email: string) =>
    (await identity.signIn({ email, password: DEMO_PASSWORD })).accessToken;
  const host = await accessToken(DEMO_ACCOUNTS.host.email);
  const existing = await onceHeard(
    () => callApi(baseUrl, "GET", `/organizations/${DEMO_ORGANIZATION_ID}/events`, host),
    200,
    "the demo masjid's events",
  );
  if (Number(existing.body!.total) > 0) return 0;
  const admin = await accessToken(DEMO_ACCOUNTS.admin.email);
  const today = now.toISOString().slice(0, 10);
  for (const { inDays, atUtc, hours, places, agenda, ...fields } of DEMO_EVENTS) {
    const startsAt = new Date(Date.parse(`${today}T${atUtc}:00Z`) + inDays * DAY_MS);
    const endsAt = new Date(startsAt.getTime() + hours * 3_600_000);
    const created = await callApi(baseUrl, "POST", "/events", host, {
      ...fields,
      organizationId: DEMO_ORGANIZATION_ID,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      timeZone: TIME_ZONE,
      venue: VENUE,
      languages: ["en", "ar"],
    });
    const id = expect(created, 201, `creating "${fields.title}"`).body!.id as string;
    const submitted = expect(
      await callApi(baseUrl, "POST", `/events/${id}/submit`, host),
      200,
      "submitting it",
    );
    // a verified host's events publish on submission; the others wait for an admin's approval
    if (submitted.body!.status !== "published")
      expect(await callApi(baseUrl, "POST", `/events/${id}/approve`, admin), 200, "approving it");
    const registration = {
      name: "Free registration",
      price: 0,
      currency: "GBP",
      capacity: places,
      section: fields.audience,
      maxPerOrder: 6,
    };
    await onceHeard(
      () => callApi(baseUrl, "POST", `/events/${id}/ticket-types`, host, registration),
      201,
      "adding its free registration",
    );
    if (agenda) await addAgenda(baseUrl, host, id, startsAt, endsAt);
  }
  return DEMO_EVENTS.length;
}
