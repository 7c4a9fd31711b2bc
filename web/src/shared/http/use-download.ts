import { useCallback, useState } from "react";
import { saveFile } from "./save-file";

/**
 * Downloads a file the API answers and hands it to the browser to save. The token is in memory, so a
 * plain link would go unauthenticated: the file is fetched with the signed-in request. `busy` names
 * the download under way (a screen may offer several), for its button's spinner.
 */
export function useDownload(report: (error: unknown) => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const download = useCallback(
    async (what: string, fetchFile: () => Promise<Blob>, name: string) => {
      setBusy(what);
      try {
        saveFile(await fetchFile(), name);
      } catch (error) {
        report(error);
      } finally {
        setBusy(null);
      }
    },
    [report],
  );
  return { busy, download };
}
