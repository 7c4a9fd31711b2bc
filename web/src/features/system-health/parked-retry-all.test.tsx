import type { TParkedMessage } from "@mawid/contracts/platform";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test-utils";
import {
  errorBody,
  fakeGateway,
  itemOf,
  json,
  openAnalyticsParked,
  parked,
  signedInAs,
} from "./parked-messages.fixtures";
import SystemHealthPage from "./system-health-page";

const handled = () => json(200, { outcome: "handled" });

/** Retries the gateway answers only when the test says so, in the order they were asked. */
function heldRetries(gateway: ReturnType<typeof fakeGateway>) {
  const waiting: Array<{ message: TParkedMessage; answer: (response: Response) => void }> = [];
  gateway.retry = (message) => new Promise((answer) => waiting.push({ message, answer }));
  return async (response: (message: TParkedMessage) => Response) => {
    await waitFor(() => expect(waiting).toHaveLength(1));
    const next = waiting.shift()!;
    next.answer(response(next.message));
  };
}

/** The message numbers (see `parked`) whose retry was asked for, in order. */
const retried = (gateway: ReturnType<typeof fakeGateway>) =>
  gateway.requests.filter((r) => r.endsWith("/retry")).map((r) => Number(/(\d)\/retry$/.exec(r)![1]));

const healthCalls = (gateway: ReturnType<typeof fakeGateway>) =>
  gateway.requests.filter((r) => r === "GET /api/v1/health").length;

async function openWith(messages: TParkedMessage[]) {
  const gateway = fakeGateway(messages);
  renderWithProviders(<SystemHealthPage />, { auth: signedInAs("admin") });
  const drawer = await openAnalyticsParked();
  await within(drawer).findByRole("heading", { name: "ProbeEvent1" });
  return { gateway, drawer };
}

async function retryAll(drawer: HTMLElement) {
  fireEvent.click(within(drawer).getByRole("button", { name: "Retry all" }));
  const confirm = (await screen.findByText(/^Retry the \d+ listed messages\?$/)).closest(".ant-popover");
  fireEvent.click(within(confirm as HTMLElement).getByRole("button", { name: "Retry all" }));
}

