import { Component, type ReactNode } from "react";
import { logRenderError } from "../../../app/error-boundary";

/** A chart that cannot draw (no canvas, a failed download) gives way to its table. */
export class ChartBoundary extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    logRenderError(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
