import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { AuthProvider } from "../features/auth/auth-provider";
import { createQueryClient } from "../shared/http/query-client";
import { I18nProvider } from "../shared/i18n/i18n-provider";
import { AntdProvider } from "../shared/theme/antd-provider";
import { ThemeProvider } from "../shared/theme/theme-provider";
import { WhiteLabelProvider } from "../shared/white-label/white-label-provider";

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <I18nProvider>
          <ThemeProvider>
            <WhiteLabelProvider>
              <AntdProvider>{children}</AntdProvider>
            </WhiteLabelProvider>
          </ThemeProvider>
        </I18nProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
