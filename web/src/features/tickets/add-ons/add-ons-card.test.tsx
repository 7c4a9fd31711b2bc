import type { TAddOnView, TVendorView } from "@mawid/contracts/ticketing";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { EVENT_ID, json, on, stubApi } from "../../events/shared/events.fixtures";
import { AL_NOOR_ID, aVendor, barakahGrill, vendorsPath } from "../vendors/vendors.fixtures";
import { AddOnsCard } from "./add-ons-card";
import { pretendPhone } from "../shared/tickets.fixtures";

type User = ReturnType<typeof setupUser>;

const addOnsPath = `/api/v1/events/${EVENT_ID}/add-ons`;

function anAddOn(overrides: Partial<TAddOnView> = {}): TAddOnView {
  return {
    id: "6e3d9a20-7c7c-4b5f-9a1c-000000000001",
    eventId: EVENT_ID,
    name: "Iftar plate",
    description: "Dates, lentil soup and biryani",
    kind: "meal",
    price: 650,
    currency: "GBP",
    stock: 100,
    available: 40,
    maxPerOrder: 4,
    vendorId: AL_NOOR_ID,
    ...overrides,
  };
}

const tote = anAddOn({
  id: "6e3d9a20-7c7c-4b5f-9a1c-000000000002",
  name: "Tote bag",
  description: "",
  kind: "merchandise",
  price: 1200,
  stock: 50,
  available: 50,
  maxPerOrder: 10,
  vendorId: null,
});

/** Add-ons and vendors as ticketing keeps them: a created add-on is listed on the next read. */
function ticketing(
  options: { addOns?: TAddOnView[]; vendors?: TVendorView[]; create?: () => Response } = {},
) {
  const addOns = [...(options.addOns ?? [])];
  return stubApi(
    on("GET", vendorsPath, () => json(200, { items: options.vendors ?? [aVendor(), barakahGrill()] })),
    on("GET", addOnsPath, () => json(200, { items: addOns })),
    on("POST", /\/add-ons\/[^/]+\/withdraw$/, (call) => {
      addOns.splice(
        addOns.findIndex((a) => call.path.endsWith(`/${a.id}/withdraw`)),
        1,
      );
      return new Response(null, { status: 204 });
    }),
    on("POST", addOnsPath, (call) => {
      if (options.create) return options.create();
      const body = call.body as TAddOnView;
      const created = { ...body, id: crypto.randomUUID(), eventId: EVENT_ID, available: body.stock };
      addOns.push(created);
      return json(201, created);
    }),
  );
}

function renderCard(currency: string | null = "GBP") {
  renderWithProviders(<AddOnsCard eventId={EVENT_ID} currency={currency} />, {
    auth: signedInAs({ roles: ["admin"] }),
  });
}

const row = (name: string) => screen.getByText(name).closest("tr") as HTMLElement;
const posts = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.method === "POST");

async function chooseSeller(user: User, seller: string) {
  await user.click(screen.getByLabelText("Sold by"));
  await user.click(await screen.findByTitle(seller));
}

/** Sends the form, then answers its confirmation with the button of this text. */
async function sendAndConfirm(user: User, question: string) {
  await user.click(screen.getByRole("button", { name: "Create add-on" }));
  const asked = await screen.findByText(question);
  const popup = asked.closest(".ant-popconfirm") as HTMLElement;
  await user.click(within(popup).getByText("Create add-on").closest("button") as HTMLElement);
}

async function fillIftarPlate(user: User) {
  await user.type(await screen.findByLabelText("Name"), "Iftar plate");
  await user.type(screen.getByLabelText("Price (GBP)"), "6.5");
  await user.type(screen.getByLabelText("Stock"), "100");
  await user.clear(screen.getByLabelText("Maximum per order"));
  await user.type(screen.getByLabelText("Maximum per order"), "4");
}