describe("Retry all in the parked messages drawer", () => {
  it("asks first, then retries every listed message once, oldest first and one at a time", async () => {
    // the list is newest first: 1 was parked last
    const { gateway, drawer } = await openWith([parked(1), parked(2), parked(3), parked(4)]);
    let inFlight = 0;
    let mostAtOnce = 0;
    gateway.retry = async () => {
      inFlight += 1;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      return handled();
    };
    const healthBefore = healthCalls(gateway);

    fireEvent.click(within(drawer).getByRole("button", { name: "Retry all" }));
    expect(await screen.findByText("Retry the 4 listed messages?")).toBeInTheDocument();
    expect(screen.getByText(/handler runs once more, oldest first/)).toBeInTheDocument();
    expect(retried(gateway)).toEqual([]);
    const confirm = screen.getByText("Retry the 4 listed messages?").closest(".ant-popover");
    fireEvent.click(within(confirm as HTMLElement).getByRole("button", { name: "Retry all" }));

    expect(await within(drawer).findByText("Retry all has finished.")).toBeInTheDocument();
    expect(
      within(drawer).getByText("4 handled, 0 failed again, 0 already handled by someone else."),
    ).toBeInTheDocument();
    expect(retried(gateway)).toEqual([4, 3, 2, 1]);
    expect(mostAtOnce).toBe(1);
    expect(
      await within(drawer).findByText("No parked messages: every message was handled."),
    ).toBeInTheDocument();
    expect(within(drawer).queryByRole("button", { name: "Retry all" })).toBeNull();
    await waitFor(() => expect(healthCalls(gateway)).toBeGreaterThan(healthBefore));
  });

  it("shows its progress, then sums up what each message came to and why some failed again", async () => {
    const { gateway, drawer } = await openWith([parked(1), parked(2), parked(3), parked(4)]);
    const answerNext = heldRetries(gateway);
    // someone else retries message 2 while the drawer is open
    gateway.messages = gateway.messages.filter((m) => m.type !== "ProbeEvent2");

    await retryAll(drawer);
    const progress = await within(drawer).findByRole("progressbar", { name: "Retrying the listed messages" });
    expect(progress).toHaveAttribute("aria-valuenow", "0");
    expect(progress).toHaveTextContent("0 of 4");
    // one message at a time: the others' own buttons wait
    expect(within(itemOf("ProbeEvent1")).getByRole("button", { name: "Retry" })).toBeDisabled();
    expect(within(itemOf("ProbeEvent1")).getByRole("button", { name: "Discard" })).toBeDisabled();

    await answerNext(handled); // 4
    await waitFor(() => expect(progress).toHaveTextContent("1 of 4"));
    expect(progress).toHaveAttribute("aria-valuenow", "25");
    expect(within(drawer).getByText("Retried 1 of 4.")).toHaveAttribute("role", "status");
    expect(within(drawer).queryByRole("heading", { name: "ProbeEvent4" })).toBeNull();

    await answerNext((m) => {
      m.attempts += 1;
      m.lastError = "Error: analytics database is read-only";
      return errorBody(
        409,
        "RETRY_FAILED",
        "The message failed again: Error: analytics database is read-only",
      );
    }); // 3, then 2 answers 404 at once
    await waitFor(() => expect(progress).toHaveTextContent("3 of 4"));
    await answerNext(handled); // 1

    expect(await within(drawer).findByText("Retry all has finished.")).toBeInTheDocument();
    expect(
      within(drawer).getByText("2 handled, 1 failed again, 1 already handled by someone else."),
    ).toBeInTheDocument();
    expect(retried(gateway)).toEqual([4, 3, 2, 1]);
    const failed = itemOf("ProbeEvent3");
    expect(within(failed).getByText("The retry failed: the message stays parked.")).toBeInTheDocument();
    expect(
      within(failed).getByText("The message failed again: Error: analytics database is read-only"),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(failed).getByText("Attempts").nextElementSibling).toHaveTextContent("6"),
    );
    expect(
      within(drawer)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["ProbeEvent3"]);
    expect(within(failed).getByRole("button", { name: "Retry" })).toBeEnabled();
    expect(within(drawer).queryByRole("progressbar")).toBeNull();
  });

  it("stops after the message it is retrying when asked to", async () => {
    const { gateway, drawer } = await openWith([parked(1), parked(2), parked(3)]);
    const answerNext = heldRetries(gateway);

    await retryAll(drawer);
    const stop = await within(drawer).findByRole("button", { name: "Stop" });
    // keyboard users land on the way out of a long run
    expect(stop).toHaveFocus();
    await waitFor(() => expect(retried(gateway)).toEqual([3]));
    fireEvent.click(stop);
    expect(
      within(drawer).getByRole("button", { name: /Stopping after the current message/ }),
    ).toBeInTheDocument();
    const healthBefore = healthCalls(gateway);
    await answerNext(handled);

    expect(await within(drawer).findByText("Retry all stopped: 2 not retried.")).toBeInTheDocument();
    expect(
      within(drawer).getByText("1 handled, 0 failed again, 0 already handled by someone else."),
    ).toBeInTheDocument();
    // the run is over once the page's counts are asked for again; nothing was retried after the stop
    await waitFor(() => expect(healthCalls(gateway)).toBeGreaterThan(healthBefore));
    expect(retried(gateway)).toEqual([3]);
    expect(within(itemOf("ProbeEvent1")).getByRole("button", { name: "Retry" })).toBeEnabled();
    expect(within(drawer).getByRole("button", { name: "Retry all" })).toBeEnabled();
  });

  it("stops when the admin closes the drawer mid-run", async () => {
    const { gateway, drawer } = await openWith([parked(1), parked(2), parked(3)]);
    const answerNext = heldRetries(gateway);

    await retryAll(drawer);
    await waitFor(() => expect(retried(gateway)).toEqual([3]));
    fireEvent.click(within(drawer).getByRole("button", { name: "Close parked messages" }));
    const healthBefore = healthCalls(gateway);
    await answerNext(handled);

    await waitFor(() => expect(healthCalls(gateway)).toBeGreaterThan(healthBefore));
    expect(retried(gateway)).toEqual([3]);
  });
});
