import type { TMeResponse } from "@mawid/contracts/identity";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test-utils";
import { useTheme } from "./theme-context";
import { resolveTheme } from "./theme-storage";

function ThemeProbe() {
  const { theme, setTheme } = useTheme();
  return (
    <button type="button" onClick={() => setTheme(theme === "dark" ? "light" : "dark")}>
      {theme}
    </button>
  );
}

const me = (preferredTheme: "light" | "dark") =>
  ({
    user: {
      id: "00000000-0000-4000-8000-000000000001",
      email: "a@b.c",
      emailVerified: true,
      displayName: "A",
      avatarUrl: null,
      createdAt: "2025-01-01T00:00:00.000Z",
    },
    profile: { displayName: "A", avatarUrl: null, preferredTheme, locale: "en", role: "user" },
    organizations: [],
    tier: "free",
    subscribed: false,
    features: [],
    whiteLabel: null,
  }) satisfies TMeResponse;

describe("theme rules", () => {
  it("accepts only 'light' or 'dark' from storage; anything else is light", () => {
    expect(resolveTheme("dark", null)).toBe("dark");
    expect(resolveTheme("light", null)).toBe("light");
    expect(resolveTheme("purple", null)).toBe("light");
    expect(resolveTheme(null, undefined)).toBe("light");
  });

  it("lets the profile's preferred theme win over storage", () => {
    expect(resolveTheme("light", "dark")).toBe("dark");
    expect(resolveTheme("dark", "light")).toBe("light");
  });

  it("reads local storage key 'theme' and falls back to light for invalid values", () => {
    localStorage.setItem("theme", "neon");
    renderWithProviders(<ThemeProbe />);
    expect(screen.getByRole("button")).toHaveTextContent("light");
    expect(document.documentElement).toHaveClass("light");
  });

  it("stores a change under 'theme' and sets the class and data-theme on the root", () => {
    renderWithProviders(<ThemeProbe />);
    fireEvent.click(screen.getByRole("button"));
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(document.documentElement).toHaveClass("dark");
    expect(document.documentElement).toHaveAttribute("data-theme", "dark");
  });

  it("applies the signed-in profile's preferred theme over the stored one", () => {
    localStorage.setItem("theme", "light");
    renderWithProviders(<ThemeProbe />, {
      auth: { status: "signedIn", me: me("dark"), user: me("dark").user },
    });
    expect(screen.getByRole("button")).toHaveTextContent("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
  });
});