describe("the host's add-ons", () => {
  it("lists each add-on with its price, the stock left, the per-order limit and who sells it", async () => {
    ticketing({ addOns: [anAddOn(), tote] });
    renderCard();
    expect(await screen.findByText("2 add-ons")).toBeInTheDocument();
    expect(row("Iftar plate")).toHaveTextContent("Iftar plateMeal£6.5040 of 100 leftUp to 4Al-Noor Kitchen");
    expect(row("Tote bag")).toHaveTextContent("Tote bagMerchandise£12.0050 of 50 leftUp to 10Us");
    expect(within(row("Iftar plate")).getByRole("progressbar", { name: "40 of 100 left" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
    // the service leaves the lapsed vendor's meals out of the list; the host is told why
    expect(
      screen.getByText(
        "Meals from a vendor whose halal certificate has expired are not offered to buyers, and are left out of this list.",
      ),
    ).toBeInTheDocument();
  });

  it("shows each add-on as a card on a phone, with no table to scroll sideways", async () => {
    ticketing({ addOns: [anAddOn()] });
    pretendPhone();
    renderCard();
    const card = (await screen.findByRole("heading", { name: "Iftar plate" })).closest("li") as HTMLElement;
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(card).toHaveTextContent(
      "Dates, lentil soup and biryaniKindMealPrice£6.50Available40 of 100 leftPer orderUp to 4Sold byAl-Noor Kitchen",
    );
  });

  it("offers only the vendors whose certificate is valid, and sends a vendor's meal in minor units once confirmed", async () => {
    const user = setupUser({ pointerEventsCheck: 0 });
    const calls = ticketing();
    renderCard();
    expect(await screen.findByText("No add-ons yet.")).toBeInTheDocument();
    await fillIftarPlate(user);
    await user.click(screen.getByLabelText("Sold by"));
    await screen.findByTitle("Al-Noor Kitchen");
    const offered = [...document.querySelectorAll(".ant-select-item-option")].map((o) => o.textContent);
    expect(offered).toEqual(["Sold by us", "Al-Noor Kitchen"]);
    expect(
      screen.getByText(
        "Vendors whose halal certificate has expired are not listed: their food is not offered to buyers.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByTitle("Al-Noor Kitchen"));
    await user.click(screen.getByRole("button", { name: "Create add-on" }));
    const question = await screen.findByText("Add Iftar plate at £6.50, 100 in stock?");
    expect(posts(calls)).toEqual([]);
    const popup = question.closest(".ant-popconfirm") as HTMLElement;
    await user.click(within(popup).getByText("Create add-on").closest("button") as HTMLElement);

    expect(await screen.findByText("Iftar plate added")).toBeInTheDocument();
    expect(posts(calls).map((c) => c.body)).toEqual([
      {
        name: "Iftar plate",
        description: "",
        kind: "meal",
        price: 650,
        currency: "GBP",
        stock: 100,
        maxPerOrder: 4,
        vendorId: AL_NOOR_ID,
      },
    ]);
    await waitFor(() => expect(row("Iftar plate")).toHaveTextContent("100 of 100 left"));
  });

  it("sends the host's own merchandise with no vendor, in the currency's minor units", async () => {
    const user = setupUser({ pointerEventsCheck: 0 });
    const calls = ticketing({ vendors: [] });
    renderWithProviders(<AddOnsCard eventId={EVENT_ID} currency="KWD" />, {
      auth: signedInAs({ roles: ["staff"] }),
    });
    await user.type(await screen.findByLabelText("Name"), "Tote bag");
    await user.type(screen.getByLabelText("Description"), "Organic cotton");
    await user.click(screen.getByLabelText("Merchandise"));
    await user.type(screen.getByLabelText("Price (KWD)"), "2.75");
    await user.type(screen.getByLabelText("Stock"), "50");
    await sendAndConfirm(user, "Add Tote bag at KWD 2.750, 50 in stock?");
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({
      name: "Tote bag",
      description: "Organic cotton",
      kind: "merchandise",
      price: 2750,
      currency: "KWD",
      stock: 50,
      maxPerOrder: 10,
      vendorId: null,
    });
  });

  it("asks for the name, price and stock before anything is sent", async () => {
    const user = setupUser();
    const calls = ticketing();
    renderCard();
    await user.click(await screen.findByRole("button", { name: "Create add-on" }));
    await waitFor(() => expect(screen.getAllByText("This field is required")).toHaveLength(3));
    for (const label of ["Name", "Price (GBP)", "Stock"])
      expect((screen.getByLabelText(label).closest(".ant-form-item") as HTMLElement).textContent).toContain(
        "This field is required",
      );
    expect(screen.queryByText(/in stock\?$/)).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it("shows the service's refusal of the vendor on the seller's field", async () => {
    const user = setupUser({ pointerEventsCheck: 0 });
    ticketing({
      create: () =>
        json(400, {
          error: {
            code: "VENDOR_NOT_FOUND",
            message: "This vendor does not sell at this event",
            fields: { vendorId: "Unknown vendor" },
          },
        }),
    });
    renderCard();
    await screen.findByText("No add-ons yet.");
    await fillIftarPlate(user);
    await chooseSeller(user, "Al-Noor Kitchen");
    await sendAndConfirm(user, "Add Iftar plate at £6.50, 100 in stock?");
    const message = await screen.findByText("Unknown vendor");
    expect(message.closest(".ant-form-item")).toHaveTextContent("Sold by");
  });

  it("asks for a priced ticket type first when the event has no ticket currency yet", async () => {
    ticketing();
    renderCard(null);
    expect(
      await screen.findByText(
        "Add a priced ticket type first: add-ons are sold in the event's ticket currency.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create add-on" })).not.toBeInTheDocument();
  });

  it("shows a failure to load the add-ons where the list would be", async () => {
    stubApi(
      on("GET", vendorsPath, () => json(200, { items: [] })),
      on("GET", addOnsPath, () => json(500, { error: { code: "INTERNAL", message: "boom" } })),
    );
    renderCard();
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(screen.queryByText("No add-ons yet.")).not.toBeInTheDocument();
  });

  it("stops selling an add-on once the host confirms, and it leaves the list", async () => {
    const user = setupUser({ pointerEventsCheck: 0 });
    const calls = ticketing({ addOns: [anAddOn(), tote] });
    renderCard();
    await user.click(
      within(await screen.findByRole("row", { name: /Tote bag/ })).getByRole("button", {
        name: "Stop selling Tote bag",
      }),
    );
    expect(
      await screen.findByText(
        "It leaves the list buyers choose from, for good; orders that have it keep it.",
      ),
    ).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Stop selling" }));
    await waitFor(() => expect(screen.queryByRole("row", { name: /Tote bag/ })).not.toBeInTheDocument());
    expect(posts(calls).map((c) => c.path)).toEqual([`${addOnsPath}/${tote.id}/withdraw`]);
    expect(screen.getByRole("row", { name: /Iftar plate/ })).toBeInTheDocument();
  });
});
