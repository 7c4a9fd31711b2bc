import type { TPromoCodeView } from "@mawid/contracts/ticketing";
import { screen, waitFor, within } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { ar } from "../../../shared/i18n/messages/ar";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { EVENT_ID, json, on, stubApi } from "../../events/shared/events.fixtures";
import { PromoCodesTab } from "./promo-codes-tab";
import { pretendPhone } from "../shared/tickets.fixtures";

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const PATH = `/api/v1/events/${EVENT_ID}/promo-codes`;
const LOAD = { timeout: 5000 };
/** Filling a form on a machine shared with other test runs takes a while. */
const SLOW = 120_000;

function aCode(n: number, overrides: Partial<TPromoCodeView>): TPromoCodeView {
  return {
    id: `6c2d0000-7e7e-4f1a-9b2c-00000000000${n}`,
    eventId: EVENT_ID,
    code: `CODE${n}`,
    discount: { kind: "percentage", percent: 10 },
    maxUses: null,
    uses: 0,
    validFrom: null,
    validUntil: null,
    ...overrides,
  };
}

/** The event's codes as ticketing keeps them; a new one joins the list unless `refuse` answers instead. */
function ticketing(options: { items?: TPromoCodeView[]; refuse?: () => Response } = {}) {
  const items = [...(options.items ?? [])];
  const calls = stubApi(
    on("GET", PATH, () => json(200, { items })),
    on("POST", /\/promo-codes\/[^/]+\/end$/, (call) => {
      const code = items.find((c) => call.path.endsWith(`/${c.id}/end`))!;
      code.validUntil = new Date().toISOString();
      return json(200, code);
    }),
    on("POST", PATH, (call) => {
      if (options.refuse) return options.refuse();
      const body = call.body as Omit<TPromoCodeView, "id" | "eventId" | "uses">;
      const created = { ...body, id: crypto.randomUUID(), eventId: EVENT_ID, uses: 0 };
      items.push(created);
      return json(201, created);
    }),
  );
  return { calls, posts: () => calls.filter((c) => c.method === "POST") };
}

function renderTab(props: { currency?: string | null; timeZone?: string } = {}, locale: "en" | "ar" = "en") {
  const auth = signedInAs({ roles: ["staff"] });
  auth.me!.profile.locale = locale;
  renderWithProviders(
    <PromoCodesTab
      eventId={EVENT_ID}
      currency={props.currency === undefined ? "GBP" : props.currency}
      timeZone={props.timeZone ?? "Europe/London"}
    />,
    { auth },
  );
}

/** Typed in one go: key by key is slow on a busy machine, and the form reads the whole value anyway. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.click(input);
  await user.paste(value);
}

/** The form item (label, field and its messages) around a field. */
const itemOf = (label: string) => screen.getByLabelText(label).closest(".ant-form-item") as HTMLElement;

const row = (code: string) => screen.getByText(code).closest("tr") as HTMLElement;

