import { describe, expect, it } from "vitest";
import { trackOrganizationsConsumer } from "../src/consumers/track-organizations.ts";
import { paymentsDb } from "../src/db/tables.ts";
import { receiptMail } from "../src/receipt/receipt-mail.ts";
import { deliver, organizationCreated, pdfText, person, usePaymentsService } from "./harness.ts";

const service = usePaymentsService();

/** Identity's announcement that the organisation's owners set its charity details. */
function charityDetailsChanged(
  organizationId: string,
  charityName: string | null,
  charityNumber: string | null,
) {
  return deliver(service().ctx.db, trackOrganizationsConsumer(), "identity.organization.v1", {
    type: "CharityDetailsChanged",
    streamType: "identity.organization",
    streamId: organizationId,
    data: { organizationId, charityName, charityNumber, changedAt: new Date().toISOString() },
  });
}

async function paidGift(organizationId: string) {
  const donor = person();
  const headers = await service().bearer(donor);
  const started = await service().app.inject({
    method: "POST",
    url: "/api/v1/donations",
    headers,
    payload: { organizationId, amount: 5000, currency: "GBP", fund: "zakat" },
  });
  expect(started.statusCode, started.body).toBe(201);
  const { paymentId } = started.json();
  const paid = await service().app.inject({
    method: "POST",
    url: `/api/v1/payments/${paymentId}/test/complete`,
    headers,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return { paymentId: paymentId as string, headers };
}

describe("receipts with the organisation's charity details", () => {
  it("print the charity name and registration number identity announced, in the e-mail and the PDF", async () => {
    const organizationId = await organizationCreated(service().ctx.db);
    await charityDetailsChanged(organizationId, "Al-Noor Educational Trust", "1123456");
    const { paymentId, headers } = await paidGift(organizationId);
    const line = "Registered charity: Al-Noor Educational Trust (no. 1123456)";

    const pdf = await service().app.inject({ url: `/api/v1/payments/${paymentId}/receipt.pdf`, headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain(line);

    const mail = await receiptMail(
      paymentsDb(service().ctx.db),
      "https://mawid.example",
      "donor@example.org",
      paymentId,
    );
    expect(mail?.text.split("\n").slice(0, 2)).toEqual(["Donation receipt from Masjid Al-Noor", line]);
    expect(pdfText(mail!.attachments![0]!.content)).toContain(line);
  });

  it("print none before they are set, and none once they are cleared", async () => {
    const organizationId = await organizationCreated(service().ctx.db);
    const before = await paidGift(organizationId);
    const read = async (paymentId: string, headers: Record<string, string>) => {
      const pdf = await service().app.inject({ url: `/api/v1/payments/${paymentId}/receipt.pdf`, headers });
      expect(pdf.statusCode, pdf.body).toBe(200);
      return pdfText(pdf.rawPayload);
    };
    expect(await read(before.paymentId, before.headers)).not.toContain("Registered charity");
    await charityDetailsChanged(organizationId, "Al-Noor Educational Trust", null);
    expect(await read(before.paymentId, before.headers)).toContain(
      "Registered charity: Al-Noor Educational Trust\n",
    );
    await charityDetailsChanged(organizationId, null, null);
    expect(await read(before.paymentId, before.headers)).not.toContain("Registered charity");
  });
});
