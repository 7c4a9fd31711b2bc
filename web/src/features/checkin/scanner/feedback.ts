import type { TScanResult } from "@mawid/contracts/checkin";

export type Verdict = "go" | "wait" | "stop";

/**
 * Green lets the person through; amber needs the volunteer to act (send them to the right door, or
 * look: they were already let in); red refuses the code.
 */
export function verdictOf(result: TScanResult): Verdict {
  switch (result) {
    case "admitted":
    case "checked_out":
      return "go";
    case "already_checked_in":
    case "wrong_section":
    case "not_yet_valid":
    case "not_checked_in":
      return "wait";
    default:
      return "stop";
  }
}

/** Tones (Hz, ms) a volunteer tells apart without looking: one high beep, two middle ones, one low buzz. */
const TONES: Record<Verdict, Array<[number, number]>> = {
  go: [[1320, 120]],
  wait: [
    [660, 110],
    [660, 110],
  ],
  stop: [[220, 380]],
};
const VIBRATION: Record<Verdict, number[]> = { go: [60], wait: [80, 60, 80], stop: [300] };

let audio: AudioContext | null = null;

/** Browsers only let a page make sound after a gesture: called from the Start camera button. */
export function unlockSound(): void {
  audio ??= typeof AudioContext === "undefined" ? null : new AudioContext();
  void audio?.resume();
}

export function signal(verdict: Verdict): void {
  navigator.vibrate?.(VIBRATION[verdict]);
  if (audio?.state !== "running") return;
  let at = audio.currentTime;
  for (const [frequency, ms] of TONES[verdict]) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = verdict === "stop" ? "square" : "sine";
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.2, at);
    gain.gain.exponentialRampToValueAtTime(0.001, at + ms / 1000);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + ms / 1000);
    at += ms / 1000 + 0.06;
  }
}
