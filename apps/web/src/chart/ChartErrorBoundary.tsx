import { Component, type ReactNode } from 'react';

/**
 * The canvas reports the errors it catches itself (onRenderError); this catches what escapes
 * React's render of it, so a broken chart never takes the instrument page down with it.
 */
export class ChartErrorBoundary extends Component<
  { onError(error: Error): void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error instanceof Error ? error : new Error(String(error)));
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
