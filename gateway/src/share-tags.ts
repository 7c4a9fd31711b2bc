import type { TEventListing } from "@mawid/contracts/events";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text placed in an HTML attribute: a host's title cannot close the tag or open a script. */
export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const DESCRIPTION_LENGTH = 200;

function description(event: TEventListing): string {
  const when = new Intl.DateTimeFormat("en-GB", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: event.timeZone,
  }).format(new Date(event.startsAt));
  const where = event.venue ? `${event.venue.name}, ${event.venue.address}` : event.online ? "Online" : "";
  const text = [when, where, event.excerpt].filter(Boolean).join(" · ");
  return text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1)}…` : text;
}

/** Open Graph (and Twitter card) tags that make a shared link to the event show its title, time, place and cover. */
export function shareTags(event: TEventListing): string {
  const tags: [string, string][] = [
    ["og:type", "website"],
    ["og:site_name", "Mawid"],
    ["og:title", event.title],
    ["og:description", description(event)],
  ];
  if (event.coverImageUrl) tags.push(["og:image", event.coverImageUrl]);
  const card = event.coverImageUrl ? "summary_large_image" : "summary";
  return [
    ...tags.map(
      ([property, content]) => `<meta property="${property}" content="${escapeAttribute(content)}">`,
    ),
    `<meta name="twitter:card" content="${card}">`,
  ].join("\n");
}

/** The SPA's page with the tags at the end of its head. */
export function withShareTags(html: string, tags: string): string {
  const at = html.indexOf("</head>");
  return at === -1 ? html : `${html.slice(0, at)}${tags}\n${html.slice(at)}`;
}
