import { DEMO_ACCOUNTS } from "@mawid/contracts/identity";
import { callApi } from "@mawid/contracts/platform";
import { accessToken } from "./published-event";

/** The demo organisation's tier as demo-data.ts sets it on first start. */
const DEMO_TIER = "masjid";

async function expectOk(what: string, answer: { status: number; body: unknown }): Promise<void> {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** Puts the demo organisation on a plan, as its platform admin does by hand. */
export async function setDemoTier(baseUrl: string, tier: string): Promise<void> {
  const admin = await accessToken(baseUrl, DEMO_ACCOUNTS.admin.email);
  const me = await callApi(baseUrl, "GET", "/me", await accessToken(baseUrl, DEMO_ACCOUNTS.host.email));
  const organizationId = me.body.organizations[0].organizationId as string;
  await expectOk(
    "PUT the demo organisation's tier",
    await callApi(baseUrl, "PUT", `/organizations/${organizationId}/tier`, admin, { tier }),
  );
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
  await setDemoTier(baseUrl, DEMO_TIER);
}
