const REDACTED = "[redacted]";

/**
 * A request's URL as logs may show it. Links mailed to people carry their secret in the URL (the
 * token of /verify-email?token= and /reset-password?token=, the invitation in /invitations/<token>
 * and its API's /api/v1/invitations/<token>/accept), and so do OAuth callbacks (code, state): logs
 * keep every query parameter's name but none of their values, and no invitation's token.
 */
export function loggedUrl(url: string | undefined): string {
  const raw = url ?? "";
  const at = raw.indexOf("?");
  const path = (at === -1 ? raw : raw.slice(0, at)).replace(
    /\/invitations\/[^/]+/g,
    `/invitations/${REDACTED}`,
  );
  if (at === -1) return path;
  const names = raw
    .slice(at + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => `${pair.split("=")[0]}=${REDACTED}`);
  return `${path}?${names.join("&")}`;
}
