import { describe, expect, it } from "vitest";
import { formatHijri } from "./dates";
import { translate } from "./catalogue";
import { directionOf } from "./locale-storage";

describe("i18n helpers", () => {
  it("formats dates in the Umm al-Qura calendar", () => {
    // 1 Ramadan 1446 AH fell on 1 March 2025.
    expect(formatHijri(new Date("2025-03-01T12:00:00Z"), "en")).toMatch(/Ramadan 1446/);
    expect(formatHijri(new Date("2025-03-01T12:00:00Z"), "ar")).toMatch(/رمضان 1446/);
  });

  it("lays out Arabic and Urdu right to left", () => {
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("ur")).toBe("rtl");
    expect(directionOf("en")).toBe("ltr");
  });

  it("translates into Urdu and fills placeholders", () => {
    expect(translate("ur", "plans.title")).toBe("سبسکرپشنز");
    expect(translate("ur", "nav.accountMenu", { name: "Maryam" })).toBe("\u2068Maryam\u2069 کا اکاؤنٹ مینو");
    expect(translate("en", "dashboard.greeting", { name: "Maryam" })).toBe("Assalamu alaikum, Maryam");
  });
});
