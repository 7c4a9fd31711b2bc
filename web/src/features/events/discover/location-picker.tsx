import AimOutlined from "@ant-design/icons/AimOutlined";
import Button from "antd/es/button";
import InputNumber from "antd/es/input-number";
import { useId, useState } from "react";
import { useI18n } from "../../../shared/i18n/i18n-context";

interface Props {
  /** "LAT,LNG" or nothing. */
  value: string | undefined;
  onChange: (near: string | null) => void;
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** "My location" from the browser, or a latitude and longitude typed in when it is refused or missing. */
export function LocationPicker({ value, onChange }: Props) {
  const { t } = useI18n();
  const id = useId();
  const [lat, lng] = value ? value.split(",").map(Number) : [undefined, undefined];
  const [manual, setManual] = useState<{ lat?: number | null; lng?: number | null }>({ lat, lng });
  const [unavailable, setUnavailable] = useState(false);
  const [locating, setLocating] = useState(false);

  const locate = () => {
    if (!navigator.geolocation) {
      setUnavailable(true);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setUnavailable(false);
        setManual({ lat: round(coords.latitude), lng: round(coords.longitude) });
        onChange(`${round(coords.latitude)},${round(coords.longitude)}`);
      },
      () => {
        setLocating(false);
        setUnavailable(true);
      },
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };
  const applyManual = (next: { lat?: number | null; lng?: number | null }) => {
    setManual(next);
    if (next.lat != null && next.lng != null) onChange(`${next.lat},${next.lng}`);
  };

  return (
    <fieldset className="location-picker">
      <legend>{t("ev.place")}</legend>
      <Button icon={<AimOutlined />} onClick={locate} loading={locating}>
        {t("ev.myLocation")}
      </Button>
      {unavailable ? (
        <p role="status" className="small text-warning">
          {t("ev.locationUnavailable")}
        </p>
      ) : null}
      <div className="form-row">
        <div className="field">
          <label htmlFor={`${id}-lat`}>{t("ev.f.latitude")}</label>
          <InputNumber
            id={`${id}-lat`}
            min={-90}
            max={90}
            step={0.01}
            className="full-width"
            value={manual.lat}
            onChange={(v) => applyManual({ ...manual, lat: v })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-lng`}>{t("ev.f.longitude")}</label>
          <InputNumber
            id={`${id}-lng`}
            min={-180}
            max={180}
            step={0.01}
            className="full-width"
            value={manual.lng}
            onChange={(v) => applyManual({ ...manual, lng: v })}
          />
        </div>
      </div>
      {value ? (
        <Button
          type="link"
          onClick={() => {
            setManual({});
            onChange(null);
          }}
        >
          {t("ev.clearPlace")}
        </Button>
      ) : null}
    </fieldset>
  );
}
