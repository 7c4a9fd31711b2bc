import { main } from "@mawid/service";
import { identity } from "./app.ts";

main(identity);
