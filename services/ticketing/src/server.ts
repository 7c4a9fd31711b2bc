import { main } from "@mawid/service";
import { ticketingService } from "./app.ts";

main(ticketingService);
