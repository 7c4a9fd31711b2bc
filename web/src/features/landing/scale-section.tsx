import { FigureList, type Figures } from "./figure-list";
import { LandingSection } from "./landing-section";

const FIGURES: Figures = [
  ["scale.users", "scale.usersLabel"],
  ["scale.qr", "scale.qrLabel"],
  ["scale.scans", "scale.scansLabel"],
  ["scale.uptime", "scale.uptimeLabel"],
  ["scale.workers", "scale.workersLabel"],
  ["scale.latency", "scale.latencyLabel"],
];

export function ScaleSection() {
  return (
    <LandingSection name="scale" titleKey="scale.title" subtitleKey="scale.subtitle" tinted>
      <FigureList figures={FIGURES} className="figure-grid" />
    </LandingSection>
  );
}
