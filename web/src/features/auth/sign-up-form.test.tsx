import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test-utils";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

function type(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe("sign-up form", () => {
  it("shows the brief's exact messages for invalid input", async () => {
    renderWithProviders(<SignUpForm onCreated={() => {}} />);
    type("Display name", "A");
    type("Email", "not-an-email");
    type("Password", "short");
    type("Confirm password", "different");
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Display name must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByText("Invalid email address")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Password must be at least 8 characters with uppercase, lowercase, number and special character",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  });

  it("rejects a display name of 51 characters and a password without a special character", async () => {
    renderWithProviders(<SignUpForm onCreated={() => {}} />);
    type("Display name", "x".repeat(51));
    type("Password", "Abcdefg1");
    expect(await screen.findByText("Display name must be less than 50 characters")).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByText(
          "Password must be at least 8 characters with uppercase, lowercase, number and special character",
        ),
      ).toBeInTheDocument(),
    );
  });

  it("shows Arabic messages when the language is Arabic", async () => {
    localStorage.setItem("locale", "ar");
    renderWithProviders(<SignUpForm onCreated={() => {}} />);
    type("البريد الإلكتروني", "nope");
    expect(await screen.findByText("عنوان البريد الإلكتروني غير صالح")).toBeInTheDocument();
  });
});

describe("sign-in form", () => {
  it("requires a valid email and a password", async () => {
    renderWithProviders(<SignInForm />);
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue with Google" })).toBeInTheDocument();
    expect(screen.getByText("Or continue with")).toBeInTheDocument();
  });
});
