import { describe, expect, it } from "vitest";
import { formatHijri, hijriDate } from "./hijri.ts";

// Known Umm al-Qura dates, as published in the Umm al-Qura calendar (ummulqura.org.sa) and announced
// in Saudi Arabia, and as Intl's islamic-umalqura calendar gives them:
// 1 Ramadan 1447 = Wednesday 18 February 2026; 1 Shawwal 1447 (Eid al-Fitr) = Friday 20 March 2026;
// 1 Muharram 1447 = Thursday 26 June 2025; 10 Dhu al-Hijjah 1446 (Eid al-Adha) = Friday 6 June 2025.
describe("Hijri dates by Umm al-Qura", () => {
  it("gives known dates", () => {
    expect(hijriDate("2026-02-17")).toEqual({ year: 1447, month: 8, day: 29 });
    expect(hijriDate("2026-02-18")).toEqual({ year: 1447, month: 9, day: 1 });
    expect(hijriDate("2026-03-19")).toEqual({ year: 1447, month: 9, day: 30 });
    expect(hijriDate("2026-03-20")).toEqual({ year: 1447, month: 10, day: 1 });
    expect(hijriDate("2025-06-26")).toEqual({ year: 1447, month: 1, day: 1 });
    expect(hijriDate("2025-06-06")).toEqual({ year: 1446, month: 12, day: 10 });
  });

  it("moves by the organisation's offset where the local sighting differs", () => {
    expect(hijriDate("2026-02-19", -1)).toEqual({ year: 1447, month: 9, day: 1 });
    expect(hijriDate("2026-02-17", 1)).toEqual({ year: 1447, month: 9, day: 1 });
    expect(hijriDate("2026-02-16", 2)).toEqual({ year: 1447, month: 9, day: 1 });
    expect(() => hijriDate("2026-02-18", 3)).toThrow(RangeError);
    expect(() => hijriDate("2026-02-18", 0.5)).toThrow(RangeError);
    expect(() => hijriDate("2026-02-30")).toThrow(RangeError);
  });

  it("writes it in English, Arabic and Urdu", () => {
    expect(formatHijri("2026-02-18", "en")).toBe("Ramadan 1, 1447 AH");
    expect(formatHijri("2026-02-18", "ar")).toBe("1 رمضان 1447 هـ");
    expect(formatHijri("2026-02-18", "ur")).toBe("1 رمضان، 1447 ہجری");
    expect(formatHijri("2026-03-21", "en", -1)).toBe("Shawwal 1, 1447 AH");
    expect(formatHijri("2026-03-20", "en", 0, "medium")).toBe("Shaw. 1, 1447 AH");
  });

  it("is the Umm al-Qura date even for a locale whose own calendar is Gregorian", () => {
    expect(formatHijri("2026-02-18", "en-GB")).toBe("1 Ramadan 1447 AH");
    expect(formatHijri("2026-02-18", "ar-EG")).toContain("رمضان");
  });
});
