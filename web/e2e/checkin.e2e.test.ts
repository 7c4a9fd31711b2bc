import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TCheckinStats, TOfflineBundle } from "@mawid/contracts/checkin";
import { DEMO_ACCOUNTS } from "@mawid/contracts/identity";
import type { TMyTickets } from "@mawid/contracts/ticketing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { seriousViolations } from "./support/axe";
import { newContext, PHONE, screenshot, UI_WAIT_MS } from "./support/browser";
import { launchBrowserWithCamera, qrCameraVideo } from "./support/camera";
import { accessToken, publishedEvent } from "./support/published-event";
import { withBrowserSession } from "./support/session";
import { signedInPage } from "./support/sign-in";
import { BUS_SETTLES, SKIP_PLATFORM, type Target } from "./support/target";

let target: Target;
let browser: Browser;

withBrowserSession((session) => {
  ({ target, browser } = session);
});

const videos = mkdtempSync(join(tmpdir(), "mawid-camera-"));
const stations: Browser[] = [];
afterAll(async () => {
  await Promise.all(stations.map((b) => b.close()));
  rmSync(videos, { recursive: true, force: true });
});

async function call<T>(
  email: string,
  method: string,
  path: string,
  body?: unknown,
  headers = {},
): Promise<T> {
  const token = await accessToken(target.baseUrl, email);
  const response = await fetch(`${target.baseUrl}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

const host = DEMO_ACCOUNTS.host.email;
const attendee = DEMO_ACCOUNTS.attendee.email;

/** A free event with two tickets the attendee registered for, once check-in knows both of them. */
async function eventWithTwoTickets(): Promise<{ eventId: string; qr: Record<string, string> }> {
  const eventId = await publishedEvent(target.baseUrl, `Jumu'ah khutbah ${Date.now().toString(36)}`);
  const type = await call<{ id: string }>(host, "POST", `/events/${eventId}/ticket-types`, {
    name: "General admission",
    price: 0,
    currency: "GBP",
    capacity: 100,
    section: "mixed",
  });
  await call(
    attendee,
    "POST",
    "/orders",
    {
      eventId,
      items: [
        { ticketTypeId: type.id, quantity: 2, attendees: [{ name: "Amina Yusuf" }, { name: "Bilal Yusuf" }] },
      ],
    },
    { "idempotency-key": `checkin-e2e-${eventId}` },
  );
  // vi.waitFor rather than expect.poll: this runs in a beforeAll as well as in a test
  const qr = await vi.waitFor(async () => {
    const mine = await call<TMyTickets>(attendee, "GET", "/me/tickets");
    const byName = Object.fromEntries(
      mine.filter((t) => t.eventId === eventId).map((t) => [t.attendeeName, t.qr]),
    );
    const bundle = await call<TOfflineBundle>(
      host,
      "GET",
      `/checkin/events/${eventId}/offline-bundle?tickets=true`,
    );
    expect([Object.keys(byName).length, bundle.tickets?.length ?? 0]).toEqual([2, 2]);
    return byName;
  }, BUS_SETTLES);
  return { eventId, qr };
}

/** A host's phone at the door, its camera showing the given video. */
async function station(video: string, eventId: string): Promise<Page> {
  const browser = await launchBrowserWithCamera(video);
  stations.push(browser);
  const page = await signedInPage(browser, target.baseUrl, host, PHONE);
  await page.goto(`/event/${eventId}/checkin`);
  await page.getByRole("heading", { level: 1, name: "Event check-in" }).waitFor();
  await page.getByText(/^Tickets for offline scanning as of/).waitFor();
  return page;
}

const resultOf = (page: Page) => page.getByRole("region", { name: "Scan result" });

describe.skipIf(SKIP_PLATFORM)("the scanner at the door", () => {
  // one event for both scans: each test has its own time limit, and a timeout names the part that hung
  let door: { eventId: string; qr: Record<string, string> };
  beforeAll(async () => {
    door = await eventWithTwoTickets();
  });
  const admittedSoFar = async () =>
    (await call<TCheckinStats>(host, "GET", `/checkin/events/${door.eventId}/stats`)).admitted;

  it("admits a ticket shown to the camera, then says already checked in", async () => {
    const page = await station(await qrCameraVideo(door.qr["Amina Yusuf"]!, videos, "amina"), door.eventId);
    await page.getByRole("button", { name: "Start camera" }).click();
    const result = resultOf(page);
    await expect.poll(() => result.textContent(), { timeout: UI_WAIT_MS }).toContain("Admitted");
    expect(await result.textContent()).toContain("Amina Yusuf · Mixed");
    await screenshot(page, "checkin-admitted-phone");
    // the same code stays in front of the camera: after the 2 s pause it is read again
    await expect.poll(() => result.textContent(), { timeout: UI_WAIT_MS }).toContain("Already checked in");
    expect(await result.textContent()).toContain("Amina Yusuf");
    await page.getByRole("button", { name: "Stop camera" }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "checkin-already-phone");
    await page.context().close();
    // the service sums its counts at most once a second
    await expect.poll(admittedSoFar, BUS_SETTLES).toBe(1);
  });

  it("cut off from the network, admits a ticket on the device and syncs it once back", async () => {
    const offline = await station(
      await qrCameraVideo(door.qr["Bilal Yusuf"]!, videos, "bilal"),
      door.eventId,
    );
    // whether or not the first scan passed: this one adds to the count either way
    const before = await admittedSoFar();
    await offline.getByText("This page can reload and scan without a network").waitFor();
    await offline.context().setOffline(true);
    await offline.getByText("Offline", { exact: true }).waitFor();
    await offline.getByRole("button", { name: "Start camera" }).click();
    const offlineResult = resultOf(offline);
    await expect.poll(() => offlineResult.textContent(), { timeout: UI_WAIT_MS }).toContain("Admitted");
    expect(await offlineResult.textContent()).toContain("Bilal Yusuf");
    expect(await offlineResult.textContent()).toContain("Offline: decided on this device");
    await offline.getByRole("button", { name: "Stop camera" }).click();
    await offline.getByText("Waiting to sync: 1").waitFor();
    await screenshot(offline, "checkin-offline-phone");

    await offline.context().setOffline(false);
    await offline.getByText("Waiting to sync: 0").waitFor();
    await offline.getByText(/^Last sync /).waitFor();
    await expect.poll(admittedSoFar, BUS_SETTLES).toBe(before + 1);
    await expect
      .poll(() => offline.getByTestId("ci-admitted").textContent(), { timeout: UI_WAIT_MS })
      .toContain(`${before + 1} of 2 arrived`);
    expect(await seriousViolations(offline)).toEqual([]);
    await offline.context().close();
  });

  it("a host adds a gate and enrols a phone by its QR link; the phone scans as that device with no account", async () => {
    const { eventId } = await eventWithTwoTickets();
    const page = await signedInPage(browser, target.baseUrl, host);
    await page.goto(`/event/${eventId}/checkin`);
    const gates = page.getByRole("region", { name: "Gates" });
    await gates.getByLabel("Gate name").fill("Main entrance");
    await gates.getByRole("button", { name: "Add gate" }).click();
    await page.getByRole("button", { name: "Remove Main entrance" }).waitFor();
    const devices = page.getByRole("region", { name: "Scanning devices" });
    await devices.getByLabel("Device name").fill("Sisters' door 1");
    await devices.getByRole("button", { name: "Enrol device" }).click();
    await devices.getByRole("img", { name: "QR code that enrols Sisters' door 1" }).waitFor();
    const link = await devices.getByLabel("Enrolment link").inputValue();
    expect(link).toMatch(new RegExp(`/event/${eventId}/checkin#device=mdv_`));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "checkin-host-desktop");
    await page.context().close();

    const phone = await (await newContext(browser, target.baseUrl, PHONE)).newPage();
    await phone.goto(link);
    await phone.getByText(/Scanning as Sisters' door 1 until/).waitFor();
    expect(new URL(phone.url()).hash).toBe("");
    expect(await phone.locator(".ci-settings").textContent()).toContain("Main entrance");
    await phone.getByLabel("Name or order code").fill("Amina");
    await phone.getByRole("button", { name: "Search" }).click();
    const found = phone.getByRole("list", { name: "Attendees found" });
    await expect.poll(() => found.textContent(), { timeout: UI_WAIT_MS }).toContain("Amina Yusuf");
    expect(await found.textContent()).toContain("Not arrived");
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, "checkin-device-phone");
    await phone.context().close();
  });
});
