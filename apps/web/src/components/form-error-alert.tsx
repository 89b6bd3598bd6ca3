import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, type AlertProps } from '@mui/material';

type FormErrorAlertProps = Omit<AlertProps, 'severity' | 'role' | 'ref' | 'tabIndex'> & {
  children: ReactNode;
};

/**
 * A form's error from the server. Screen readers hear it (role alert); this brings it
 * before the eyes too: scrolled into view and focused each time it appears or its text
 * changes, so a press of the submit button never seems to do nothing while the message
 * sits above the fold. Every form shows its server error through this one component.
 */
export function FormErrorAlert({ children, ...props }: FormErrorAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  const text = typeof children === 'string' ? children : null;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [text]);
  return (
    <Alert ref={ref} tabIndex={-1} role="alert" severity="error" {...props}>
      {children}
    </Alert>
  );
}
