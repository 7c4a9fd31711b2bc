import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { renderWithProviders } from "../../../test-utils";
import {
  anEvent,
  anOrganization,
  EVENT_ID,
  json,
  ORG_ID,
  on,
  stubApi,
} from "../../events/shared/events.fixtures";
import RegistrationQrPage from "./registration-qr-page";

afterEach(() => vi.unstubAllGlobals());

describe("the registration poster", () => {
  it("shows the event and a QR code leading to its registration on this site", async () => {
    stubApi(
      on("GET", `/api/v1/events/${EVENT_ID}`, () => json(200, anEvent({ status: "published" }))),
      on("GET", `/api/v1/organizations/${ORG_ID}`, () =>
        json(200, anOrganization({ name: "Masjid Al-Huda Trust" })),
      ),
    );
    renderWithProviders(
      <Routes>
        <Route path="/event/:id/registration-qr" element={<RegistrationQrPage />} />
      </Routes>,
      { auth: signedInAs({ roles: ["owner"] }), path: `/event/${EVENT_ID}/registration-qr` },
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Community iftar" })).toBeInTheDocument();
    expect(
      await screen.findByRole("img", { name: "QR code to register for Community iftar" }),
    ).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/register-event/${EVENT_ID}`)).toBeInTheDocument();
    expect(screen.getByText("Scan to register")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Print poster" })).toBeInTheDocument();
    expect(await screen.findByText("Masjid Al-Huda Trust")).toBeInTheDocument();
  });
});
