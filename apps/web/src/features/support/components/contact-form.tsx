import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useSendContactMessage } from '../../../entities/support/send-contact-message.ts';
import { contactErrorMessage } from '../contact-error-message.ts';
import { FormErrorAlert } from '../../../components/form-error-alert.tsx';

const contactThankYou = "Thank you for contacting us! We'll get back to you within 24 hours.";

type ContactFormProps = { defaultEmail?: string };

/** Idle, sending, sent (form hidden) or error. */
export function ContactForm({ defaultEmail = '' }: ContactFormProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const send = useSendContactMessage();

  // The signed-in user's address arrives after the first render; fill it in once.
  const [seededEmail, setSeededEmail] = useState(defaultEmail);
  if (defaultEmail !== seededEmail) {
    setSeededEmail(defaultEmail);
    if (!email) setEmail(defaultEmail);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ email, subject, message });
  };

  return (
    <Paper component="section" aria-labelledby="contact-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="contact-heading" variant="h6" component="h2" gutterBottom>
        Contact Support
      </Typography>
      {send.isSuccess ? (
        <Alert severity="success">{contactThankYou}</Alert>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <Stack spacing={2}>
            {send.isError && (
              <FormErrorAlert sx={{ whiteSpace: 'pre-line' }}>
                {contactErrorMessage(send.error)}
              </FormErrorAlert>
            )}
            <TextField
              label="Email"
              type="email"
              required
              fullWidth
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <TextField
              label="Subject"
              required
              fullWidth
              value={subject}
              helperText="At least 5 characters"
              onChange={(event) => setSubject(event.target.value)}
            />
            <TextField
              label="Message"
              required
              fullWidth
              multiline
              minRows={4}
              value={message}
              helperText="At least 10 characters"
              onChange={(event) => setMessage(event.target.value)}
            />
            <Box>
              <Button
                type="submit"
                variant="contained"
                startIcon={<SendIcon />}
                disabled={send.isPending}
              >
                {send.isPending ? 'Sending...' : 'Send Message'}
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
    </Paper>
  );
}
