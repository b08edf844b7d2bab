import { Component, type ErrorInfo, type MouseEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { logToServer } from '@/api/client-log';
import { isPlainClick } from './plain-click';
import { CONTENT_MAX_WIDTH_PX } from './responsive';

export interface AppErrorBoundaryProps {
  children?: ReactNode;
  /** Inside a router: go to / without a page load (e.g. `() => navigate('/')`). Without it the link loads /. */
  onReset?: () => void;
  /** Shown instead of the default error text (the route boundary shows the not-found page). */
  fallback?: ReactNode;
  /** When it changes (the route boundary passes the path), a failed boundary tries its children again. */
  resetKey?: string;
}

interface AppErrorBoundaryState {
  failed: boolean;
}

/** Catches render errors below it, logs them to /log and shows the spec's error text (spec §8). */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const where = info.componentStack ? `\nComponent stack:${info.componentStack}` : '';
    const message = error instanceof Error ? error.message : String(error);
    logToServer({ msg: `Render error: ${message}${where}`, error, logLevel: 'error' });
  }

  // With onReset a plain click stays in the app; otherwise (or for a new tab) the browser loads /, a clean start.
  private readonly reset = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (!this.props.onReset || !isPlainClick(event)) return;
    event.preventDefault();
    this.props.onReset();
    this.setState({ failed: false });
  };

  override componentDidUpdate(previous: AppErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <Box role="alert" sx={{ maxWidth: CONTENT_MAX_WIDTH_PX, mx: 'auto', px: 2, py: 6 }}>
        <Typography>
          Nu gick någonting fel.{' '}
          <Link href="/" onClick={this.reset}>
            Klicka här
          </Link>{' '}
          för att komma tillbaka. Om problemet kvarstår kontakta kundservice.
        </Typography>
      </Box>
    );
  }
}
