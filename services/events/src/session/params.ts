import { z } from "zod";
import { ZEventParams } from "../event/params.ts";

export const ZSessionParams = ZEventParams.extend({ sessionId: z.uuid({ error: "Unknown session" }) });
