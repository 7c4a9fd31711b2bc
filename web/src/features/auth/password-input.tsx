import EyeInvisibleOutlined from "@ant-design/icons/EyeInvisibleOutlined";
import EyeOutlined from "@ant-design/icons/EyeOutlined";
import Button from "antd/es/button";
import Input, { type InputProps } from "antd/es/input";
import { useI18n } from "../../shared/i18n/i18n-context";

interface Props extends Omit<InputProps, "type"> {
  visible: boolean;
  /** Without it the field has no toggle of its own (sign-up shares one toggle for both fields). */
  onToggle?: () => void;
}

export function PasswordInput({ visible, onToggle, ...rest }: Props) {
  const { t } = useI18n();
  return (
    <Input
      {...rest}
      type={visible ? "text" : "password"}
      suffix={
        onToggle ? (
          <Button
            type="text"
            size="small"
            className="password-toggle"
            aria-label={t(visible ? "auth.hidePassword" : "auth.showPassword")}
            aria-pressed={visible}
            icon={visible ? <EyeInvisibleOutlined /> : <EyeOutlined />}
            onClick={onToggle}
          />
        ) : undefined
      }
    />
  );
}
