/**
 * A gate's id: a slug of the name it was added with, so it reads well in URLs and logs, kept when
 * the gate is renamed. A slug already used in the event, even by a removed gate, gets a number: an
 * old scan's gate id never comes to mean another gate.
 */
export function newGateId(name: string, used: readonly string[]): string {
  const slug =
    name
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .slice(0, 40)
      .replace(/^-+|-+$/g, "") || "gate";
  let id = slug;
  for (let n = 2; used.includes(id); n++) id = `${slug}-${n}`;
  return id;
}
