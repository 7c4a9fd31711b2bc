import {
  type TDiscoveryPage,
  type TPersonalDiscoveryPage,
  ZDiscoveryPage,
  ZPersonalDiscoveryPage,
} from "@mawid/contracts/events";
import { api } from "../../../shared/http/client";
import { parseBody } from "../../../shared/http/parse-response";

/** `GET /api/v1/events` with the page's filters, as the query string the page's address carries. */
export async function fetchDiscovery(searchParams: URLSearchParams): Promise<TDiscoveryPage> {
  return parseBody(ZDiscoveryPage, await api.get("events", { searchParams }).json(), "discovery");
}

export async function fetchPersonalDiscovery(searchParams: URLSearchParams): Promise<TPersonalDiscoveryPage> {
  return parseBody(ZPersonalDiscoveryPage, await api.get("discover", { searchParams }).json(), "discover");
}
