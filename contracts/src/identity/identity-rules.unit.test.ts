import { describe, expect, it } from "vitest";
import { AuthMessages, ZSignInRequest, ZSignUpRequest } from "./auth-forms.ts";
import { parseTheme } from "../platform/locale.ts";
import { DEFAULT_TIER_FEATURES, tierLabel, tierOrFree } from "./tiers.ts";
import { deriveWhiteLabelColors } from "./white-label.ts";

const fieldErrors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("sign-up and sign-in rules (seed section 5)", () => {
  const valid = {
    email: "Aisha@Example.org ",
    password: "Salaam#2026",
    confirmPassword: "Salaam#2026",
    displayName: "Aisha",
  };

  it("accepts a valid sign-up and normalises the e-mail", () => {
    expect(ZSignUpRequest.parse(valid).email).toBe("aisha@example.org");
  });

  it("gives the seed's exact messages", () => {
    expect(fieldErrors(ZSignUpRequest.safeParse({ ...valid, email: "aisha" }))).toEqual({
      email: AuthMessages.invalidEmail,
    });
    for (const password of ["Short#1", "nouppercase#1", "NOLOWER#1", "NoDigits#!", "NoSpecial12"]) {
      expect(
        fieldErrors(ZSignUpRequest.safeParse({ ...valid, password, confirmPassword: password })),
      ).toEqual({
        password:
          "Password must be at least 8 characters with uppercase, lowercase, number and special character",
      });
    }
    expect(fieldErrors(ZSignUpRequest.safeParse({ ...valid, displayName: "A" }))).toEqual({
      displayName: "Display name must be at least 2 characters",
    });
    expect(fieldErrors(ZSignUpRequest.safeParse({ ...valid, displayName: "A".repeat(51) }))).toEqual({
      displayName: "Display name must be less than 50 characters",
    });
    expect(fieldErrors(ZSignUpRequest.safeParse({ ...valid, confirmPassword: "Salaam#2027" }))).toEqual({
      confirmPassword: "Passwords don't match",
    });
    expect(fieldErrors(ZSignInRequest.safeParse({ email: "aisha@example.org", password: "" }))).toEqual({
      password: "Password is required",
    });
  });

  it("accepts every special character the seed lists", () => {
    for (const special of `!@#$%^&*()_+-=[]{};':"\\|,.<>/?`) {
      const password = `Abcdef1${special}`;
      expect(ZSignUpRequest.safeParse({ ...valid, password, confirmPassword: password }).success).toBe(true);
    }
  });
});

describe("theme, tiers and white-label rules", () => {
  it("accepts only light or dark, anything else is light", () => {
    expect(parseTheme("dark")).toBe("dark");
    expect(parseTheme("light")).toBe("light");
    expect(parseTheme("DARK")).toBe("light");
    expect(parseTheme(null)).toBe("light");
  });

  it("treats an unknown tier as free and labels tiers capitalised", () => {
    expect(tierOrFree("gold")).toBe("free");
    expect(tierOrFree("masjid")).toBe("masjid");
    expect(tierLabel("organization")).toBe("Organization");
  });

  it("gives white-label only to the organisation tier and up, and the basics to everyone", () => {
    expect(DEFAULT_TIER_FEATURES.free).toEqual([
      "unlimited_events",
      "gender_segregated_ticketing",
      "basic_analytics",
      "donor_tickets",
    ]);
    expect(DEFAULT_TIER_FEATURES.masjid).toContain("custom_branding");
    expect(DEFAULT_TIER_FEATURES.masjid).not.toContain("white_label");
    expect(DEFAULT_TIER_FEATURES.organization).toContain("white_label");
    // the organisation tier and up have every one of the seed's 18 features
    expect(DEFAULT_TIER_FEATURES.organization).toHaveLength(18);
    expect(DEFAULT_TIER_FEATURES.enterprise).toHaveLength(18);
    expect(DEFAULT_TIER_FEATURES.enterprise).toContain("white_label");
  });

  it("derives lighter colours with the seed's caps", () => {
    const c = deriveWhiteLabelColors({ primaryColor: "#1f7a5c", backgroundColor: "#ffffff" });
    expect(c.border).toBe(c.input);
    expect(c.card).toBe("#fafafa");
    const white = deriveWhiteLabelColors({ primaryColor: "#ffffff", backgroundColor: "#000000" });
    // lightness is capped: muted at 95%, border at 85%, card at +2 from black
    expect(white.muted).toBe("#f2f2f2");
    expect(white.border).toBe("#d9d9d9");
    expect(white.card).toBe("#050505");
  });
});
