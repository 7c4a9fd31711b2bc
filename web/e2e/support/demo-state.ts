import { DEMO_ACCOUNTS } from "@mawid/contracts/identity";
import { accessToken, call } from "./published-event";

/** The demo organisation's tier as demo-data.ts sets it on first start. */
const DEMO_TIER = "masjid";

async function expectOk(what: string, answer: { status: number; body: unknown }): Promise<void> {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/**
 * The files share one platform: what a test saves to the demo accounts (Arabic and dark in a profile,
 * a cancelled subscription's free tier) is put back before each file, so no file depends on the order
 * the files ran in.
 */
export async function resetDemoState(baseUrl: string): Promise<void> {
  await Promise.all(
    Object.values(DEMO_ACCOUNTS).map(async ({ email }) =>
      expectOk(
        `PATCH /me of ${email}`,
        await call(baseUrl, "PATCH", "/me", await accessToken(baseUrl, email), {
          locale: "en",
          preferredTheme: "light",
        }),
      ),
    ),
  );
  const host = await accessToken(baseUrl, DEMO_ACCOUNTS.host.email);
  const me = await call(baseUrl, "GET", "/me", host);
  const organizationId = me.body.organizations[0].organizationId as string;
  const admin = await accessToken(baseUrl, DEMO_ACCOUNTS.admin.email);
  await expectOk(
    "PUT the demo organisation's tier",
    await call(baseUrl, "PUT", `/organizations/${organizationId}/tier`, admin, { tier: DEMO_TIER }),
  );
}
