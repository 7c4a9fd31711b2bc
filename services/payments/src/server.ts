import { main } from "@mawid/service";
import { paymentsService } from "./app.ts";

main(paymentsService);
