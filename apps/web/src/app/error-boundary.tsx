import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useT } from '../lib/i18n/use-t.ts';

type Props = { children: ReactNode };
type State = { error: Error | null };

/** Catches render errors below it: 'Something went wrong', the message and 'Try Again'. */
export class RenderErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack);
  }

  private readonly reset = () => this.setState({ error: null });

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <RenderErrorNotice error={error} onReset={this.reset} />;
  }
}

/** What the boundary shows, in the app's language. */
function RenderErrorNotice({ error, onReset }: { error: Error; onReset: () => void }) {
  const t = useT();
  return (
    <Box role="alert" sx={{ p: 3, maxWidth: 640, mx: 'auto' }}>
      <Alert severity="error" sx={{ mb: 2 }}>
        <AlertTitle>{t('app.errorBoundary.title')}</AlertTitle>
        {error.message}
      </Alert>
      <Button variant="contained" onClick={onReset}>
        {t('app.errorBoundary.tryAgain')}
      </Button>
    </Box>
  );
}
