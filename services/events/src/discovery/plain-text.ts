import sanitizeHtml from "sanitize-html";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The words of a sanitised HTML description, for searching and for excerpts. */
export function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, " "), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, " ")
    .trim();
}
