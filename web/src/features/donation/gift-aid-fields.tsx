import { GIFT_AID_DECLARATION } from "@mawid/contracts/payments";
import Checkbox from "antd/es/checkbox";
import Input from "antd/es/input";
import { useId } from "react";
import { useI18n } from "../../shared/i18n/i18n-context";

export interface GiftAidChoice {
  on: boolean;
  fullName: string;
  homeAddress: string;
  postcode: string;
}

export const NO_GIFT_AID: GiftAidChoice = { on: false, fullName: "", homeAddress: "", postcode: "" };

/**
 * UK Gift Aid, shown only for a gift in pounds: HMRC's declaration word for word (it stays in English,
 * as HMRC words it) and the donor's name, home address and postcode.
 */
export function GiftAidFields({
  value,
  onChange,
  errors,
}: {
  value: GiftAidChoice;
  onChange: (next: GiftAidChoice) => void;
  errors: Partial<Record<"fullName" | "homeAddress" | "postcode", string>>;
}) {
  const { t } = useI18n();
  const ids = { name: useId(), address: useId(), postcode: useId(), declaration: useId() };
  const set = (patch: Partial<GiftAidChoice>) => onChange({ ...value, ...patch });
  const field = (key: keyof typeof errors, id: string, label: string, input: React.ReactNode) => (
    <div className="calc-field">
      <label htmlFor={id}>{label}</label>
      {input}
      {errors[key] ? (
        <div id={`${id}-error`} className="field-error" role="alert">
          {errors[key]}
        </div>
      ) : null}
    </div>
  );
  const described = (id: string, key: keyof typeof errors) =>
    errors[key] ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
  return (
    <fieldset className="plain-fieldset">
      <legend>{t("donation.giftAid.title")}</legend>
      <p id={ids.declaration} lang="en" dir="ltr" className="gift-aid-declaration">
        {GIFT_AID_DECLARATION}
      </p>
      <Checkbox
        checked={value.on}
        onChange={(e) => set({ on: e.target.checked })}
        aria-describedby={ids.declaration}
      >
        {t("donation.giftAid.accept")}
      </Checkbox>
      {value.on ? (
        <>
          {field(
            "fullName",
            ids.name,
            t("donation.giftAid.fullName"),
            <Input
              id={ids.name}
              autoComplete="name"
              value={value.fullName}
              onChange={(e) => set({ fullName: e.target.value })}
              {...described(ids.name, "fullName")}
            />,
          )}
          {field(
            "homeAddress",
            ids.address,
            t("donation.giftAid.homeAddress"),
            <Input.TextArea
              id={ids.address}
              autoComplete="street-address"
              rows={2}
              value={value.homeAddress}
              onChange={(e) => set({ homeAddress: e.target.value })}
              {...described(ids.address, "homeAddress")}
            />,
          )}
          {field(
            "postcode",
            ids.postcode,
            t("donation.giftAid.postcode"),
            <Input
              id={ids.postcode}
              autoComplete="postal-code"
              value={value.postcode}
              onChange={(e) => set({ postcode: e.target.value })}
              {...described(ids.postcode, "postcode")}
            />,
          )}
        </>
      ) : null}
    </fieldset>
  );
}
