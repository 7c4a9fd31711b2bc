import { DEMO_ACCOUNTS } from "@mawid/contracts/identity";
import { callApi } from "@mawid/contracts/platform";
import { accessToken } from "./published-event";

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
  const accounts = Object.values(DEMO_ACCOUNTS);
  const tokens = new Map<string, string>(
    await Promise.all(accounts.map(async ({ email }) => [email, await accessToken(baseUrl, email)] as const)),
  );
  const tokenOf = (email: string) => tokens.get(email)!;
  await Promise.all(
    accounts.map(async ({ email }) =>
      expectOk(
        `PATCH /me of ${email}`,
        await callApi(baseUrl, "PATCH", "/me", tokenOf(email), { locale: "en", preferredTheme: "light" }),
      ),
    ),
  );
  const me = await callApi(baseUrl, "GET", "/me", tokenOf(DEMO_ACCOUNTS.host.email));
  const organizationId = me.body.organizations[0].organizationId as string;
  await expectOk(
    "PUT the demo organisation's tier",
    await callApi(
      baseUrl,
      "PUT",
      `/organizations/${organizationId}/tier`,
      tokenOf(DEMO_ACCOUNTS.admin.email),
      {
        tier: DEMO_TIER,
      },
    ),
  );
}
