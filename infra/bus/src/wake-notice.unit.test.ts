import { describe, expect, it } from "vitest";
import { NOTICE_MAX_CHARS, noticeOf, wakes } from "./wake-notice.ts";

const waitlist = { topics: ["ticketing.orders", "events.events"], types: ["OrderExpired", "EventUpdated"] };
const analytics = { topics: ["ticketing.orders"] };

describe("which bus notifications wake a Postgres consumer", () => {
  it("names each topic and type published once", () => {
    const notice = noticeOf([
      { topic: "ticketing.orders", type: "OrderPlaced" },
      { topic: "ticketing.orders", type: "OrderPlaced" },
      { topic: "ticketing.orders", type: "OrderExpired" },
    ]);
    expect(notice).toBe("ticketing.orders OrderPlaced,ticketing.orders OrderExpired");
  });

  it("wakes a consumer for a type it handles on its topic, not for other types or topics", () => {
    expect(wakes("ticketing.orders OrderPlaced", waitlist)).toBe(false);
    expect(wakes("ticketing.orders OrderPlaced,ticketing.orders OrderExpired", waitlist)).toBe(true);
    expect(wakes("payments.payments OrderExpired", waitlist)).toBe(false);
    expect(wakes("events.events EventUpdated", waitlist)).toBe(true);
  });

  it("wakes a consumer of every type for anything on its topics", () => {
    expect(wakes("ticketing.orders OrderPlaced", analytics)).toBe(true);
    expect(wakes("events.events EventUpdated", analytics)).toBe(false);
  });

  it("takes a bare topic, or an empty notice, as anything published there", () => {
    expect(wakes("ticketing.orders", waitlist)).toBe(true);
    expect(wakes("events.events,ticketing.orders", { topics: ["payments.payments"] })).toBe(false);
    expect(wakes("", waitlist)).toBe(true);
  });

  it("falls back to the topics alone when the types would make the notice too long for PostgreSQL", () => {
    const many = Array.from({ length: 400 }, (_, i) => ({ topic: "ticketing.orders", type: `Type${i}` }));
    const notice = noticeOf([...many, { topic: "events.events", type: "EventUpdated" }]);
    expect(notice).toBe("ticketing.orders,events.events");
    expect(noticeOf(many.slice(0, 10)).length).toBeLessThan(NOTICE_MAX_CHARS);
  });
});
