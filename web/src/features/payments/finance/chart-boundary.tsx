import { Component, type ReactNode } from "react";
import { logRenderError } from "../../../app/error-boundary";

/** A chart that cannot draw (no canvas, a failed download) leaves its table alone on the page. */
export class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    logRenderError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
