import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZPrayerTimesQuery, ZPrayerTimesResponse } from "@mawid/contracts/events";
import type { EventsDeps } from "../../deps.ts";
import { calculatePrayerTimes } from "../calculate-prayer-times.ts";

/** `GET /api/v1/prayer-times`: the day's times at a place, for anyone; nothing is stored. */
export function registerGetPrayerTimes(app: FastifyInstance, _deps: EventsDeps): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/v1/prayer-times",
      { schema: { querystring: ZPrayerTimesQuery, response: { 200: ZPrayerTimesResponse } } },
      async (request, reply) => {
        const { lat, lng, date, timeZone, method, madhab } = request.query;
        const times = calculatePrayerTimes({ latitude: lat, longitude: lng, timeZone }, date, {
          method,
          madhab,
        });
        // The same question always has the same answer: browsers and proxies may keep it for a day.
        reply.header("cache-control", "public, max-age=86400");
        return { date, timeZone, method, madhab, times };
      },
    );
}
