import { z } from "zod";

/**
 * Characters that change how a link reads without changing where it goes: bidirectional controls
 * (a right-to-left override turns `moc.elpmaxe` round) and invisible marks.
 */
const HIDDEN_CONTROLS = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;

/** A link people may follow from a page: http(s) only (no `javascript:`), with nothing hidden in it. */
export const zWebAddress = (error = "Invalid URL") =>
  z.url({ protocol: /^https?$/, error }).refine((value) => !HIDDEN_CONTROLS.test(value), { error });
