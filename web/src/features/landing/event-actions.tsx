import { useI18n } from "../../shared/i18n/i18n-context";
import type { MessageKey } from "../../shared/i18n/messages/en";
import { ButtonLink } from "../../shared/ui/button-link";

/** The landing page's pair of calls to action: create an event, or go and see events. */
export function EventActions({ className, discoverKey }: { className: string; discoverKey: MessageKey }) {
  const { t } = useI18n();
  return (
    <div className={className}>
      <ButtonLink to="/create-event" type="primary" size="large">
        {t("hero.createCta")}
      </ButtonLink>
      <ButtonLink to="/discover-events" size="large">
        {t(discoverKey)}
      </ButtonLink>
    </div>
  );
}
