import Button from "antd/es/button";
import Skeleton from "antd/es/skeleton";
import { useErrorPolicy } from "../../../shared/http/use-error-policy";
import { useI18n } from "../../../shared/i18n/i18n-context";
import { useAuth } from "../../auth/auth-context";
import { useFollows, useSetFollow } from "./follow-api";

/** Follow or unfollow a host, for signed-in people; its name tells the buttons of a list apart. */
export function FollowButton({ organizationId, name }: { organizationId: string; name: string | null }) {
  const { t } = useI18n();
  const { status } = useAuth();
  const report = useErrorPolicy();
  const follows = useFollows(status === "signedIn");
  const change = useSetFollow();
  if (status !== "signedIn") return null;
  if (follows.isPending) return <Skeleton.Button active size="small" />;
  const following = follows.data?.items.some((item) => item.organizationId === organizationId) ?? false;
  return (
    <Button
      size="small"
      type={following ? "default" : "primary"}
      ghost={!following}
      aria-pressed={following}
      aria-label={name ? t(following ? "ev.followingHost" : "ev.followHost", { name }) : undefined}
      loading={change.isPending}
      onClick={() =>
        change.mutate(
          { organizationId, follow: !following },
          { onError: (error) => report(error, { fallback: "ev.actionFailed" }) },
        )
      }
    >
      {t(following ? "ev.following" : "ev.follow")}
    </Button>
  );
}
