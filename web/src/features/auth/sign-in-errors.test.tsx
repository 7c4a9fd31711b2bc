import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ar } from "../../shared/i18n/messages/ar";
import { en, type Messages } from "../../shared/i18n/messages/en";
import { renderWithProviders } from "../../test-utils";
import { signIn } from "./api";
import { SignInForm } from "./sign-in-form";

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    "fetch",
    async () =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );

/** Submits the sign-in form, in the page's language, against whatever the gateway answers. */
async function submitSignIn(messages: Messages) {
  renderWithProviders(<SignInForm />, { auth: { signIn: async (body) => (await signIn(body)).user } });
  fireEvent.change(screen.getByLabelText(messages["auth.email"]), { target: { value: "amina@example.org" } });
  fireEvent.change(screen.getByLabelText(messages["auth.password"]), { target: { value: "Wrong!Passw0rd" } });
  fireEvent.click(screen.getByRole("button", { name: messages["auth.signInButton"] }));
}

describe("a failed sign-in's message follows the error code", () => {
  const wrongPassword = {
    error: {
      code: "INVALID_CREDENTIALS",
      message: "Credentials rejected (an English text the web never saw)",
    },
  };

  it("reads in Arabic on an Arabic page, whatever English the server wrote", async () => {
    localStorage.setItem("locale", "ar");
    answer(401, wrongPassword);
    await submitSignIn(ar);
    expect(await screen.findByText(ar["error.invalidCredentials"])).toBeInTheDocument();
    expect(screen.queryByText(/English text/)).toBeNull();
  });

  it("reads the seed's text on an English page", async () => {
    answer(401, wrongPassword);
    await submitSignIn(en);
    expect(await screen.findByText("Invalid email or password")).toBeInTheDocument();
  });

  it("shows the server's own message for a code the web does not know", async () => {
    answer(409, { error: { code: "SOMETHING_NEW", message: "A brand-new rule said no" } });
    await submitSignIn(en);
    expect(await screen.findByText("A brand-new rule said no")).toBeInTheDocument();
  });

  it("says what failed, in the page's language, when the server itself failed", async () => {
    localStorage.setItem("locale", "ar");
    answer(500, { error: { code: "INTERNAL", message: "Internal Server Error" } });
    await submitSignIn(ar);
    expect(await screen.findByText(ar["auth.signInFailed"])).toBeInTheDocument();
    expect(screen.queryByText("Internal Server Error")).toBeNull();
  });

  it("says the answer could not be read, rather than failing, when it breaks its contract", async () => {
    localStorage.setItem("locale", "ar");
    answer(200, { accessToken: "token", user: { id: "not-a-user" } });
    await submitSignIn(ar);
    expect(await screen.findByText(ar["error.badResponse"])).toBeInTheDocument();
  });
});
