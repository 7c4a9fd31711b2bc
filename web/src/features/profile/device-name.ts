import Bowser from "bowser";

export interface Device {
  /** "Chrome 156", or null when the user agent names no browser we know. */
  browser: string | null;
  /** "Android 15", "macOS", or null. */
  os: string | null;
  kind: "mobile" | "tablet" | "desktop";
}

/** A sign-in's browser, system and kind of device read from its user agent, for a person to recognise. */
export function deviceOf(userAgent: string): Device {
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split(".")[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(" ") : null;
  const osVersion = parsed.os.name === "Android" || parsed.os.name === "iOS" ? parsed.os.version : undefined;
  const os = parsed.os.name ? [parsed.os.name, osVersion?.split(".")[0]].filter(Boolean).join(" ") : null;
  const type = parsed.platform.type;
  return { browser, os, kind: type === "mobile" || type === "tablet" ? type : "desktop" };
}
