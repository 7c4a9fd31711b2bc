// `npm start`: the whole platform on this machine (see infra/platform/src/start-platform.ts).
import { runPlatformCli } from "@mawid/platform";

await runPlatformCli();
