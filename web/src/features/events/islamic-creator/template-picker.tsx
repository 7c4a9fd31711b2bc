import { EVENT_TEMPLATES, type TEventTemplate } from "@mawid/contracts/events";
import Card from "antd/es/card";
import Tag from "antd/es/tag";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { audienceKey, categoryKey } from "../shared/labels";

/** The templates as cards; each is a toggle button, so the chosen one is announced as pressed. */
export function TemplatePicker({
  selected,
  onSelect,
}: {
  selected: TEventTemplate | null;
  onSelect: (template: TEventTemplate) => void;
}) {
  const { t } = useI18n();
  return (
    <ul className="template-grid">
      {EVENT_TEMPLATES.map((template) => (
        <li key={template.id}>
          <Card className={`template-card${selected?.id === template.id ? " selected" : ""}`} size="small">
            <button
              type="button"
              className="template-button"
              aria-pressed={selected?.id === template.id}
              onClick={() => onSelect(template)}
            >
              <strong>{t(`ev.tpl.${template.id}`)}</strong>
            </button>
            <div className="event-card-meta">
              <Tag>{t(categoryKey(template.category))}</Tag>
              <Tag>{t(audienceKey(template.audience))}</Tag>
              {template.moonSighting ? <Tag color="purple">{t("ev.moonSighting")}</Tag> : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
