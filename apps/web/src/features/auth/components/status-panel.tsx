import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

type StatusPanelProps =
  | { state: 'loading'; text: string }
  | {
      state: 'success' | 'error';
      heading: string;
      text: ReactNode;
      action?: { label: string; to: string };
    };

/** One outcome of a token page (verify email, reset password): a spinner, or icon, text and action. */
export function StatusPanel(props: StatusPanelProps) {
  if (props.state === 'loading') {
    return (
      <Box role="status" sx={{ textAlign: 'center', py: 3 }}>
        <CircularProgress aria-hidden="true" sx={{ mb: 2 }} />
        <Typography>{props.text}</Typography>
      </Box>
    );
  }
  const success = props.state === 'success';
  return (
    <Box sx={{ textAlign: 'center', py: 1 }}>
      {success ? (
        <CheckCircleIcon color="success" sx={{ fontSize: 56, mb: 1 }} aria-hidden="true" />
      ) : (
        <CancelIcon color="error" sx={{ fontSize: 56, mb: 1 }} aria-hidden="true" />
      )}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {props.heading}
      </Typography>
      <Typography
        color={success ? 'text.secondary' : 'error'}
        role={success ? 'status' : 'alert'}
        sx={{ mb: 3 }}
      >
        {props.text}
      </Typography>
      {props.action && (
        <Button component={Link} to={props.action.to} variant="contained" size="large" fullWidth>
          {props.action.label}
        </Button>
      )}
    </Box>
  );
}
