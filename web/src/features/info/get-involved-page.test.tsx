import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test-utils";
import GetInvolvedPage from "./get-involved-page";

describe("/get-involved", () => {
  it("starts a volunteer at the events, where each event's page takes their request, and a host at creating one", async () => {
    renderWithProviders(<GetInvolvedPage />, { path: "/get-involved" });
    expect(await screen.findByRole("heading", { name: "Volunteer" })).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Find an event, then press Volunteer on its page" }),
    ).toHaveAttribute("href", "/discover-events");
    expect(screen.getByRole("link", { name: "Create an event" })).toHaveAttribute("href", "/create-event");
  });
});
