import type { TLocale } from "@mawid/contracts/platform";
import type { TVendorView } from "@mawid/contracts/ticketing";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { EVENT_ID, json, on, stubApi } from "../../events/shared/events.fixtures";
import { VendorsCard } from "./vendors-card";
import { aVendor, barakahGrill, vendorsPath } from "./vendors.fixtures";
import { pretendPhone } from "../shared/tickets.fixtures";

type User = ReturnType<typeof setupUser>;

/** The vendors as ticketing keeps them: an added vendor is listed on the next read. */
function ticketing(options: { vendors?: TVendorView[]; add?: () => Response } = {}) {
  const vendors = [...(options.vendors ?? [])];
  return stubApi(
    on("GET", vendorsPath, () => json(200, { items: vendors })),
    on("POST", vendorsPath, (call) => {
      if (options.add) return options.add();
      const added = aVendor({ ...(call.body as Partial<TVendorView>), id: crypto.randomUUID() });
      vendors.push(added);
      return json(201, added);
    }),
  );
}

function renderCard(locale: TLocale = "en") {
  const auth = signedInAs({ roles: ["staff"] });
  auth.me!.profile.locale = locale;
  renderWithProviders(<VendorsCard eventId={EVENT_ID} timeZone="Europe/London" />, { auth });
}

const row = (name: string) => screen.getByText(name).closest("tr") as HTMLElement;
const posts = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.method === "POST");

async function fillVendor(user: User) {
  await user.type(screen.getByLabelText("Vendor name"), "Al-Noor Kitchen");
  await user.type(screen.getByLabelText("Certification body"), "Halal Food Authority");
  await user.type(screen.getByLabelText("Certificate number"), "HFA-2027-118");
  await user.type(screen.getByLabelText("Certificate expiry"), "2027-12-31");
}

/** Sends the form, then answers its confirmation with the button of this text. */
async function sendAndConfirm(user: User, question: RegExp | string) {
  await user.click(screen.getByRole("button", { name: "Add vendor" }));
  const asked = await screen.findByText(question);
  const popup = asked.closest(".ant-popconfirm") as HTMLElement;
  await user.click(within(popup).getByText("Add vendor").closest("button") as HTMLElement);
}

describe("the event's halal marketplace vendors", () => {
  it("lists each certificate with a Valid or Expired tag, saying an expired vendor's food is not offered", async () => {
    ticketing({ vendors: [aVendor(), barakahGrill()] });
    renderCard();
    expect(await screen.findByText("2 vendors · 1 certificate expired")).toBeInTheDocument();
    expect(row("Al-Noor Kitchen")).toHaveTextContent(
      "Al-Noor KitchenHamza Qureshihamza@alnoor.example+44 20 7946 0018Halal Food AuthorityHFA-2027-11831 Dec 2027Valid",
    );
    expect(row("Barakah Grill")).toHaveTextContent(
      "Barakah GrillNone givenHalal Monitoring CommitteeHMC-004231 Jan 2025ExpiredIts food is not offered to buyers",
    );
    expect(within(row("Al-Noor Kitchen")).queryByText("Expired")).not.toBeInTheDocument();
  });

  it("shows each vendor as a card on a phone, with no table to scroll sideways", async () => {
    ticketing({ vendors: [barakahGrill()] });
    pretendPhone();
    renderCard();
    const card = (await screen.findByRole("heading", { name: "Barakah Grill" })).closest("li") as HTMLElement;
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(card).toHaveTextContent(
      "Certificate expiry31 Jan 2025CertificateExpiredIts food is not offered to buyers",
    );
  });

  it("adds a vendor once the host confirms, contacts left empty sent as none, and lists it", async () => {
    const user = setupUser({ pointerEventsCheck: 0 });
    const calls = ticketing();
    renderCard();
    expect(await screen.findByText("No vendors yet.")).toBeInTheDocument();
    await fillVendor(user);
    await user.click(screen.getByRole("button", { name: "Add vendor" }));
    const question = await screen.findByText(
      "Add Al-Noor Kitchen, certified halal by Halal Food Authority through 31 Dec 2027?",
    );
    expect(posts(calls)).toEqual([]);
    const popup = question.closest(".ant-popconfirm") as HTMLElement;
    await user.click(within(popup).getByText("Add vendor").closest("button") as HTMLElement);

    expect(await screen.findByText("Al-Noor Kitchen added")).toBeInTheDocument();
    expect(posts(calls).map((c) => c.body)).toEqual([
      {
        name: "Al-Noor Kitchen",
        contactName: "",
        contactEmail: null,
        contactPhone: null,
        certificationBody: "Halal Food Authority",
        certificateNumber: "HFA-2027-118",
        certificateExpiresOn: "2027-12-31",
      },
    ]);
    expect(await screen.findByText("1 vendor")).toBeInTheDocument();
    expect(row("Al-Noor Kitchen")).toHaveTextContent("Valid");
  });

  it("refuses a wrong e-mail or phone with the contract's words, and sends nothing", async () => {
    const user = setupUser();
    const calls = ticketing();
    renderCard();
    await fillVendor(user);
    await user.type(screen.getByLabelText("Contact e-mail"), "hamza@");
    await user.type(screen.getByLabelText("Contact phone"), "call me");
    await user.click(screen.getByRole("button", { name: "Add vendor" }));
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Enter a valid phone number")).toBeInTheDocument();
    expect(screen.queryByText(/^Add Al-Noor Kitchen/)).not.toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it("says the same in the page's language", async () => {
    const user = setupUser();
    ticketing();
    renderCard("ar");
    await user.type(await screen.findByLabelText("البريد الإلكتروني للتواصل"), "hamza@");
    await user.tab();
    expect(await screen.findByText("أدخل عنوان بريد إلكتروني صحيحًا")).toBeInTheDocument();
  });

  it("warns that a past expiry day leaves the vendor's food unoffered, and still sends it", async () => {
    const user = setupUser({ pointerEventsCheck: 0 });
    const calls = ticketing();
    renderCard();
    await user.type(await screen.findByLabelText("Vendor name"), "Barakah Grill");
    await user.type(screen.getByLabelText("Certification body"), "Halal Monitoring Committee");
    await user.type(screen.getByLabelText("Certificate number"), "HMC-0042");
    await user.type(screen.getByLabelText("Certificate expiry"), "2025-01-31");
    expect(
      await screen.findByText(
        "This day has passed: the certificate counts as expired and this vendor's food will not be offered to buyers.",
      ),
    ).toBeInTheDocument();
    await sendAndConfirm(user, /^Add Barakah Grill, certified halal/);
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({ certificateExpiresOn: "2025-01-31" });
  });

  it("shows the service's refusal of a field on that field", async () => {
    const user = setupUser({ pointerEventsCheck: 0 });
    const refusal = "Use a date such as 2027-03-20";
    ticketing({
      add: () =>
        json(400, {
          error: { code: "VALIDATION_FAILED", message: refusal, fields: { certificateExpiresOn: refusal } },
        }),
    });
    renderCard();
    await screen.findByText("No vendors yet.");
    await fillVendor(user);
    await sendAndConfirm(user, /^Add Al-Noor Kitchen/);
    const message = await screen.findByText(refusal);
    expect(message.closest(".ant-form-item")).toHaveTextContent("Certificate expiry");
  });

  it("shows a failure to load the vendors where the list would be", async () => {
    stubApi(on("GET", vendorsPath, () => json(500, { error: { code: "INTERNAL", message: "boom" } })));
    renderCard();
    expect(await screen.findByRole("alert")).toBeInTheDocument();
  });
});
