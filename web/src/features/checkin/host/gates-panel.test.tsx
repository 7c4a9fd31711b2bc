import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInAs } from "../../../app/viewers.fixtures";
import { api } from "../../../shared/http/client";
import { renderWithProviders, setupUser } from "../../../test-utils";
import { EVENT_ID, json, on, stubApi } from "../../events/shared/events.fixtures";
import { GatesPanel } from "./gates-panel";

const gates = `/api/v1/checkin/events/${EVENT_ID}/gates`;

async function addGate(name: string) {
  const user = setupUser();
  renderWithProviders(<GatesPanel client={api} eventId={EVENT_ID} gates={[]} />, { auth: signedInAs() });
  await user.type(screen.getByLabelText("Gate name"), name);
  await user.click(screen.getByRole("button", { name: "Add gate" }));
}

describe("a host's gates", () => {
  it("says in the reader's words that another gate has the name", async () => {
    stubApi(
      on("POST", gates, () =>
        json(409, {
          error: { code: "GATE_NAME_TAKEN", message: "A gate of this event is already called that" },
        }),
      ),
    );
    await addGate("Sisters' door");
    expect(await screen.findByText("Another gate of this event already has this name.")).toBeInTheDocument();
  });

  it("shows the service's refusal of a field on that field", async () => {
    const calls = stubApi(
      on("POST", gates, () =>
        json(400, {
          error: {
            code: "VALIDATION_FAILED",
            message: "Invalid request",
            fields: { name: "Use letters, numbers and spaces" },
          },
        }),
      ),
    );
    await addGate("Door ✶");
    await waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    const field = screen.getByLabelText("Gate name").closest(".ant-form-item") as HTMLElement;
    await waitFor(() => expect(field).toHaveTextContent("Use letters, numbers and spaces"));
  });
});
