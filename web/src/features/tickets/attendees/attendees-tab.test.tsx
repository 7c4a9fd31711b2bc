import type { TMemberRole } from "@mawid/contracts/identity";
import type { TLocale } from "@mawid/contracts/platform";
import type { TAttendee } from "@mawid/contracts/ticketing";
import { screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { setAccessToken } from "../../../shared/http/token-store";
import { ar } from "../../../shared/i18n/messages/ar";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { anEvent, EVENT_ID, json, ORG_ID, on, stubApi } from "../../events/shared/events.fixtures";
import EventTicketsPage from "../host/event-tickets-page";
import { anOrder, pretendPhone, ticketTypes } from "../shared/tickets.fixtures";

afterEach(() => {
  setAccessToken(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const YUSUF_ORDER = "8a1f0000-3c3c-4e3f-9f5c-00000000000a";
const AISHA_ORDER = "8a1f0000-3c3c-4e3f-9f5c-00000000000b";

function anAttendee(n: number, overrides: Partial<TAttendee>): TAttendee {
  const id = `5d0e8a52-2b2b-4d2e-8e4b-00000000000${n}`;
  return {
    ticketId: id,
    orderId: YUSUF_ORDER,
    positionId: id,
    attendeeName: "",
    buyerEmail: "yusuf@example.org",
    section: "brothers",
    ticketTypeId: "0b7c2c9e-1a1a-4c1e-9d3a-000000000001",
    ticketTypeName: "Brothers' hall",
    status: "valid",
    checkedIn: false,
    checkIn: null,
    issuedAt: "2027-01-10T10:00:00.000Z",
    ...overrides,
  };
}

/** The attendee list as ticketing keeps it: searched and filtered, refunds revoking tickets. */
function ticketing(
  options: {
    resend?: () => Response;
    refund?: () => Response;
    total?: number;
    checkIns?: Partial<Record<string, TAttendee["checkIn"]>>;
  } = {},
) {
  const attendees = [
    anAttendee(1, { attendeeName: "Bilal Ali" }),
    anAttendee(2, { attendeeName: "Yusuf Ali" }),
    anAttendee(3, {
      attendeeName: "Aisha Rahman",
      orderId: AISHA_ORDER,
      buyerEmail: "aisha@example.org",
      section: "sisters",
      ticketTypeName: "Sisters' hall",
    }),
  ].map((a) => {
    const checkIn = options.checkIns?.[a.attendeeName] ?? null;
    return { ...a, checkedIn: checkIn !== null, checkIn };
  });
  const calls = stubApi(
    on("GET", `/api/v1/events/${EVENT_ID}`, () => json(200, anEvent({ status: "published" }))),
    on("GET", `/api/v1/events/${EVENT_ID}/ticket-types`, () => json(200, ticketTypes([]))),
    on("GET", `/api/v1/events/${EVENT_ID}/attendees`, ({ search }) => {
      const q = search.get("q")?.toLowerCase() ?? "";
      const items = attendees.filter(
        (a) =>
          (a.attendeeName.toLowerCase().includes(q) || a.buyerEmail?.includes(q)) &&
          (!search.get("section") || a.section === search.get("section")) &&
          (!search.get("status") || a.status === search.get("status")) &&
          (!search.get("checkedIn") || String(a.checkedIn) === search.get("checkedIn")),
      );
      const page = Number(search.get("page") ?? "1");
      return json(200, { items, total: options.total ?? items.length, page, pageSize: 50 });
    }),
    on("GET", `/api/v1/events/${EVENT_ID}/attendees.csv`, () => {
      return new Response("ticketId,orderId,attendeeName\r\n", {
        status: 200,
        headers: { "content-type": "text/csv; charset=utf-8" },
      });
    }),
    on("POST", /^\/api\/v1\/tickets\/[^/]+\/resend$/, (call) =>
      options.resend
        ? options.resend()
        : json(202, { ticketId: call.path.split("/")[4], queuedAt: "2027-01-10T10:00:00.000Z" }),
    ),
    on("POST", /^\/api\/v1\/orders\/[^/]+\/refund$/, (call) => {
      if (options.refund) return options.refund();
      const orderId = call.path.split("/")[4]!;
      const positionIds = (call.body as { positionIds?: string[] }).positionIds;
      const refunded = attendees.filter(
        (a) => a.orderId === orderId && (!positionIds || positionIds.includes(a.positionId)),
      );
      for (const a of refunded) a.status = "refunded";
      return json(
        200,
        anOrder({
          id: orderId,
          status: positionIds ? "paid" : "refunded",
          refundedPositionIds: refunded.map((a) => a.positionId),
        }),
      );
    }),
  );
  return calls;
}

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

function renderAs(role: TMemberRole, search = "?tab=attendees", locale: TLocale = "en") {
  const auth = signedInAs({ roles: [role] });
  auth.me!.organizations[0]!.organizationId = ORG_ID;
  auth.me!.profile.locale = locale;
  renderWithProviders(
    <Routes>
      <Route
        path="/event/:id/tickets"
        element={
          <>
            <EventTicketsPage />
            <Address />
          </>
        }
      />
    </Routes>,
    { auth, path: `/event/${EVENT_ID}/tickets${search}` },
  );
}

/* Found by text, not by role: the role queries compute every ancestor's style, slow under antd's CSS-in-JS. */
/** The list's first answer (and later ones), allowed a busy machine's time to load the page's lazy parts. */
const FIRST_LOAD = { timeout: 5000 };

const row = (name: string) => screen.getByText(name).closest("tr") as HTMLElement;

/** Answers the open confirmation with its button of this text. */
async function confirmWith(user: ReturnType<typeof userEvent.setup>, question: HTMLElement, answer: string) {
  const popup = question.closest(".ant-popconfirm") as HTMLElement;
  await user.click(within(popup).getByText(answer).closest("button") as HTMLElement);
}

describe("the host's attendee tab", () => {
  it("lists attendees by section, and a search narrows the list as the host types, kept in the address", async () => {
    const user = setupUser();
    const calls = ticketing();
    renderAs("staff");
    const brothers = await screen.findByRole("region", { name: "Brothers" }, FIRST_LOAD);
    expect(
      within(brothers)
        .getAllByRole("row")
        .map((r) => r.textContent),
    ).toEqual([
      "NameTicket typeStatusChecked inBuyer's e-mail",
      "Bilal AliBrothers' hallValidNot checked inyusuf@example.org",
      "Yusuf AliBrothers' hallValidNot checked inyusuf@example.org",
    ]);
    expect(screen.getByRole("region", { name: "Sisters" })).toHaveTextContent("Aisha Rahman");
    // staff see the list; resend and refund are the owners' and admins'
    expect(screen.queryByRole("button", { name: /Resend/ })).not.toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Search names or e-mails" }), "bilal");
    await waitFor(() => expect(screen.queryByText("Yusuf Ali")).not.toBeInTheDocument(), FIRST_LOAD);
    expect(row("Bilal Ali")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Sisters" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("address")).toHaveTextContent("?tab=attendees&q=bilal");
    const searches = calls.filter((c) => c.path.endsWith("/attendees")).map((c) => c.search.get("q"));
    // one request for the typed word, not one per key
    expect(searches).toEqual([null, "bilal"]);
  });

  it("resends a ticket with a toast, and says when it may be sent again after a 429", async () => {
    const user = setupUser();
    let answer = () =>
      json(202, { ticketId: anAttendee(2, {}).ticketId, queuedAt: "2027-01-10T10:00:00.000Z" });
    const calls = ticketing({ resend: () => answer() });
    renderAs("admin");
    await user.click(await screen.findByRole("button", { name: "Resend Yusuf Ali's ticket" }, FIRST_LOAD));
    expect(
      await screen.findByText("Yusuf Ali's ticket is on its way again.", {}, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
      `/api/v1/tickets/${anAttendee(2, {}).ticketId}/resend`,
    ]);

    answer = () =>
      new Response(
        JSON.stringify({ error: { code: "TICKET_RESENT_RECENTLY", message: "Sent a short while ago" } }),
        { status: 429, headers: { "content-type": "application/json", "retry-after": "540" } },
      );
    await user.click(screen.getByRole("button", { name: "Resend Yusuf Ali's ticket" }));
    expect(
      await screen.findByText(
        "This ticket was sent a short while ago. Try again in 9 minutes.",
        {},
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
  });

  it("refunds one attendee only after the host confirms, naming them, then shows the ticket refunded", async () => {
    const user = setupUser();
    const calls = ticketing();
    renderAs("owner");
    await user.click(await screen.findByRole("button", { name: "Refund Bilal Ali" }, FIRST_LOAD));
    const question = await screen.findByText(
      "Refund Bilal Ali's ticket (Brothers' hall)? It will no longer admit anyone.",
    );
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    await confirmWith(user, question, "Refund");

    await waitFor(() => expect(row("Bilal Ali")).toHaveTextContent("Refunded"));
    expect(row("Yusuf Ali")).toHaveTextContent("Valid");
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      path: `/api/v1/orders/${YUSUF_ORDER}/refund`,
      body: { positionIds: [anAttendee(1, {}).positionId] },
    });
    expect(within(row("Bilal Ali")).queryByRole("button")).not.toBeInTheDocument();
  });

  it("refunds a whole order after a confirmation naming its buyer and attendees", async () => {
    const user = setupUser();
    const calls = ticketing();
    renderAs("owner");
    await user.click(
      await screen.findByRole("button", { name: "Refund the whole order of Yusuf Ali" }, FIRST_LOAD),
    );
    const question = await screen.findByText(
      "Refund the whole order bought by yusuf@example.org? Every ticket in it (Bilal Ali, Yusuf Ali) will no longer admit anyone.",
    );
    await confirmWith(user, question, "Refund the whole order");

    await waitFor(() => expect(row("Yusuf Ali")).toHaveTextContent("Refunded"));
    expect(row("Bilal Ali")).toHaveTextContent("Refunded");
    expect(row("Aisha Rahman")).toHaveTextContent("Valid");
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      path: `/api/v1/orders/${YUSUF_ORDER}/refund`,
      body: {},
    });
  });

  it("says by its code when a refund is more than what is left of the payment", async () => {
    const user = setupUser();
    ticketing({
      refund: () =>
        json(400, { error: { code: "REFUND_EXCEEDS_PAYMENT", message: "Refund exceeds payment" } }),
    });
    renderAs("owner");
    await user.click(await screen.findByRole("button", { name: "Refund Aisha Rahman" }, FIRST_LOAD));
    const question = await screen.findByText(/^Refund Aisha Rahman's ticket/);
    await confirmWith(user, question, "Refund");
    expect(
      await screen.findByText("This is more than what is left to refund on the order."),
    ).toBeInTheDocument();
    expect(row("Aisha Rahman")).toHaveTextContent("Valid");
  });

  it("shows each attendee as a card on a phone, with no table to scroll sideways", async () => {
    ticketing();
    pretendPhone();
    renderAs("owner");
    const sisters = await screen.findByRole("region", { name: "Sisters" }, FIRST_LOAD);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const card = within(sisters).getByRole("listitem");
    expect(within(card).getByRole("heading", { name: "Aisha Rahman" })).toBeInTheDocument();
    expect(card).toHaveTextContent(
      "Ticket typeSisters' hallStatusValidChecked inNot checked inBuyer's e-mailaisha@example.org",
    );
    expect(within(card).getByRole("button", { name: "Refund Aisha Rahman" })).toBeInTheDocument();
  });

  it("pages through a long list, the page kept in the address with the filters", async () => {
    const user = setupUser();
    const calls = ticketing({ total: 120 });
    renderAs("staff", "?tab=attendees&section=brothers");
    await screen.findByText("Bilal Ali", {}, FIRST_LOAD);
    await user.click(screen.getByTitle("2"));

    await waitFor(() => expect(screen.getByLabelText("address")).toHaveTextContent("page=2"));
    expect(screen.getByLabelText("address")).toHaveTextContent("?tab=attendees&section=brothers&page=2");
    await waitFor(() =>
      expect(Object.fromEntries(calls.at(-1)!.search)).toEqual({ section: "brothers", page: "2" }),
    );
  });

  it("shows when and at which gate each attendee was admitted, on the event's clock, and who went out", async () => {
    ticketing({
      checkIns: {
        "Bilal Ali": {
          admittedAt: "2027-02-20T17:05:00.000Z",
          gateId: "north",
          gateName: "North door",
          inside: true,
        },
        "Aisha Rahman": {
          admittedAt: "2027-02-20T17:40:00.000Z",
          gateId: "sisters-door",
          gateName: null,
          inside: false,
        },
      },
    });
    renderAs("staff");
    await screen.findByText("Bilal Ali", {}, FIRST_LOAD);
    expect(row("Bilal Ali")).toHaveTextContent("Checked in at 17:05, North doorInside");
    expect(
      within(row("Bilal Ali"))
        .getByText(/Checked in at/)
        .closest("time"),
    ).toHaveAttribute("datetime", "2027-02-20T17:05:00.000Z");
    // a gate ticketing has no name for is named by its id
    expect(row("Aisha Rahman")).toHaveTextContent("Checked in at 17:40, sisters-doorWent out");
    expect(row("Yusuf Ali")).toHaveTextContent("Not checked in");
  });

  it("shows only those not yet at the door, the choice kept in the address", async () => {
    const user = setupUser();
    const calls = ticketing({
      checkIns: {
        "Bilal Ali": {
          admittedAt: "2027-02-20T17:05:00.000Z",
          gateId: "north",
          gateName: null,
          inside: true,
        },
      },
    });
    renderAs("staff");
    await screen.findByText("Bilal Ali", {}, FIRST_LOAD);
    await user.click(screen.getByLabelText("At the door"));
    await user.click(await screen.findByTitle("Not checked in yet"));

    await waitFor(() => expect(screen.queryByText("Bilal Ali")).toBeNull());
    expect(screen.getByText("Yusuf Ali")).toBeInTheDocument();
    expect(screen.getByText("Aisha Rahman")).toBeInTheDocument();
    expect(screen.getByLabelText("address")).toHaveTextContent("?tab=attendees&checkedIn=false");
    expect(Object.fromEntries(calls.at(-1)!.search)).toEqual({ checkedIn: "false" });
  });

  it("says where attendees stand at the door in Arabic", async () => {
    localStorage.setItem("locale", "ar");
    ticketing({
      checkIns: {
        "Bilal Ali": {
          admittedAt: "2027-02-20T17:05:00.000Z",
          gateId: "north",
          gateName: "North door",
          inside: true,
        },
      },
    });
    renderAs("owner", "?tab=attendees", "ar");
    await screen.findByText("Bilal Ali", {}, FIRST_LOAD);
    expect(row("Bilal Ali")).toHaveTextContent(ar["tk.ci.inside"]);
    expect(row("Bilal Ali")).toHaveTextContent("دخل الساعة 05:05 م، \u2068North door\u2069");
    expect(row("Yusuf Ali")).toHaveTextContent(ar["tk.ci.none"]);
  });

  it("reads right to left in Arabic, every label and state in Arabic", async () => {
    localStorage.setItem("locale", "ar");
    ticketing();
    renderAs("owner", "?tab=attendees", "ar");
    await screen.findByText("Aisha Rahman", {}, FIRST_LOAD);
    expect(document.documentElement.dir).toBe("rtl");
    expect(screen.getByRole("tab", { name: ar["tk.att.tab"], selected: true })).toBeInTheDocument();
    expect(row("Aisha Rahman")).toHaveTextContent(ar["tk.att.st.valid"]);
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toContain(ar["tk.att.buyer"]);
    expect(screen.getByText(ar["tk.att.csv"])).toBeInTheDocument();
  });

  it("downloads the CSV with the filters on screen, sent with the signed-in request", async () => {
    const user = setupUser();
    const calls = ticketing();
    const stubbed = globalThis.fetch;
    const tokens: Array<string | null> = [];
    vi.stubGlobal("fetch", (request: Request) => {
      tokens.push(request.headers.get("Authorization"));
      return stubbed(request);
    });
    setAccessToken("host-token");
    const saved = vi.fn<(file: Blob) => string>(() => "blob:attendees");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    renderAs("staff", "?tab=attendees&section=sisters&status=valid&q=aisha");
    await screen.findByText("Aisha Rahman", {}, FIRST_LOAD);
    await user.click(screen.getByRole("button", { name: "Download CSV" }));

    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const csv = calls.find((c) => c.path.endsWith("/attendees.csv"))!;
    expect(Object.fromEntries(csv.search)).toEqual({ q: "aisha", section: "sisters", status: "valid" });
    expect(tokens.at(-1)).toBe("Bearer host-token");
    expect(await saved.mock.calls[0]![0].text()).toBe("ticketId,orderId,attendeeName\r\n");
  });
});
