import { useEffect } from "react";
import { useBrand } from "../white-label/brand-context";

export function useDocumentTitle(title: string | null): void {
  const { name } = useBrand();
  useEffect(() => {
    document.title = title ? `${title} · ${name}` : name;
  }, [title, name]);
}
