import { describe, expect, it } from "vitest";
import { loadCatalogue, translate } from "./catalogue";
import { ar } from "./messages/ar";
import { en, type PluralMessage } from "./messages/en";
import { ur } from "./messages/ur";

const CATALOGUES = { en, ar, ur };

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** A plural's forms: its texts, without the name of its number. */
const forms = ({ count: _count, ...texts }: PluralMessage) => Object.values(texts) as string[];

describe("message catalogues", () => {
  const englishKeys = Object.keys(en).sort();

  // The types already demand every key; this also catches a catalogue built or cast at run time.
  it.each(Object.entries(CATALOGUES))("%s has exactly the English keys", (_locale, messages) => {
    expect(Object.keys(messages).sort()).toEqual(englishKeys);
  });

  it.each(Object.entries(CATALOGUES))(
    "%s keeps every placeholder of the English text",
    (_locale, messages) => {
      for (const key of englishKeys) {
        const k = key as keyof typeof en;
        const english: string | PluralMessage = en[k];
        const message: string | PluralMessage = messages[k];
        if (typeof english === "string") {
          expect(placeholders(message as string), key).toEqual(placeholders(english));
          continue;
        }
        // a plural counts by the same number; its general form says everything, and a form for one
        // or two may leave the number out ("your ticket", "فعاليتان") but names nothing else
        const plural = message as PluralMessage;
        expect(plural.count, key).toBe(english.count);
        expect(placeholders(plural.other), key).toEqual(placeholders(english.other));
        for (const form of forms(plural))
          for (const name of placeholders(form)) expect(placeholders(english.other), key).toContain(name);
      }
    },
  );

  it.each(Object.entries(CATALOGUES).filter(([locale]) => locale !== "en"))(
    "%s leaves no value empty",
    (_locale, messages) => {
      for (const [key, value] of Object.entries(messages))
        for (const text of typeof value === "string" ? [value] : forms(value))
          expect(text.trim(), key).not.toBe("");
    },
  );
});

describe("a text that depends on a number", () => {
  it("takes the language's form for it", () => {
    expect(translate("en", "ev.results", { total: 1 })).toBe("1 event");
    expect(translate("en", "ev.results", { total: 0 })).toBe("0 events");
    expect(translate("en", "ev.results", { total: 12 })).toBe("12 events");
    expect(translate("en", "tk.done.text", { count: 1 })).toBe(
      "Your ticket will appear in My tickets in a moment.",
    );
  });

  it("in Arabic, with its dual and its few", async () => {
    await loadCatalogue("ar");
    expect(translate("ar", "ev.results", { total: 1 })).toBe("فعالية واحدة");
    expect(translate("ar", "ev.results", { total: 2 })).toBe("فعاليتان");
    expect(translate("ar", "ev.results", { total: 3 })).toBe("3 فعاليات");
    expect(translate("ar", "ev.results", { total: 11 })).toBe("11 فعالية");
  });
});

describe("a value in a right-to-left text", () => {
  it("is isolated, so an English name keeps its own order inside an Arabic sentence", async () => {
    await loadCatalogue("ar");
    expect(translate("ar", "ev.hostedBy", { name: "Masjid Al-Noor" })).toBe(
      ar["ev.hostedBy"].replace("{name}", "\u2068Masjid Al-Noor\u2069"),
    );
  });

  it("is left as it is in English, and in the page's own script", () => {
    expect(translate("en", "ev.hostedBy", { name: "Masjid Al-Noor" })).toBe("Hosted by Masjid Al-Noor");
    expect(translate("ar", "ev.hostedBy", { name: "مسجد النور" })).toBe(
      ar["ev.hostedBy"].replace("{name}", "مسجد النور"),
    );
    expect(translate("ar", "ev.results", { total: 3 })).toBe("3 فعاليات");
  });
});
