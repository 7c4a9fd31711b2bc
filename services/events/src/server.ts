import { main } from "@mawid/service";
import { eventsService } from "./app.ts";

main(eventsService);
