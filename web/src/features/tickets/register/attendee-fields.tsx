import type { TTicketTypeView } from "@mawid/contracts/ticketing";
import Input from "antd/es/input";
import { useId } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";
import type { Choice } from "./selection";

/** A name per ticket of one type, printed on the ticket; left empty, the ticket carries the buyer's. */
export function AttendeeFields({
  type,
  choice,
  onChange,
}: {
  type: TTicketTypeView;
  choice: Choice;
  onChange: (choice: Choice) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const setName = (index: number, name: string) => {
    const names = Array.from({ length: choice.quantity }, (_, i) => choice.names[i] ?? "");
    names[index] = name;
    onChange({ ...choice, names });
  };
  return (
    <fieldset className="attendee-fields">
      <legend>
        <bdi>{type.name}</bdi>
      </legend>
      {Array.from({ length: choice.quantity }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its position, the nth ticket of the type, as the service reads attendees
        <div key={`${type.id}-${index}`} className="attendee-field">
          <label htmlFor={`${id}-${index}`}>{t("tk.reg.attendee", { n: index + 1, name: type.name })}</label>
          <Input
            id={`${id}-${index}`}
            maxLength={120}
            autoComplete="name"
            value={choice.names[index] ?? ""}
            onChange={(e) => setName(index, e.target.value)}
          />
        </div>
      ))}
    </fieldset>
  );
}
