import { z } from "zod";
import { ZEventParams } from "../event/params.ts";

export const ZSpeakerParams = ZEventParams.extend({ speakerId: z.uuid({ error: "Unknown speaker" }) });
