import { main } from "@mawid/service";
import { analyticsService } from "./app.ts";

main(analyticsService);
