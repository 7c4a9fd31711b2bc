import { describe, expect, it } from "vitest";
import { DEFAULT_PLAN_RULES, planEvent, type TPlanRule, ZPlanInput } from "./planner.ts";
import { eventTemplate } from "./templates.ts";

const rules = [...DEFAULT_PLAN_RULES];

describe("the event planner", () => {
  it("plans a community iftar for 230 people through 2 doors on 5 March 2026", () => {
    const plan = planEvent(eventTemplate("community-iftar"), {
      attendance: 230,
      date: "2026-03-05",
      doors: 2,
      rules,
    });
    const byRule = Object.fromEntries(plan.timeline.map((item) => [item.ruleId, item]));

    // ceil(230 / 50) = 5 at each of 2 doors
    expect(byRule["door-volunteers"]!.quantity).toEqual({
      amount: 5,
      unit: "volunteers",
      scope: "door",
      places: ["Door 1", "Door 2"],
      total: 10,
    });
    // families, brothers and sisters sections: ceil(230 / 3 / 75) = 2 in each
    expect(byRule["section-volunteers"]!.quantity).toMatchObject({
      amount: 2,
      places: ["families", "brothers", "sisters"],
      total: 6,
    });
    expect(byRule["prayer-space"]!.quantity).toMatchObject({ amount: 184, unit: "m²" });
    expect(byRule.wudu!.quantity).toMatchObject({ amount: 10, unit: "taps" });
    expect(byRule.meals!.quantity).toMatchObject({ amount: 253, unit: "portions" });
    expect(byRule.dates!.quantity).toMatchObject({ amount: 690, unit: "dates" });
    expect(byRule.water!.quantity).toMatchObject({ amount: 230 });

    expect(byRule["book-venue"]!.dueDate).toBe("2026-01-22");
    expect(byRule["book-caterer"]!.dueDate).toBe("2026-02-05");
    expect(byRule.reminder!.dueDate).toBe("2026-03-03");
    expect(byRule["moon-sighting-notice"]).toBeUndefined();

    expect(plan.timeline.map((item) => item.dueDate)).toEqual(plan.timeline.map((i) => i.dueDate).sort());
    expect(plan.checklist.map((group) => group.category)).toEqual([
      "bookings",
      "volunteers",
      "prayer-space",
      "food",
      "announcements",
    ]);
  });

  it("leaves out food for a halaqa, and prayer space for a bazaar, and reminds Eid attendees of the moon", () => {
    const halaqa = planEvent(eventTemplate("weekly-halaqa"), {
      attendance: 40,
      date: "2026-03-05",
      doors: 1,
      rules,
    });
    expect(halaqa.timeline.some((item) => item.category === "food")).toBe(false);
    expect(halaqa.timeline.find((item) => item.ruleId === "door-volunteers")!.quantity!.total).toBe(1);

    const bazaar = planEvent(eventTemplate("eid-bazaar"), {
      attendance: 600,
      date: "2026-03-21",
      doors: 3,
      rules,
    });
    expect(bazaar.timeline.some((item) => item.category === "prayer-space")).toBe(false);
    expect(bazaar.timeline.find((item) => item.ruleId === "moon-sighting-notice")!.dueDate).toBe(
      "2026-03-18",
    );
  });

  it("follows the host's own rules", () => {
    const strict: TPlanRule[] = [
      {
        id: "door-volunteers",
        category: "volunteers",
        title: "Stewards at each door",
        daysBefore: 10,
        when: "always",
        quantity: { each: 1, per: 30, unit: "stewards", scope: "door" },
      },
      { id: "flyers", category: "announcements", title: "Print flyers", daysBefore: 30, when: "always" },
    ];
    const plan = planEvent(eventTemplate("gala"), {
      attendance: 95,
      date: "2026-04-10",
      doors: 1,
      rules: strict,
    });
    expect(plan.timeline).toEqual([
      { ruleId: "flyers", category: "announcements", title: "Print flyers", dueDate: "2026-03-11" },
      {
        ruleId: "door-volunteers",
        category: "volunteers",
        title: "Stewards at each door",
        dueDate: "2026-03-31",
        quantity: { amount: 4, unit: "stewards", scope: "door", places: ["Door 1"], total: 4 },
      },
    ]);
  });

  it("refuses rules and inputs it cannot plan with", () => {
    const base = { attendance: 100, date: "2026-03-05", doors: 1, rules };
    expect(ZPlanInput.safeParse(base).success).toBe(true);
    expect(ZPlanInput.safeParse({ ...base, attendance: 0 }).success).toBe(false);
    expect(ZPlanInput.safeParse({ ...base, date: "2026-02-30" }).success).toBe(false);
    expect(ZPlanInput.safeParse({ ...base, rules: [rules[0], rules[0]] }).error?.issues[0]?.message).toBe(
      "Give each rule its own id",
    );
  });
});
