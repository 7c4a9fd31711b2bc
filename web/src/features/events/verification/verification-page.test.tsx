import type { THostVerification } from "@mawid/contracts/events";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { json, ORG_ID, on, stubApi } from "../shared/events.fixtures";
import VerificationPage from "./verification-page";

afterEach(() => vi.unstubAllGlobals());

const none: THostVerification = {
  organizationId: ORG_ID,
  status: "none",
  details: null,
  documentUrls: [],
  contactPhone: null,
  requestedAt: null,
  decidedAt: null,
  rejectionReason: null,
};

const owner = signedInAs({ roles: ["owner"] });
const path = `/api/v1/organizations/${ORG_ID}/verification`;

describe("the verification request", () => {
  it("checks the details and documents, sends them, and shows the request under review", async () => {
    const user = setupUser();
    const calls = stubApi(
      on("GET", path, () => json(200, none)),
      on("POST", path, (call) => json(201, { ...none, ...(call.body as object), status: "pending" })),
    );
    renderWithProviders(<VerificationPage />, { auth: owner });
    expect(await screen.findByText("Verification status: Not requested")).toBeInTheDocument();

    await user.type(screen.getByLabelText("About the organisation"), "A masjid");
    await user.click(screen.getByRole("button", { name: "Request verification" }));
    expect(
      await screen.findByText("Tell us about your organisation in at least 20 characters"),
    ).toBeInTheDocument();
    expect(await screen.findByText("Add at least one document")).toBeInTheDocument();

    await user.type(screen.getByLabelText("About the organisation"), " and school in Leicester since 1982");
    await user.type(screen.getByLabelText("Document links 1"), "ftp://example.org/charity.pdf");
    await user.click(screen.getByRole("button", { name: "Request verification" }));
    expect(await screen.findByText("Use a link that starts with http:// or https://")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Document links 1"));
    await user.type(screen.getByLabelText("Document links 1"), "https://example.org/charity.pdf");
    await user.click(screen.getByRole("button", { name: /Add a document link/ }));
    await user.type(screen.getByLabelText("Document links 2"), "https://example.org/accounts.pdf");
    await user.click(screen.getByRole("button", { name: "Request verification" }));

    expect(await screen.findByText("Verification status: Under review")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Request verification" })).toBeNull();
    expect(calls.at(-1)!.body).toEqual({
      details: "A masjid and school in Leicester since 1982",
      documentUrls: ["https://example.org/charity.pdf", "https://example.org/accounts.pdf"],
    });
  });

  it("shows why a request was turned down and lets the organisation ask again", async () => {
    stubApi(
      on("GET", path, () =>
        json(200, { ...none, status: "rejected", rejectionReason: "The document link is broken" }),
      ),
    );
    renderWithProviders(<VerificationPage />, { auth: owner });
    const status = await screen.findByTestId("verification-status");
    expect(
      within(status).getByText("Verification status: Not verified: The document link is broken"),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Request verification" })).toBeInTheDocument();
  });
});
