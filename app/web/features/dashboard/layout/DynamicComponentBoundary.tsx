import Alert from '@mui/material/Alert';
import { Component, type ReactNode } from 'react';

/** Props of {@link DynamicComponentBoundary}. */
export interface DynamicComponentBoundaryProps {
  /** The component's name, for the message. */
  name: string;
  children: ReactNode;
}

/** Keeps a plugin's dashboard component that throws while drawing from taking the dashboard down with it. */
export class DynamicComponentBoundary extends Component<DynamicComponentBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <Alert severity="error">The component “{this.props.name}” failed to draw.</Alert>;
    return this.props.children;
  }
}
