import { z } from "zod";
import { LOCALES, THEMES } from "./locale.ts";

export const ZTheme = z.enum(THEMES);
export const ZLocale = z.enum(LOCALES);
