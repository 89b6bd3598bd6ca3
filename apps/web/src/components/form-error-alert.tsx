import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, type AlertProps } from '@mui/material';
import { translateServerText } from '../lib/i18n/api-messages/translate-server-text.ts';
import { useAppIntl } from '../lib/i18n/use-t.ts';

type FormErrorAlertProps = Omit<AlertProps, 'severity' | 'role' | 'ref' | 'tabIndex'> & {
  children: ReactNode;
};

/**
 * A form's error from the server. Screen readers hear it (role alert); this brings it
 * before the eyes too: scrolled into view and focused each time it appears or its text
 * changes, so a press of the submit button never seems to do nothing while the message
 * sits above the fold. Every form shows its server error through this one component;
 * a text from the server or a shared schema is shown in the reader's language.
 */
export function FormErrorAlert({ children, ...props }: FormErrorAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  const intl = useAppIntl();
  const text = typeof children === 'string' ? translateServerText(children, intl) : null;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.scrollIntoView?.({ block: 'center' });
    element.focus({ preventScroll: true });
  }, [text]);
  return (
    <Alert ref={ref} tabIndex={-1} role="alert" severity="error" {...props}>
      {text ?? children}
    </Alert>
  );
}
