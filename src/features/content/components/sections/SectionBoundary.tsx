import Alert from '@mui/material/Alert';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logToServer } from '@/api/client-log';
import { SECTION_ERROR_TEXT } from '@/features/content/content-texts';

interface State {
  failed: boolean;
}

/** One section's error boundary: a section that fails shows the spec's text (§8) while the rest of the page renders. */
export class SectionBoundary extends Component<{ children: ReactNode; sectionId: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logToServer({ msg: `Innehållssektionen ${this.props.sectionId} kunde inte visas`, error: `${error.message}${info.componentStack ?? ''}`.slice(0, 2000), logLevel: 'error' });
  }

  override render(): ReactNode {
    return this.state.failed ? <Alert severity="error">{SECTION_ERROR_TEXT}</Alert> : this.props.children;
  }
}
