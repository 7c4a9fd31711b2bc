import { main } from "@mawid/service";
import { checkinService } from "./app.ts";

main(checkinService);
