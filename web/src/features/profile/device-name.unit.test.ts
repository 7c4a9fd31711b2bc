import { describe, expect, it } from "vitest";
import { deviceOf } from "./device-name";

describe("a sign-in's device, from its user agent", () => {
  it("names the browser and system of a phone, a tablet and a computer", () => {
    expect(
      deviceOf(
        "Mozilla/5.0 (Linux; Android 15; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36",
      ),
    ).toEqual({ browser: "Chrome 131", os: "Android 15", kind: "mobile" });
    expect(
      deviceOf(
        "Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      ),
    ).toEqual({ browser: "Safari 18", os: "iOS 18", kind: "tablet" });
    expect(
      deviceOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0"),
    ).toEqual({ browser: "Firefox 133", os: "Windows", kind: "desktop" });
  });

  it("names nothing it does not recognise", () => {
    expect(deviceOf("node")).toEqual({ browser: null, os: null, kind: "desktop" });
  });
});
