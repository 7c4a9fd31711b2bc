import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, setupUser } from "../test-utils";
import { ErrorBoundary } from "./error-boundary";

let broken = true;
function Page() {
  if (broken) throw new Error("the page broke");
  return <p>The page</p>;
}

// React reports a caught render error on the console as well; the boundary logs it itself.
beforeEach(() => {
  broken = true;
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("a page that fails to render", () => {
  it("says so, and Try Again shows the page once it renders", async () => {
    const user = setupUser();
    renderWithProviders(
      <ErrorBoundary onGoHome={() => {}}>
        <Page />
      </ErrorBoundary>,
    );
    const alert = await screen.findByRole("alert");
    expect(
      within(alert).getByRole("heading", { level: 1, name: "Something went wrong" }),
    ).toBeInTheDocument();
    expect(within(alert).getByText(/something unexpected happened/)).toBeInTheDocument();
    broken = false;
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("The page")).toBeInTheDocument();
  });

  it("takes the user home from Go Home", async () => {
    const user = setupUser();
    const goHome = vi.fn();
    renderWithProviders(
      <ErrorBoundary onGoHome={goHome}>
        <Page />
      </ErrorBoundary>,
    );
    await user.click(await screen.findByRole("button", { name: "Go Home" }));
    expect(goHome).toHaveBeenCalledOnce();
  });
});
