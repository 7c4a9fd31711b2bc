import Card from "antd/es/card";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useI18n } from "../../shared/i18n/i18n-context";
import type { MessageKey } from "../../shared/i18n/messages/en";

interface Props {
  titleKey: MessageKey;
  /** Adds the way back to /auth under the card's content. */
  backToSignIn?: boolean;
  children: ReactNode;
}

/** The narrow card the account-recovery and verification screens sit in. */
export function AccountCard({ titleKey, backToSignIn, children }: Props) {
  const { t } = useI18n();
  return (
    <div className="container page narrow">
      <Card>
        <h1 className="card-title">{t(titleKey)}</h1>
        {children}
        {backToSignIn ? (
          <p className="form-aside">
            <Link to="/auth">{t("reset.backToSignIn")}</Link>
          </p>
        ) : null}
      </Card>
    </div>
  );
}
