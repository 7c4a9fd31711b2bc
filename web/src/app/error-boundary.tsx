import { Component, type ErrorInfo, type ReactNode } from "react";
import { logger } from "../shared/logger/logger";
import { ErrorFallback } from "./error-fallback";

interface Props {
  children: ReactNode;
  onGoHome: () => void;
}

interface State {
  error: Error | null;
}

export function logRenderError(error: unknown, componentStack?: string | null): void {
  const err = error instanceof Error ? error : new Error(String(error));
  logger.error("Render error", {
    message: err.message,
    stack: err.stack,
    componentStack: componentStack ?? undefined,
    url: window.location.href,
    userAgent: navigator.userAgent,
  });
}

/** Catches rendering errors below it; 'Try Again' clears the error and renders the children again. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logRenderError(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorFallback
        onTryAgain={() => this.setState({ error: null })}
        onGoHome={() => {
          this.setState({ error: null });
          this.props.onGoHome();
        }}
      />
    );
  }
}
