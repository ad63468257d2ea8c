import { Component, type ErrorInfo, type ReactNode } from 'react';

interface FailureBoundaryProps {
  /** Shown in place of the children once one of them has thrown while rendering. */
  failed: ReactNode;
  /** The children are tried again when this changes (another page, another question). */
  resetKey?: unknown;
  children: ReactNode;
}

interface FailureBoundaryState {
  failed: boolean;
  resetKey: unknown;
}

/**
 * Says so, in place of what could not be shown, when a part of the page throws while rendering: most
 * often code fetched on demand (a screen, the calendar) whose fetch failed because the connection
 * dropped. Without it React takes the whole page away, and the customer is left with a blank screen.
 */
export class FailureBoundary extends Component<FailureBoundaryProps, FailureBoundaryState> {
  state: FailureBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<FailureBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: FailureBoundaryProps,
    state: FailureBoundaryState,
  ): Partial<FailureBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.warn('Part of the page could not be shown', error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}
