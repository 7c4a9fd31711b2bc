import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { signedInAs } from "../../app/viewers.fixtures";
import { AuthContext, type AuthValue } from "../../features/auth/auth-context";
import { SignInForm } from "../../features/auth/sign-in-form";
import { signedOutAuth } from "../../test-utils";
import { I18nProvider } from "../i18n/i18n-provider";
import { ar } from "../i18n/messages/ar";
import { AntdProvider } from "../theme/antd-provider";
import { ThemeProvider } from "../theme/theme-provider";
import { WhiteLabelProvider } from "../white-label/white-label-provider";

/** Signing in loads a profile whose chosen language is English. */
function SignInPage() {
  const [auth, setAuth] = useState<Partial<AuthValue>>({});
  const signIn = async () => {
    const signedIn = signedInAs();
    setAuth(signedIn);
    return signedIn.user as NonNullable<AuthValue["user"]>;
  };
  return (
    <AuthContext.Provider value={{ ...signedOutAuth, ...auth, signIn }}>
      <I18nProvider>
        <ThemeProvider>
          <WhiteLabelProvider>
            <AntdProvider>
              <MemoryRouter>
                <SignInForm />
              </MemoryRouter>
            </AntdProvider>
          </WhiteLabelProvider>
        </ThemeProvider>
      </I18nProvider>
    </AuthContext.Provider>
  );
}

describe("one language on a page", () => {
  it("shows the sign-in toast in the profile's English, not the browser's Arabic", async () => {
    vi.spyOn(navigator, "language", "get").mockReturnValue("ar");
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SignInPage />
      </QueryClientProvider>,
    );
    // nothing chosen yet on this browser, so the page starts in its language
    fireEvent.change(screen.getByLabelText(ar["auth.email"]), { target: { value: "amina@example.org" } });
    fireEvent.change(screen.getByLabelText(ar["auth.password"]), { target: { value: "Str0ng!Passw0rd" } });
    fireEvent.click(screen.getByRole("button", { name: ar["auth.signInButton"] }));

    expect(await screen.findByText("Welcome back!")).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("en");
    expect(screen.queryByText(ar["auth.welcomeBack"])).toBeNull();
  });
});
