import UserOutlined from "@ant-design/icons/UserOutlined";
import { ZDisplayName } from "@mawid/contracts/identity";
import type { TLocale } from "@mawid/contracts/platform";
import Avatar from "antd/es/avatar";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Segmented from "antd/es/segmented";
import Select from "antd/es/select";
import Skeleton from "antd/es/skeleton";
import Tag from "antd/es/tag";
import { useAuth } from "../auth/auth-context";
import { zodRule } from "../auth/form-rules";
import { usePatchMe } from "../auth/queries";
import { useErrorPolicy } from "../../shared/http/use-error-policy";
import { useI18n } from "../../shared/i18n/i18n-context";
import { useTheme } from "../../shared/theme/theme-context";
import { PageHeader } from "../../shared/ui/page-header";
import { SessionsCard } from "./sessions-card";
import { toast } from "../../shared/ui/toast";

interface Values {
  displayName: string;
  avatarUrl: string;
}

/** The same rule as PATCH /me's avatarUrl: an http(s) URL. */
function isHttpUrl(value: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export default function EditProfilePage() {
  const { t, tk, locale, setLocale } = useI18n();
  const { theme, setTheme } = useTheme();
  const { me, user } = useAuth();
  const report = useErrorPolicy();
  const patch = usePatchMe();
  const [form] = Form.useForm<Values>();
  const avatar = Form.useWatch("avatarUrl", form);

  if (!me || !user) {
    return (
      <div className="container page">
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </div>
    );
  }

  const onFinish = (values: Values) => {
    const avatarUrl = values.avatarUrl.trim() === "" ? null : values.avatarUrl.trim();
    patch.mutate(
      { displayName: values.displayName, avatarUrl },
      {
        onSuccess: () => toast.success("profile.saved"),
        onError: (error) => report(error, { form }),
      },
    );
  };

  return (
    <div className="container page">
      <PageHeader title={t("profile.title")} subtitle={t("profile.subtitle")} />
      <div className="profile-grid">
        <Card>
          <div className="profile-identity">
            <Avatar size={64} src={avatar || undefined} icon={<UserOutlined />} alt="" />
            <div>
              <div className="profile-email">{user.email}</div>
              <Tag color={user.emailVerified ? "green" : "orange"}>
                {t(user.emailVerified ? "profile.emailVerified" : "profile.emailNotVerified")}
              </Tag>
              <Tag>{t(me.profile.role === "admin" ? "profile.roleAdmin" : "profile.roleUser")}</Tag>
            </div>
          </div>
          <Form
            form={form}
            layout="vertical"
            requiredMark={false}
            name="profile"
            initialValues={{ displayName: me.profile.displayName, avatarUrl: me.profile.avatarUrl ?? "" }}
            onFinish={onFinish}
          >
            <Form.Item name="displayName" label={t("auth.displayName")} rules={[zodRule(ZDisplayName, tk)]}>
              <Input autoComplete="name" size="large" />
            </Form.Item>
            <Form.Item
              name="avatarUrl"
              label={t("profile.avatarUrl")}
              extra={t("profile.avatarHelp")}
              rules={[
                {
                  validator: async (_r, value: string) => {
                    if (!value?.trim()) return;
                    if (!isHttpUrl(value.trim())) throw new Error(t("validation.avatarUrl"));
                  },
                },
              ]}
            >
              <Input type="url" inputMode="url" size="large" dir="ltr" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={patch.isPending}>
              {t("profile.save")}
            </Button>
          </Form>
        </Card>
        <Card title={<h2 className="card-heading">{t("profile.preferences")}</h2>}>
          <div className="pref-row">
            <span id="pref-theme">{t("theme.label")}</span>
            <Segmented
              aria-labelledby="pref-theme"
              value={theme}
              onChange={(value) => setTheme(value === "dark" ? "dark" : "light")}
              options={[
                { value: "light", label: t("theme.light") },
                { value: "dark", label: t("theme.dark") },
              ]}
            />
          </div>
          <div className="pref-row">
            <label htmlFor="pref-locale">{t("locale.label")}</label>
            <Select
              id="pref-locale"
              value={locale}
              onChange={(value: TLocale) => setLocale(value)}
              style={{ minInlineSize: 160 }}
              options={(["en", "ar", "ur"] as const).map((l) => ({ value: l, label: t(`locale.${l}`) }))}
            />
          </div>
        </Card>
        <SessionsCard />
      </div>
    </div>
  );
}
