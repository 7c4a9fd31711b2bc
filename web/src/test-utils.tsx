import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router-dom";
import { AuthContext, type AuthValue } from "./features/auth/auth-context";
import { I18nProvider } from "./shared/i18n/i18n-provider";
import { AntdProvider } from "./shared/theme/antd-provider";
import { ThemeProvider } from "./shared/theme/theme-provider";
import { WhiteLabelProvider } from "./shared/white-label/white-label-provider";

export const signedOutAuth: AuthValue = {
  status: "signedOut",
  user: null,
  me: undefined,
  signedOutByUser: false,
  signIn: async () => {
    throw new Error("not in this test");
  },
  signOut: async () => {},
  reload: async () => {},
};

/** The app's providers around a component, with the auth state given by the test. */
export function renderWithProviders(
  ui: ReactElement,
  options: { auth?: Partial<AuthValue>; path?: string } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={{ ...signedOutAuth, ...options.auth }}>
        <I18nProvider>
          <ThemeProvider>
            <WhiteLabelProvider>
              <AntdProvider>
                <MemoryRouter initialEntries={[options.path ?? "/"]}>{ui}</MemoryRouter>
              </AntdProvider>
            </WhiteLabelProvider>
          </ThemeProvider>
        </I18nProvider>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

/**
 * userEvent without its pause between keystrokes (a timer per character, for nothing here: no test
 * times typing), which made the form-heavy files about a quarter slower.
 */
export function setupUser(options: Parameters<typeof userEvent.setup>[0] = {}) {
  return userEvent.setup({ delay: null, ...options });
}
