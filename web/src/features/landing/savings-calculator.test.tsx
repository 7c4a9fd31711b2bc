import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test-utils";
import { toCalculatorNumber } from "./calculator-input";
import { SavingsCalculator } from "./savings-calculator";

const amount = (testId: string) => screen.getByTestId(testId).textContent;

describe("savings calculator", () => {
  it("starts at $25 x 100 tickets and shows the contracts' per-ticket fees", () => {
    renderWithProviders(<SavingsCalculator />);
    expect(screen.getByLabelText("Ticket Price ($)")).toHaveValue(25);
    expect(screen.getByLabelText("Number of Tickets")).toHaveValue(100);
    // $1 + 2.5% of $25 = $1.63 per ticket; 3.7% + $1.59 = $2.52; 3% + $1 = $1.75.
    expect(amount("calc-mawid-fee")).toBe("$163.00");
    expect(amount("calc-competitor-a")).toBe("$252.00");
    expect(amount("calc-competitor-b")).toBe("$175.00");
    expect(amount("calc-saving")).toBe("$89.00");
    expect(amount("calc-sales")).toBe("$2500.00");
    expect(amount("calc-host-receives")).toBe("$2337.00");
  });

  it("recomputes as the inputs change", () => {
    renderWithProviders(<SavingsCalculator />);
    fireEvent.change(screen.getByLabelText("Ticket Price ($)"), { target: { value: "40" } });
    fireEvent.change(screen.getByLabelText("Number of Tickets"), { target: { value: "250" } });
    // $1 + 2.5% of $40 = $2 per ticket; 3.7% + $1.59 = $3.07; 3% + $1 = $2.20; 250 tickets.
    expect(amount("calc-mawid-fee")).toBe("$500.00");
    expect(amount("calc-competitor-a")).toBe("$767.50");
    expect(amount("calc-competitor-b")).toBe("$550.00");
    expect(amount("calc-saving")).toBe("$267.50");
    expect(amount("calc-sales")).toBe("$10000.00");
    expect(amount("calc-host-receives")).toBe("$9500.00");
  });

  it("treats non-numeric and values below 1 as 1", () => {
    expect(toCalculatorNumber("abc")).toBe(1);
    expect(toCalculatorNumber("0")).toBe(1);
    expect(toCalculatorNumber("-5")).toBe(1);
    expect(toCalculatorNumber("12.5")).toBe(12.5);
    renderWithProviders(<SavingsCalculator />);
    fireEvent.change(screen.getByLabelText("Number of Tickets"), { target: { value: "" } });
    expect(amount("calc-sales")).toBe("$25.00");
  });

  it("switches between the user and host views as accessible tabs", () => {
    renderWithProviders(<SavingsCalculator />);
    const userTab = screen.getByRole("tab", { name: "As a User" });
    const hostTab = screen.getByRole("tab", { name: "As a Host" });
    expect(userTab).toHaveAttribute("aria-selected", "true");
    fireEvent.click(hostTab);
    expect(hostTab).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("You receive");
  });
});
