import { describe, expect, it } from "vitest";
import { ar } from "./messages/ar";
import { en } from "./messages/en";
import { ur } from "./messages/ur";

const CATALOGUES = { en, ar, ur };

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

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
        expect(placeholders(messages[k]), key).toEqual(placeholders(en[k]));
      }
    },
  );

  it.each(Object.entries(CATALOGUES).filter(([locale]) => locale !== "en"))(
    "%s leaves no value empty",
    (_locale, messages) => {
      for (const [key, value] of Object.entries(messages)) expect(value.trim(), key).not.toBe("");
    },
  );
});
