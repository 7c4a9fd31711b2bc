import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInAs } from "../../app/viewers.fixtures";
import { renderWithProviders } from "../../test-utils";
import { json, on, stubApi } from "../events/shared/events.fixtures";
import { SessionsCard } from "./sessions-card";

const PHONE =
  "Mozilla/5.0 (Linux; Android 15; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36";

describe("signed-in devices", () => {
  it("names each device by its browser and system, and marks this one", async () => {
    stubApi(
      on("GET", "/api/v1/auth/sessions", () =>
        json(200, {
          sessions: [
            {
              id: "s1",
              createdAt: "2026-11-20T10:00:00.000Z",
              lastUsedAt: "2026-11-29T10:00:00.000Z",
              userAgent: PHONE,
              current: true,
            },
            {
              id: "s2",
              createdAt: "2026-11-21T10:00:00.000Z",
              lastUsedAt: "2026-11-22T10:00:00.000Z",
              userAgent: "node",
              current: false,
            },
            {
              id: "s3",
              createdAt: "2026-11-21T10:00:00.000Z",
              lastUsedAt: "2026-11-22T10:00:00.000Z",
              userAgent: null,
              current: false,
            },
          ],
        }),
      ),
    );
    renderWithProviders(<SessionsCard />, { auth: signedInAs(), path: "/profile/edit" });
    const phone = await screen.findByText("Chrome 131 on Android 15");
    expect(phone).toHaveAttribute("title", PHONE);
    expect(phone.closest("li")).toHaveTextContent("This device");
    expect(screen.getByText("node").closest("li")).not.toHaveTextContent("This device");
    expect(screen.getByText("Unknown device")).toBeInTheDocument();
  });
});
