import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AuthValue } from "../../features/auth/auth-context";
import { renderWithProviders } from "../../test-utils";
import { decideAccess } from "../access";
import { accessOf } from "../route-table";
import { signedInAs, viewer } from "../viewers.fixtures";
import { SiteHeader } from "./site-header";

const ADMIN_ENTRIES = ["Bulk Operations", "Event Approvals", "System Status"];

function renderHeader(auth: Partial<AuthValue>) {
  renderWithProviders(<SiteHeader />, { auth });
}

function headerLinks(): string[] {
  const nav = screen.getByRole("navigation", { name: "Main navigation" });
  return within(nav)
    .getAllByRole("link")
    .map((a) => a.textContent ?? "");
}

// The avatar menu and the phone menu are lazy chunks, slow to arrive while other suites run (5 s
// was once not enough beside the browser tests): they get the wait test-setup gives every findBy.
const SLOW = { timeout: 20_000 };

async function avatarMenuEntries(): Promise<string[]> {
  fireEvent.click(await screen.findByTestId("avatar-menu", {}, SLOW));
  const menu = await screen.findByRole("menu", {}, SLOW);
  return within(menu)
    .getAllByRole("menuitem")
    .map((item) => item.textContent ?? "");
}

async function phoneMenu(): Promise<HTMLElement> {
  fireEvent.click(screen.getByTestId("mobile-menu-button"));
  const drawer = await screen.findByRole("dialog", {}, SLOW);
  return drawer.querySelector(".mobile-nav") as HTMLElement;
}

describe("the header for each kind of user", () => {
  it("offers a visitor the public pages and Create Event, which asks them to sign in", () => {
    renderHeader({});
    expect(headerLinks()).toEqual(["About Us", "Donate", "Subscriptions"]);
    expect(screen.getAllByRole("link", { name: "Create Event" }).length).toBeGreaterThan(0);
  });

  it("gives an attendee the dashboard but no organiser's pages", () => {
    renderHeader(signedInAs());
    expect(headerLinks()).toEqual(["About Us", "Donate", "Subscriptions", "Dashboard"]);
    expect(screen.queryByRole("link", { name: "Create Event" })).toBeNull();
  });

  it("gives an organisation's owner analytics and Create Event", () => {
    renderHeader(signedInAs({ roles: ["owner"] }));
    expect(headerLinks()).toContain("Analytics");
    expect(screen.getByRole("link", { name: "Create Event" })).toHaveAttribute("href", "/create-event");
  });

  it("hides Create Event from an owner whose address is not verified yet", () => {
    renderHeader(signedInAs({ roles: ["owner"], emailVerified: false }));
    expect(headerLinks()).toContain("Analytics");
    expect(screen.queryByRole("link", { name: "Create Event" })).toBeNull();
  });

  it("hides a scanner's missing pages: no analytics, no Create Event", () => {
    renderHeader(signedInAs({ roles: ["scanner"] }));
    expect(headerLinks()).not.toContain("Analytics");
    expect(screen.queryByRole("link", { name: "Create Event" })).toBeNull();
  });
});

describe("the avatar menu", () => {
  it("lists a member's own pages and no administration", async () => {
    renderHeader(signedInAs());
    const entries = await avatarMenuEntries();
    expect(entries).toEqual(expect.arrayContaining(["Dashboard", "My Tickets", "Edit profile"]));
    expect(entries).not.toContain("Analytics");
    for (const entry of ADMIN_ENTRIES) expect(entries).not.toContain(entry);
  });

  it("lists the administration pages for a platform admin", async () => {
    renderHeader(signedInAs({ platformAdmin: true }));
    expect(await avatarMenuEntries()).toEqual(expect.arrayContaining([...ADMIN_ENTRIES, "Analytics"]));
  });
});

describe("the phone menu", () => {
  const shapes = {
    visitor: null,
    attendee: {},
    scanner: { roles: ["scanner" as const] },
    "unverified owner": { roles: ["owner" as const], emailVerified: false },
    "platform admin": { platformAdmin: true },
  };

  it.each(Object.entries(shapes))("never shows %s a link the guard would refuse", async (_name, shape) => {
    renderHeader(shape ? signedInAs(shape) : {});
    const nav = await phoneMenu();
    const who = shape ? viewer(shape) : { user: null, me: undefined };
    const hrefs = within(nav)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href") ?? "");
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      const decision = decideAccess(accessOf(href), who);
      // only a visitor is offered a page that asks them to sign in first
      expect([href, decision]).toEqual([href, shape ? "allowed" : expect.stringMatching(/allowed|signIn/)]);
    }
  });

  it("shows a member their profile and no administration", async () => {
    renderHeader(signedInAs());
    const nav = await phoneMenu();
    expect(within(nav).getByRole("link", { name: "Edit profile" })).toBeInTheDocument();
    for (const entry of ADMIN_ENTRIES) expect(within(nav).queryByRole("link", { name: entry })).toBeNull();
  });

  it("shows a platform admin the administration pages", async () => {
    renderHeader(signedInAs({ platformAdmin: true }));
    const nav = await phoneMenu();
    for (const entry of ADMIN_ENTRIES)
      expect(within(nav).getByRole("link", { name: entry })).toBeInTheDocument();
  });
});
