import { createIdentityClient, DEMO_ACCOUNTS, DEMO_PASSWORD } from "@mawid/contracts/identity";
import { callApi } from "@mawid/contracts/platform";

/* An event made ready through the API, for browser tests about what happens after it is published. */

export async function accessToken(baseUrl: string, email: string): Promise<string> {
  return (await createIdentityClient({ baseUrl }).signIn({ email, password: DEMO_PASSWORD })).accessToken;
}

/**
 * The demo host's event, submitted and approved by the demo admin, so it is published; resolves once
 * ticketing has heard of it (its ticket keys answer), so ticket types can be added.
 */
export async function publishedEvent(baseUrl: string, title: string): Promise<string> {
  const host = await accessToken(baseUrl, DEMO_ACCOUNTS.host.email);
  const me = await callApi(baseUrl, "GET", "/me", host);
  const organizationId = me.body.organizations[0].organizationId as string;
  const start = Date.now() + 14 * 86_400_000;
  const created = await callApi(baseUrl, "POST", "/events", host, {
    organizationId,
    title,
    description: "A weekly circle of knowledge.",
    category: "halaqa",
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 2 * 3_600_000).toISOString(),
    timeZone: "Europe/London",
    venue: {
      name: "East London Mosque",
      address: "82-92 Whitechapel Rd, London E1 1JQ",
      latitude: 51.5175,
      longitude: -0.0653,
    },
    audience: "mixed",
  });
  if (created.status !== 201)
    throw new Error(`create event: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.id as string;
  const submitted = await callApi(baseUrl, "POST", `/events/${id}/submit`, host);
  if (submitted.status !== 200)
    throw new Error(`submit: ${submitted.status} ${JSON.stringify(submitted.body)}`);
  if (submitted.body.status !== "published") {
    const admin = await accessToken(baseUrl, DEMO_ACCOUNTS.admin.email);
    const approved = await callApi(baseUrl, "POST", `/events/${id}/approve`, admin);
    if (approved.status !== 200)
      throw new Error(`approve: ${approved.status} ${JSON.stringify(approved.body)}`);
  }
  const deadline = Date.now() + 30_000;
  while ((await callApi(baseUrl, "GET", `/events/${id}/ticket-keys`, host)).status !== 200) {
    if (Date.now() > deadline) throw new Error(`ticketing did not hear of event ${id} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return id;
}
