import { useEffect, useState } from "react";
import { HERO_ROTATION_MS } from "../../shared/config/app-config";
import { useI18n } from "../../shared/i18n/i18n-context";

export const HERO_WORDS = [
  "EVENT",
  "CONVENTION",
  "LECTURE",
  "MEETUP",
  "SESSION",
  "DINNER",
  "GALA",
  "IFTAR",
  "SUHOOR",
  "GATHERING",
] as const;

/** The hero's headline word, changing every 2 s; paused for people who ask for reduced motion. */
export function RotatingWord() {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (reduced) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % HERO_WORDS.length), HERO_ROTATION_MS);
    return () => clearInterval(timer);
  }, []);
  const word = HERO_WORDS[index] ?? "EVENT";
  return (
    <span className="rotating-word" data-testid="hero-word" key={word}>
      {t(`hero.word.${word}`)}
    </span>
  );
}