describe("the host's promo codes: creating one", () => {
  it(
    "sends a percentage code upper-cased, with no limit and no window as nulls, and lists it",
    async () => {
      const user = setupUser();
      const { posts } = ticketing();
      renderTab();
      await screen.findByText("No promo codes yet.", {}, LOAD);
      await fill(user, screen.getByLabelText("Code"), "ramadan-20");
      // shown as the service will keep it
      expect(screen.getByLabelText("Code")).toHaveValue("RAMADAN-20");
      await fill(user, screen.getByLabelText("Percentage off each ticket"), "20");
      await user.click(screen.getByRole("button", { name: "Create code" }));

      await waitFor(() => expect(posts()).toHaveLength(1), LOAD);
      expect(posts()[0]!.body).toEqual({
        code: "RAMADAN-20",
        discount: { kind: "percentage", percent: 20 },
        maxUses: null,
        validFrom: null,
        validUntil: null,
      });
      expect(await screen.findByText("1 promo code", {}, LOAD)).toBeInTheDocument();
      expect(row("RAMADAN-20")).toHaveTextContent("RAMADAN-2020% off0 usedAny timeActive");
      // the form is ready for the next code
      expect(screen.getByLabelText("Code")).toHaveValue("");
    },
    SLOW,
  );

  it(
    "sends a fixed amount in minor units, its limit, and its window as instants on the event's clock",
    async () => {
      const user = setupUser();
      const { posts } = ticketing();
      renderTab({ currency: "GBP", timeZone: "Europe/London" });
      await screen.findByText("No promo codes yet.", {}, LOAD);
      await fill(user, screen.getByLabelText("Code"), "Eid_Gift");
      await user.click(screen.getByLabelText("Fixed amount"));
      await fill(user, await screen.findByLabelText("Amount off each ticket (GBP)"), "5.50");
      await fill(user, screen.getByLabelText("Maximum uses"), "50");
      // London is on GMT on 1 March and on BST (UTC+1) from 28 March 2027
      await fill(user, screen.getByLabelText("Valid from"), "2027-03-01T09:00");
      await fill(user, screen.getByLabelText("Valid until"), "2027-03-30T23:00");
      await user.click(screen.getByRole("button", { name: "Create code" }));

      await waitFor(() => expect(posts()).toHaveLength(1), LOAD);
      expect(posts()[0]!.body).toEqual({
        code: "EID_GIFT",
        discount: { kind: "fixed", amount: 550 },
        maxUses: 50,
        validFrom: "2027-03-01T09:00:00.000Z",
        validUntil: "2027-03-30T22:00:00.000Z",
      });
    },
    SLOW,
  );

  it(
    "says the contract's words for a bad code and a window that ends before it starts, and sends nothing",
    async () => {
      const user = setupUser();
      const { posts } = ticketing();
      renderTab();
      await screen.findByText("No promo codes yet.", {}, LOAD);
      // too short, then a space in it
      for (const code of ["ab", "summer fun"]) {
        await user.clear(screen.getByLabelText("Code"));
        await fill(user, screen.getByLabelText("Code"), code);
        await user.click(screen.getByRole("button", { name: "Create code" }));
        expect(
          await within(itemOf("Code")).findByText(
            "Use 3 to 32 letters, digits, dashes or underscores",
            {},
            LOAD,
          ),
        ).toBeInTheDocument();
        expect(
          within(itemOf("Percentage off each ticket")).getByText("Enter a percentage from 1 to 100"),
        ).toBeInTheDocument();
      }

      await user.clear(screen.getByLabelText("Code"));
      await fill(user, screen.getByLabelText("Code"), "SUMMER");
      await fill(user, screen.getByLabelText("Percentage off each ticket"), "15");
      await fill(user, screen.getByLabelText("Valid from"), "2027-07-10T09:00");
      await fill(user, screen.getByLabelText("Valid until"), "2027-07-01T09:00");
      await user.click(screen.getByRole("button", { name: "Create code" }));
      expect(
        await within(itemOf("Valid until")).findByText("A promo code must end after it starts", {}, LOAD),
      ).toBeInTheDocument();
      expect(within(itemOf("Code")).queryByRole("alert")).not.toBeInTheDocument();
      expect(posts()).toEqual([]);
    },
    SLOW,
  );

  it(
    "shows the service's refusal of a code the event already has on the code's field",
    async () => {
      const user = setupUser();
      const taken = "This event already has this promo code";
      const { posts } = ticketing({
        refuse: () =>
          json(400, { error: { code: "PROMO_CODE_TAKEN", message: taken, fields: { code: taken } } }),
      });
      renderTab();
      await screen.findByText("No promo codes yet.", {}, LOAD);
      await fill(user, screen.getByLabelText("Code"), "welcome");
      await fill(user, screen.getByLabelText("Percentage off each ticket"), "10");
      await user.click(screen.getByRole("button", { name: "Create code" }));

      expect(await within(itemOf("Code")).findByText(taken, {}, LOAD)).toBeInTheDocument();
      expect(posts()).toHaveLength(1);
      // the host's code stays to be changed
      expect(screen.getByLabelText("Code")).toHaveValue("WELCOME");
    },
    SLOW,
  );

  it(
    "says the refusal of a taken code in Arabic",
    async () => {
      localStorage.setItem("locale", "ar");
      const user = setupUser();
      const taken = "This event already has this promo code";
      ticketing({
        refuse: () =>
          json(400, { error: { code: "PROMO_CODE_TAKEN", message: taken, fields: { code: taken } } }),
      });
      renderTab({}, "ar");
      await screen.findByText(ar["tk.promo.empty"], {}, LOAD);
      await fill(user, screen.getByLabelText(ar["tk.promo.code"]), "welcome");
      await fill(user, screen.getByLabelText(ar["tk.promo.percent"]), "10");
      await user.click(screen.getByRole("button", { name: ar["tk.promo.create"] }));
      expect(
        await within(itemOf(ar["tk.promo.code"])).findByText(ar["tk.promo.err.taken"], {}, LOAD),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it("offers a fixed amount only once the event has a priced ticket type, and says why", async () => {
    ticketing();
    renderTab({ currency: null });
    await screen.findByText("No promo codes yet.", {}, LOAD);
    expect(screen.getByLabelText("Fixed amount")).toBeDisabled();
    expect(
      screen.getByText("A fixed amount needs a priced ticket type first, so the code knows its currency."),
    ).toBeInTheDocument();
  });

  it(
    "suggests a readable code, which the service then receives",
    async () => {
      const user = setupUser();
      const { posts } = ticketing();
      renderTab();
      await screen.findByText("No promo codes yet.", {}, LOAD);
      await user.click(screen.getByRole("button", { name: "Generate" }));
      const suggested = (screen.getByLabelText("Code") as HTMLInputElement).value;
      // no 0/O or 1/I/L to misread off a poster
      expect(suggested).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
      await fill(user, screen.getByLabelText("Percentage off each ticket"), "5");
      await user.click(screen.getByRole("button", { name: "Create code" }));
      await waitFor(() => expect(posts()).toHaveLength(1), LOAD);
      expect(posts()[0]!.body).toMatchObject({ code: suggested });
    },
    SLOW,
  );
});

describe("the host's promo codes: following them", () => {
  const codes = [
    aCode(1, {
      code: "RAMADAN20",
      discount: { kind: "percentage", percent: 20 },
      maxUses: 50,
      uses: 12,
      validFrom: "2020-01-01T09:00:00.000Z",
      validUntil: "2099-01-01T09:00:00.000Z",
    }),
    aCode(2, { code: "FIVEOFF", discount: { kind: "fixed", amount: 500 }, uses: 7 }),
    aCode(3, { code: "EARLY", maxUses: 30, uses: 0, validFrom: "2099-03-01T09:00:00.000Z" }),
    aCode(4, { code: "LASTYEAR", maxUses: 100, uses: 40, validUntil: "2020-06-01T12:00:00.000Z" }),
    aCode(5, { code: "FIRST50", maxUses: 50, uses: 50 }),
  ];

  it("shows each code's discount, uses, window on the event's clock and state", async () => {
    ticketing({ items: codes });
    renderTab({ currency: "GBP", timeZone: "Asia/Karachi" });
    const count = await screen.findByText("5 promo codes", {}, LOAD);
    const list = count.closest(".ant-card") as HTMLElement;
    expect(within(list).getByText("On the event's clock (Asia/Karachi)")).toBeInTheDocument();
    // Karachi is five hours ahead of UTC
    expect(row("RAMADAN20")).toHaveTextContent(
      "RAMADAN2020% off12 of 50 usedWed, 1 Jan 2020 14:00 to Thu, 1 Jan 2099 14:00ActiveEnd now",
    );
    expect(row("FIVEOFF")).toHaveTextContent("FIVEOFF£5.00 off7 usedAny timeActiveEnd now");
    expect(row("EARLY")).toHaveTextContent(
      "EARLY10% off0 of 30 usedFrom Sun, 1 Mar 2099 14:00ScheduledEnd now",
    );
    expect(row("LASTYEAR")).toHaveTextContent(
      "LASTYEAR10% off40 of 100 usedUntil Mon, 1 Jun 2020 17:00Ended",
    );
    expect(row("FIRST50")).toHaveTextContent("FIRST5010% off50 of 50 usedAny timeUsed upEnd now");
    // an ended code cannot be ended again
    expect(within(row("LASTYEAR")).queryByRole("button", { name: /^End / })).not.toBeInTheDocument();
    // a limited code shows how much of it is taken; an unlimited one has nothing to fill
    expect(within(row("RAMADAN20")).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "24");
    expect(within(row("FIRST50")).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    expect(within(row("FIVEOFF")).queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("ends a code now once the host confirms, and shows it ended", async () => {
    const user = setupUser();
    const { calls } = ticketing({ items: codes.map((c) => ({ ...c })) });
    renderTab();
    await screen.findByText("5 promo codes", {}, LOAD);
    await user.click(within(row("FIVEOFF")).getByRole("button", { name: "End FIVEOFF now" }));
    expect(
      await screen.findByText("Orders already placed with it keep their discount; new orders cannot use it."),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith("/end"))).toEqual([]);
    await user.click(screen.getByRole("button", { name: "End the code" }));
    await waitFor(() => expect(within(row("FIVEOFF")).getByText("Ended")).toBeInTheDocument());
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
      `${PATH}/${codes[1]!.id}/end`,
    ]);
  });

  it("copies a code for the host to paste elsewhere", async () => {
    const user = setupUser();
    ticketing({ items: codes });
    renderTab();
    await screen.findByText("5 promo codes", {}, LOAD);
    await user.click(screen.getByRole("button", { name: "Copy FIVEOFF" }));
    expect(await navigator.clipboard.readText()).toBe("FIVEOFF");
  });

  it("shows each code as a card on a phone, with no table to scroll sideways", async () => {
    ticketing({ items: codes });
    pretendPhone();
    renderTab();
    await screen.findByText("5 promo codes", {}, LOAD);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const card = screen.getByRole("heading", { name: "FIRST50" }).closest("li") as HTMLElement;
    expect(card).toHaveTextContent("Discount10% offUses50 of 50 usedValidAny timeStatusUsed upEnd now");
    expect(within(card).getByRole("button", { name: "Copy FIRST50" })).toBeInTheDocument();
  });

  it("says when the codes could not be loaded", async () => {
    stubApi(on("GET", PATH, () => json(403, { error: { code: "INSUFFICIENT_ROLE", message: "No" } })));
    renderTab();
    expect(await screen.findByText("You are not allowed to do this.", {}, LOAD)).toBeInTheDocument();
  });
});
