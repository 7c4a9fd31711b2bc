import { type TEventListing, ZEventListing } from "@mawid/contracts/events";
import { encodedJson } from "@mawid/service";

/** A listing's contract encoding without its closing brace, so a visitor's distance can follow. */
export type OpenListingJson = Buffer;

/** Encodes a listing once, to be put on many pages (near-search keeps listings 10 s). */
export function openListingJson(listing: TEventListing): OpenListingJson {
  const json = encodedJson(ZEventListing, listing);
  return json.subarray(0, json.length - 1);
}

export interface PageJsonItem {
  json: OpenListingJson;
  distanceKm?: number | undefined;
}

/**
 * A discovery page's JSON (ZDiscoveryPage) from listings encoded once each: the bytes the route's
 * serializer would send for the same page, without encoding the same listings again for every
 * visitor. Only numbers are written here; everything else was encoded by the contract.
 */
export function discoveryPageJson(
  items: readonly PageJsonItem[],
  meta: { page: number; pageSize: number; total: number },
): Buffer {
  const head = '{"items":[';
  const foot = `],"page":${meta.page},"pageSize":${meta.pageSize},"total":${meta.total}}`;
  const tails = items.map((item) =>
    item.distanceKm === undefined ? "}" : `,"distanceKm":${JSON.stringify(item.distanceKm)}}`,
  );
  let length = head.length + foot.length + Math.max(0, items.length - 1);
  items.forEach((item, i) => {
    length += item.json.length + tails[i]!.length;
  });
  // Written in place: a Buffer.concat of the 40-odd pieces cost more than the copying itself.
  const out = Buffer.allocUnsafe(length);
  let at = out.write(head, 0, "latin1");
  items.forEach((item, i) => {
    if (i > 0) at += out.write(",", at, "latin1");
    at += item.json.copy(out, at);
    at += out.write(tails[i]!, at, "latin1");
  });
  out.write(foot, at, "latin1");
  return out;
}
